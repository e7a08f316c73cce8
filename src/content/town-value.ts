export { cityValue, otherChoice };

import type { Choice } from './types';

/** The choice the town and service lists end with; the quote form of a page without a service of its own sends it. */
const otherChoice: Choice = { value: 'other', label: 'Other' };

/** `Mount Pleasant Heights` -> `mount-pleasant-heights`: what a lead stores for a town. */
function cityValue(town: string): string {
  return town
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
