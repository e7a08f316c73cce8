import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
  const primary = merged.colors[merged.primaryColor]![shade]!;

  it('picks a primary shade with AA contrast against white (unlike the default)', () => {
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.blue[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('makes filled buttons and links use that shade in the emitted CSS variables', () => {
    const css = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
    const color = merged.primaryColor;
    expect(css).toContain(`--mantine-color-${color}-filled: var(--mantine-color-${color}-${shade})`);
    expect(css).toContain(`--mantine-color-anchor: var(--mantine-color-${color}-${shade})`);
  });

  it('uses the system font stack, so no font is downloaded', () => {
    expect(merged.fontFamily).toMatch(/^system-ui, -apple-system/);
    expect(merged.headings.fontFamily).toBe(merged.fontFamily);
  });
});
