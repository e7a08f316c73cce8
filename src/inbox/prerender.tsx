export { writeStaffPages };

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { mantineHeadCss } from '../renderer/mantine-head';
import { App } from './App';
import { heldSubmitScript } from './held-submit';
import { Providers } from './Providers';

/** Screens drawn at build time, so they paint from their first response: the sign-in screen (nobody signed in
 * sees it first) and the list's frame (title, buttons, filters; its rows come from the API). Neither holds a lead
 * or an account. */
const drawnScreens = [
  { route: '/staff/sign-in', file: 'staff/sign-in/index.html', head: `<script>${heldSubmitScript}</script>` },
  { route: '/staff', file: 'staff/list/index.html', head: '' },
];

/**
 * After the inbox's Vite build: Mantine's head styles into its page (`staff/index.html`), and a copy of it per
 * drawn screen with that screen's markup and its styles inline, whose code loads once the screen has painted.
 */
async function writeStaffPages(clientDir: string, brandColour: string): Promise<void> {
  const file = join(clientDir, 'staff/index.html');
  const page = readFileSync(file, 'utf8').replace('</head>', () => `<style>${mantineHeadCss(brandColour)}</style></head>`);
  writeFileSync(file, page);
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(page)) throw new Error(`${file} has no <div id="root">`);
  for (const screen of drawnScreens) {
    const markup = await drawn(screen.route);
    // Its styles inline too: the first paint needs this one response only.
    const html = afterPaint(
      page
        .replace(root, `<div id="root" data-prerendered="${screen.route}">${markup}</div>`)
        .replace('</head>', `${screen.head}</head>`)
        .replace(/<link rel="stylesheet" crossorigin="" href="(\/assets\/staff\/[^"]+\.css)"\/>/, (_link, href: string) => {
          return `<style>${readFileSync(join(clientDir, href), 'utf8')}</style>`;
        }),
    );
    if (html.includes('rel="stylesheet"'))
      throw new Error(`${screen.file} still links a stylesheet: vite.staff.config.ts wrote another tag`);
    mkdirSync(dirname(join(clientDir, screen.file)), { recursive: true });
    writeFileSync(join(clientDir, screen.file), html);
  }
}

async function drawn(route: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={route}>
        <Providers>
          <App />
        </Providers>
      </StaticRouter>
    </StrictMode>,
    // Every finished part in place: no fallback swapped by an inline script (React outlines parts over 12.8 KB).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}

// The app's code (~120 KB) is fetched once the drawn screen is on it, not before: on a slow phone connection
// it would hold the first paint back (mobile Lighthouse: 1.44 s to first paint with it in the head, 0.62 s after).
function afterPaint(html: string): string {
  const entry = /<script type="module" crossorigin="" src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('The inbox page has no module script: vite.staff.config.ts wrote another tag');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)"\/>/g)].map((match) => match[1]);
  const files = JSON.stringify([entry[1], ...preloads]);
  // The entry as a module script, the chunks it imports as module preloads, all fetched at once.
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${files}.forEach(function(f,i){` +
    `var e=document.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=f}else{e.type='module';e.src=f}` +
    `document.head.appendChild(e)})})})</script>`;
  return html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\n\s*\n/g, '\n')
    .replace('</body>', `${loader}</body>`);
}
