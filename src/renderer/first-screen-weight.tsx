export { firstScreenWeights, firstRoundTrip, renderBody };
export type { FirstScreenWeight };

import { renderToStaticMarkup } from 'react-dom/server';
import { brotliCompressSync, constants } from 'node:zlib';
import { MantineProvider } from '@mantine/core';
import type { ContentPage, LoadedContent } from '../content/types';
import { SiteProvider } from '../site/context';
import { theme } from '../theme';
import { firstScreen } from './first-screen';
import { PageTemplate } from './PageTemplate';

/**
 * What the first round trip of a new connection carries, in bytes brotli: TCP's first window is 10 packets, 14.6 KB
 * with the response headers. The document's head (inline CSS, metadata: what developers control) has its own budget
 * in test/site/budgets.test.ts; the rest is for the markup of the first screen, which editors fill.
 */
const firstRoundTrip = { total: 14_000, head: 7_000, firstScreen: 7_000 };

/** One page's first screen, as served before anything below it. */
interface FirstScreenWeight {
  route: string;
  /** Content file of the page. */
  file: string;
  /** The page's markup with only its first screen's sections (header and footer included), brotli. */
  bytes: number;
}

// Rendered as the page renderer renders the body, without the head: the first screen comes first in the document,
// so what follows it never delays its paint.
function firstScreenWeights(content: LoadedContent): FirstScreenWeight[] {
  return content.pages.map((entry) => {
    const top = firstScreen(entry);
    const markup = renderBody(content, top);
    const bytes = brotliCompressSync(markup, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { route: entry.route, file: entry.file, bytes };
  });
}

/** A page's body markup as the page renderer makes it (no head, no page CSS): for checks that read the words. */
function renderBody(content: LoadedContent, entry: ContentPage): string {
  const { site } = content;
  return renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      <SiteProvider
        site={site}
        choices={content.choices}
        page={{ route: entry.route, title: entry.page.title, city: entry.page.city ?? site.defaultCity }}
      >
        <PageTemplate sections={entry.page.sections} sidebar={entry.page.sidebar} />
      </SiteProvider>
    </MantineProvider>,
  );
}
