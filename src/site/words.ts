// The words every page shows around its content: site.yaml's `words` in the page's language, else English.
export { siteWords, say };

import type { Site, SiteWords } from '../content/types';

// A site in one language may leave them out; a site in several writes them, and each language translates them.
const english: SiteWords = {
  skipLink: 'Skip to main content',
  mainMenu: 'Main',
  allOf: 'All {menu}',
  call: 'Call {phone}',
  callShort: 'Call',
  freeQuote: 'Free Quote',
  actionBar: 'Call or get a quote',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Mobile',
  footerMenu: 'Footer',
  explore: 'Explore',
  hours: 'Hours',
  follow: 'Follow & review us',
  rights: 'All rights reserved.',
  home: 'Home',
  areaQuote: 'Get a Quote in {town}',
  close: 'Close',
  other: 'Other',
  before: 'Before',
  after: 'After',
  compare: 'Compare full screen',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{number} of {count}',
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous badge',
  next: 'Next badge',
  showSlide: 'Show badge {number}',
  loadMap: 'Load map',
  viewMap: 'View the map',
};

function siteWords(site: Pick<Site, 'words'>): SiteWords {
  return site.words ?? english;
}

/** A text with its `{name}`s filled; one that is not given is left as written. */
function say(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
