import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand/palette';
import { brandTheme, theme } from './theme';

describe('theme', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, brandTheme(brandPalette('#2b6cb0')));
  const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;

  it('makes the brand colour itself the primary shade, so its contrast check covers buttons and links', () => {
    expect(merged.primaryColor).toBe('brand');
    expect(merged.colors.brand![shade]).toBe('#2b6cb0');
  });

  it('makes filled buttons and links use that shade in the emitted CSS variables', () => {
    const css = renderToStaticMarkup(
      createElement(MantineProvider, { theme: brandTheme(brandPalette('#2b6cb0')), forceColorScheme: 'light' }),
    );
    expect(css).toContain('--mantine-color-brand-8: #2b6cb0');
    expect(css).toContain(`--mantine-color-brand-filled: var(--mantine-color-brand-${shade})`);
    expect(css).toContain(`--mantine-color-anchor: var(--mantine-color-brand-${shade})`);
  });

  it('renders components with the brand by name: the same markup for every brand colour', () => {
    expect(theme.colors?.brand?.[shade]).toBe(`var(--mantine-color-brand-${shade})`);
  });

  it('uses the system font stack, so no font is downloaded', () => {
    expect(merged.fontFamily).toMatch(/^system-ui, -apple-system/);
    expect(merged.headings.fontFamily).toBe(merged.fontFamily);
  });
});
