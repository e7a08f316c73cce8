export { pageIcons };

import type { ContentPage, Site } from '../content/types';
import type { IconDrawing } from '../icons/drawing';
import { productIcons } from '../icons/names';
import { walkStrings } from '../content/walk-strings';

/** The drawings one page may show: its own icons, site.yaml's and the product's; another page's edit leaves it alone. */
function pageIcons(icons: Readonly<Record<string, IconDrawing>>, site: Site, entry: ContentPage): Record<string, IconDrawing> {
  const names = new Set<string>(productIcons);
  const collect = (path: readonly unknown[], value: string) => {
    if (path[path.length - 1] === 'icon') names.add(value);
  };
  walkStrings(site, [], collect);
  walkStrings(entry.page, [], collect);
  return Object.fromEntries([...names].flatMap((name) => (Object.hasOwn(icons, name) ? [[name, icons[name]!]] : [])));
}
