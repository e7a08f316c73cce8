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
    css = Array.from(markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (m) => m[1]).join('');
    made.set(colour, css);
  }
  return css;
}
