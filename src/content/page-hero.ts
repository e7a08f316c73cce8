export { withHero };

import type { Page } from './types';

/** The hero's heading is the page's main heading (its <h1>): a page written without a hero gets one of its title. */
function withHero(page: Page): Page {
  if (page.sections.some((section) => section.type === 'hero')) return page;
  return { ...page, sections: [{ type: 'hero', heading: page.title, actions: [] }, ...page.sections] };
}
