export { theme, brandTheme, systemFontStack };

import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Palette } from './brand/palette';
import { brandShade } from './brand/shade';

// The fonts already on the visitor's device: no font download delays the first paint.
const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

// What components are rendered with, on the server and in the browser alike: the brand palette by name only, its
// shades read from the CSS variables the page's <head> defines (brandTheme), so the same code serves every brand.
const theme = createTheme({
  colors: { brand: Array.from({ length: 10 }, (_, shade) => `var(--mantine-color-brand-${shade})`) as unknown as Palette },
  primaryColor: 'brand',
  // The brand colour itself is this shade: white button text and links on white pass WCAG AA when it does (the check).
  primaryShade: { light: brandShade, dark: brandShade },
  fontFamily: systemFontStack,
  headings: {
    fontFamily: systemFontStack,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** The theme with the brand's own shades: what the CSS variables in <head> are written from. */
function brandTheme(palette: Palette): MantineThemeOverride {
  return { ...theme, colors: { brand: palette } };
}
