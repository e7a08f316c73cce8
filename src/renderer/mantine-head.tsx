export { mantineHeadCss };

import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';

// Mantine's CSS variables and global classes, taken from the provider once and emitted in <head>:
// the provider would otherwise put <style> elements inside <body>, which is invalid HTML.
const mantineHeadCss = Array.from(
  renderToStaticMarkup(<MantineProvider theme={theme} forceColorScheme="light" />).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g),
  (m) => m[1],
).join('');
