export { widgetServices, serviceOptions };

import type { FieldOption } from '../estimateForm/fieldOptions';

/** Services the short quote form offers. */
const widgetServices = [
  'hurricane-windows',
  'single-hung-windows',
  'bay-windows',
  'sliding-windows',
  'casement-windows',
  'entry-doors',
  'sliding-glass-doors',
  'hinged-patio-doors',
  'french-doors',
  'storm-doors',
  'other',
] as const;

// The widget's choices; a page whose own service is not among them gets it added first, so it stays preselected.
function serviceOptions(service: string): FieldOption[] {
  const values: string[] = [...widgetServices];
  if (!values.includes(service)) values.unshift(service);
  return values.map((value) => ({ value, label: slugLabel(value) }));
}

// `sliding-glass-doors` -> `Sliding Glass Doors`
function slugLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
