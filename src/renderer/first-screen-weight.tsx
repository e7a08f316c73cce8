export { firstScreenWeights, firstRoundTrip, renderBody };
export type { FirstScreenWeight };

import { renderToStaticMarkup } from 'react-dom/server';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { MantineProvider } from '@mantine/core';
import type { ContentPage, LoadedContent } from '../content/types';
import { SiteProvider } from '../site/context';
import { theme } from '../theme';
import type { BuildCache } from './build-cache';
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

const brotli = promisify(brotliCompress);

// Rendered as the page renderer renders the body, without the head: the first screen comes first in the document,
// so what follows it never delays its paint. Each page's markup is compressed on libuv's threads while the next
// renders; `cache` keeps the weights of first screens whose content (and code) did not change.
async function firstScreenWeights(content: LoadedContent, cache?: BuildCache<number>): Promise<FirstScreenWeight[]> {
  const weigh = async ({
    site,
    questions,
    top,
  }: {
    site: LoadedContent['site'];
    questions: LoadedContent['questions'];
    top: ContentPage;
  }) => {
    const markup = renderBody({ ...content, site, questions }, top);
    return (await brotli(markup, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length;
  };
  return Promise.all(
    content.pages.map(async (entry) => {
      const inputs = { site: content.site, questions: content.questions, top: firstScreen(entry) };
      const bytes = cache ? await cache.getLater(inputs, weigh) : await weigh(inputs);
      return { route: entry.route, file: entry.file, bytes };
    }),
  );
}

/** A page's body markup as the page renderer makes it (no head, no page CSS): for checks that read the words. */
function renderBody(content: LoadedContent, entry: ContentPage): string {
  const { site } = content;
  return renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      <SiteProvider
        site={site}
        questions={content.questions}
        icons={content.icons}
        page={{ route: entry.route, title: entry.page.title, city: entry.page.city ?? site.defaultCity }}
      >
        <PageTemplate sections={entry.page.sections} sidebar={entry.page.sidebar} />
      </SiteProvider>
    </MantineProvider>,
  );
}
