export { productWords };

import type { productFields } from '../content/questions';

/** How the product's own fields are filled, in both form islands and the page without JavaScript, and the names staff
 * read them by; the labels a visitor reads are the content's (site.yaml messages.form.fields). */
const productWords: Record<(typeof productFields)[number], { listLabel: string; autoComplete: string; type: 'text' | 'email' | 'tel' }> = {
  name: { listLabel: 'Name', autoComplete: 'name', type: 'text' },
  email: { listLabel: 'Email', autoComplete: 'email', type: 'email' },
  phone: { listLabel: 'Phone', autoComplete: 'tel', type: 'tel' },
};
