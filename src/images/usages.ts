export { picturesUsed };

import type { LoadedContent, Section } from '../content/types';
import { slotsOfSection, type SlotName } from './slots';
import { isImagePath } from './source-files';

/** Every picture from the images folder that some page shows, with the slots it is shown in. */
function picturesUsed(content: LoadedContent): Map<string, Set<SlotName>> {
  const used = new Map<string, Set<SlotName>>();
  for (const entry of [...content.pages, content.notFound]) {
    for (const section of [...entry.page.sections, ...(entry.page.sidebar ?? [])] as Section[]) {
      eachSrc(section, (src) => {
        const slots = used.get(src) ?? new Set<SlotName>();
        for (const slot of slotsOfSection(section.type)) slots.add(slot);
        used.set(src, slots);
      });
    }
  }
  return used;
}

function eachSrc(value: unknown, visit: (src: string) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachSrc(item, visit));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && isImagePath(record.src)) visit(record.src);
    Object.values(record).forEach((item) => eachSrc(item, visit));
  }
}
