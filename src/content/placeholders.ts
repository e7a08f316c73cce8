export {
  placeholderNames,
  messagePlaceholderNames,
  photoPlaceholderNames,
  confirmationPlaceholderNames,
  formPlaceholderNames,
  titlePlaceholderNames,
  wordPlaceholderNames,
  findPlaceholders,
  placeholderValues,
  fillPlaceholders,
};

import { hoursText } from './hours-text';
import type { Site } from './types';

/** Placeholders any string of a page may use; each is replaced by a fact from site.yaml. */
const placeholderNames = [
  'phone',
  'phone2',
  'email',
  'city',
  'region',
  'name',
  'license',
  'founded',
  'experience',
  'responseTime',
  'warranty',
  'quoteValidity',
  'hours',
] as const;

/** Filled when the homeowner's acknowledgement e-mail is written: their first name and the website's address. */
const messagePlaceholderNames = ['firstName', 'website'] as const;

/** Filled in the browser by the forms' photo field: a photo's file name, a number of photos, the server's reason. */
const photoPlaceholderNames = ['file', 'count', 'reason'] as const;

/** Filled in the browser by the confirmation after a sent request: photos that arrived, and photos sent. */
const confirmationPlaceholderNames = ['count', 'total'] as const;

/** Filled where the forms' own words are said: a field's longest length, a number of photos, a photo's file name. */
const formPlaceholderNames = ['limit', 'count', 'file'] as const;

/** Filled for each page by site.yaml's title patterns: the page's own title. */
const titlePlaceholderNames = ['page'] as const;

/** Filled by the pages for site.yaml's own words: a menu item's name, a main town, a certification's place. */
const wordPlaceholderNames = ['menu', 'town', 'number', 'count'] as const;

type PlaceholderName = (typeof placeholderNames)[number];

// `{word}`, also with spaces or dashes inside, so that `{ phone }` is reported rather than shown as is.
const pattern = /\{([\w -]{0,40})\}/g;

/** Every `{...}` in a text, with its offset. */
function findPlaceholders(text: string): { name: string; index: number; raw: string }[] {
  return [...text.matchAll(pattern)].map((match) => ({ name: match[1]!, index: match.index, raw: match[0] }));
}

/** `language`: the one site.yaml's words are in (the month names of {hours}). */
function placeholderValues(site: Site, city: string, language?: string): Record<PlaceholderName, string> {
  return {
    phone: site.phone.primary,
    // A text with {phone2} and no second phone is refused by the check (cross-checks.ts).
    phone2: site.phone.secondary ?? '',
    email: site.email,
    city,
    region: site.region,
    name: site.name,
    license: site.license,
    founded: String(site.founded),
    experience: site.experience,
    responseTime: site.responseTime,
    warranty: site.warranty,
    quoteValidity: site.quoteValidity,
    // One line for short spots such as a sidebar card: 'Mon-Fri 7 AM - 6 PM, Saturday 8 AM - 4 PM, ...'.
    hours: hoursText(site, language),
  };
}

/** A copy of `value` with the known placeholders of every string replaced. */
function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(pattern, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)])) as T;
  }
  return value;
}
