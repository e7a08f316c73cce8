export { firstScreen };

import type { ContentPage } from '../content/types';

// The first screen of a phone, and of a wide screen: the header, the hero and the two sections after it (a short
// hero and section leave room for a third), and the top two of the sidebar (beside them on wide screens). Only its
// CSS is inline, and it is what the first round trip must carry.
function firstScreen(entry: ContentPage): ContentPage {
  const { sections, sidebar } = entry.page;
  if (sections.length <= 3 && (sidebar?.length ?? 0) <= 2) return entry;
  return { ...entry, page: { ...entry.page, sections: sections.slice(0, 3), sidebar: sidebar?.slice(0, 2) } };
}
