import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './names';
import { iconShapes } from './shapes';

const { document } = new Window();

describe('Icon', () => {
  it('has a drawing for exactly the listed names', () => {
    expect(Object.keys(iconShapes).sort()).toEqual([...iconNames].sort());
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('draws every icon as a decorative 24x24 stroke SVG', () => {
    for (const name of iconNames) {
      const holder = document.createElement('div');
      holder.innerHTML = renderToStaticMarkup(<Icon name={name} />);
      const svg = holder.querySelector('svg')!;
      expect(svg.getAttribute('viewBox'), name).toBe('0 0 24 24');
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['24', '24']);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('fill')).toBe('none');
      expect(svg.getAttribute('stroke')).toBe('currentColor');
      expect(svg.children.length, name).toBeGreaterThan(0);
    }
  });

  it('takes a size and a class', () => {
    const html = renderToStaticMarkup(<Icon name="phone" size={18} className="x" />);
    expect(html).toContain('width="18"');
    expect(html).toContain('class="x"');
  });
});
