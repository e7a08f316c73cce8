export { firstScreen };

import type { ContentPage } from '../content/types';

// The first screen of a phone, and of a wide screen: the header, the hero and the section after it (and the one
// after that when the hero is a heading and buttons alone, which leave room for it), and the top of the sidebar
// (beside them on wide screens). Only its CSS is inline, and it is what the first round trip must carry.
function firstScreen(entry: ContentPage): ContentPage {
  const { sections, sidebar } = entry.page;
  const [first] = sections;
  const shortHero = first?.type === 'hero' && !first.text && !first.image;
  const shown = shortHero ? 3 : 2;
  if (sections.length <= shown && (sidebar?.length ?? 0) <= 1) return entry;
  return { ...entry, page: { ...entry.page, sections: sections.slice(0, shown), sidebar: sidebar?.slice(0, 1) } };
}
