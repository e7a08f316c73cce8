export { iconNames };
export type { IconName };

// The icon names content may use; schema/common.schema.json `$defs.icon.enum` lists the same names.
const iconNames = [
  'shield',
  'award',
  'clock',
  'sun',
  'wind',
  'leaf',
  'home',
  'tool',
  'star',
  'check',
  'phone',
  'mail',
  'map-pin',
  'license',
  'users',
  'door',
  'window',
  'umbrella',
  'dollar',
  'calendar',
  'thermometer',
  'lock',
  'sparkles',
  'ruler',
  'palette',
  'eye',
  'heart',
  'volume',
  'bug',
  'hammer',
] as const;

type IconName = (typeof iconNames)[number];
