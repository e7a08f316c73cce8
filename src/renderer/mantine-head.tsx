export { mantineHeadCss };

import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { brandPalette } from '../brand/palette';
import { brandTheme } from '../theme';

const made = new Map<string, string>();

/**
 * Mantine's CSS variables and global classes for a brand colour, taken from the provider once per colour and emitted
 * in <head>: the provider would otherwise put <style> elements inside <body>, which is invalid HTML.
 */
function mantineHeadCss(colour: string): string {
  let css = made.get(colour);
  if (css === undefined) {
    const markup = renderToStaticMarkup(<MantineProvider theme={brandTheme(brandPalette(colour))} forceColorScheme="light" />);
    // Written as Mantine's own stylesheet is (minified), so the page's stylesheet compresses as one: no space after a
    // variable's name or a comma (no value Mantine writes here holds a quoted comma), no quotes around the scheme.
    css = Array.from(markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (m) => m[1])
      .join('')
      .replace(/([{;])(--[\w-]+): /g, '$1$2:')
      .replace(/, /g, ',')
      .replace(/="(light|dark)"/g, '=$1');
    made.set(colour, css);
  }
  return css;
}
