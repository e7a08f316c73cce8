import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../site/context';
import { testSite } from '../../test/support/render-section';
import type { IconDrawing } from './drawing';
import { Icon } from './Icon';
import { iconSetDrawing, iconSetNames } from './icon-set';
import { productIcons } from './names';

const { document } = new Window();
const srcDir = fileURLToPath(new URL('..', import.meta.url));

// The names content used when the product drew its own 30 icons: each is still a name of the kept set.
const earlierNames = ['shield', 'award', 'clock', 'sun', 'wind', 'leaf', 'home', 'tool', 'star', 'check', 'phone', 'mail'];
earlierNames.push('map-pin', 'license', 'users', 'door', 'window', 'umbrella', 'dollar', 'calendar', 'thermometer');
earlierNames.push('lock', 'sparkles', 'ruler', 'palette', 'eye', 'heart', 'volume', 'bug', 'hammer');

describe('Icon', () => {
  it('finds every earlier name, and the product’s own, in the kept set', () => {
    expect(earlierNames).toHaveLength(30);
    expect([...earlierNames, ...productIcons].filter((name) => iconSetDrawing(name) === undefined)).toEqual([]);
    expect(iconSetNames()).toContain('solar-panel');
    expect(iconSetDrawing('dollar')).toEqual(iconSetDrawing('currency-dollar'));
  });

  it('draws every earlier name as a decorative 24x24 stroke SVG', () => {
    for (const name of earlierNames) {
      const holder = document.createElement('div');
      holder.innerHTML = render({ [name]: iconSetDrawing(name)! }, name);
      const svg = holder.querySelector('svg')!;
      expect(svg.getAttribute('viewBox'), name).toBe('0 0 24 24');
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['24', '24']);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('fill')).toBe('none');
      expect(svg.getAttribute('stroke')).toBe('currentColor');
      expect(svg.children.length, name).toBeGreaterThan(0);
      // Tabler's invisible editing frame is left out of the page.
      expect(svg.innerHTML, name).not.toContain('M0 0h24v24H0z');
    }
  });

  it('takes a size and a class', () => {
    const html = render({ phone: iconSetDrawing('phone')! }, 'phone', 18, 'x');
    expect(html).toContain('width="18"');
    expect(html).toContain('class="x"');
  });

  it('refuses a name the build did not give it, rather than draw nothing', () => {
    expect(() => render({}, 'phone')).toThrow('The icon "phone" is not among the site\'s icons');
  });
});

function render(icons: Record<string, IconDrawing>, name: string, size?: number, className?: string): string {
  return renderToStaticMarkup(
    <SiteProvider site={testSite} icons={icons} page={{ route: '/', title: 'Home', city: testSite.defaultCity }}>
      <Icon name={name} size={size} className={className} />
    </SiteProvider>,
  );
}

describe('the product’s own icons', () => {
  it('are every icon name written in its components, so the build always gives them', () => {
    const written = new Set<string>();
    for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
      for (const match of readFileSync(join(srcDir, file), 'utf8').matchAll(/<(?:Icon|IconBadge)\b[^>]*\bname="([^"]+)"/g))
        written.add(match[1]!);
    }
    expect(written.size).toBeGreaterThan(0);
    expect([...written].sort()).toEqual([...productIcons].sort());
  });
});
