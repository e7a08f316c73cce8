export { writeStaffPages };

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { mantineHeadCss } from '../renderer/mantine-head';
import { App } from './App';
import { heldSubmitScript } from './held-submit';
import { Providers } from './Providers';

/** Address of the one screen drawn at build time: nobody signed in sees it first, so it paints at once. */
const signInRoute = '/staff/sign-in';

/**
 * After the inbox's Vite build: Mantine's head styles into its page (`staff/index.html`), and a copy with the
 * sign-in screen already drawn and its styles inline (`staff/sign-in/index.html`). It holds no lead and no
 * account, only the form.
 */
async function writeStaffPages(clientDir: string): Promise<void> {
  const file = join(clientDir, 'staff/index.html');
  const page = readFileSync(file, 'utf8').replace('</head>', `<style>${mantineHeadCss}</style></head>`);
  writeFileSync(file, page);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={signInRoute}>
        <Providers>
          <App />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
  const markup = await text(prelude);
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(page)) throw new Error(`${file} has no <div id="root">`);
  mkdirSync(join(clientDir, 'staff/sign-in'), { recursive: true });
  // Its styles inline too: the first paint needs this one response only.
  const signIn = page
    .replace(root, `<div id="root" data-prerendered="">${markup}</div>`)
    .replace('</head>', `<script>${heldSubmitScript}</script></head>`)
    .replace(/<link rel="stylesheet" crossorigin="" href="(\/assets\/staff\/[^"]+\.css)"\/>/, (_link, href: string) => {
      return `<style>${readFileSync(join(clientDir, href), 'utf8')}</style>`;
    });
  if (signIn.includes('rel="stylesheet"'))
    throw new Error('The sign-in page still links a stylesheet: vite.staff.config.ts wrote another tag');
  writeFileSync(join(clientDir, 'staff/sign-in/index.html'), signIn);
}
