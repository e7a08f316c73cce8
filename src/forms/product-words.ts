export { productWords };

import type { productFields } from '../content/questions';

/** How the product's own fields are named and filled, in both form islands and the page without JavaScript. */
const productWords: Record<
  (typeof productFields)[number],
  { label: string; listLabel: string; autoComplete: string; type: 'text' | 'email' | 'tel' }
> = {
  name: { label: 'Full Name', listLabel: 'Name', autoComplete: 'name', type: 'text' },
  email: { label: 'Email Address', listLabel: 'Email', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone Number', listLabel: 'Phone', autoComplete: 'tel', type: 'tel' },
};
