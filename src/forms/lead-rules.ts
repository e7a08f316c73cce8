export { isEmail, isUsPhone, hasLineBreak, hasInvisible, productLimits };

import type { productFields } from '../content/questions';

// The product's fields (name, e-mail, phone) and the rules every field shares; a form's questions are checked by
// lead-check.ts.

/** Longest accepted value of each product field. */
const productLimits: Record<(typeof productFields)[number], number> = { name: 120, email: 254, phone: 40 };

// As lenient as the browser's type=email check, plus a dot in the domain: name@host.tld, no spaces.
function isEmail(value: string): boolean {
  return value.length <= 254 && !hasInvisible(value) && /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\.]+(\.[^\s@<>(),;:"\\.]+)+$/.test(value);
}

// A North American number: optional +1 or 1, a 3-digit area code and a 7-digit number, grouped with
// spaces, dashes, dots or parentheses; area code and exchange never start with 0 or 1.
function isUsPhone(value: string): boolean {
  const match = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)[\s.-]?|(\d{3})[\s.-]?)(\d{3})[\s.-]?(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const area = match[1] ?? match[2] ?? '';
  const exchange = match[3] ?? '';
  return /^[2-9]/.test(area) && /^[2-9]/.test(exchange);
}

// Control, format (zero-width space, joiners, direction marks), private-use and unassigned characters.
function hasInvisible(value: string): boolean {
  return /\p{C}/u.test(value);
}

function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}
