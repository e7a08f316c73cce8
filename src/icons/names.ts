export { productIcons, iconAliases };

// Icons the product draws on its own (call buttons, check lists, hours, towns, stars), whatever the content names.
const productIcons = ['check', 'clock', 'phone', 'map-pin', 'star'] as const;

// Names content used before icons came from Tabler, and the Tabler icon each now means.
const iconAliases: Readonly<Record<string, string>> = { dollar: 'currency-dollar' };
