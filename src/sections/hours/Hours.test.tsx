import { describe, expect, it } from 'vitest';
import { renderForTest, testSite } from '../../../test/support/render-section';
import { iconSetDrawing } from '../../icons/icon-set';
import type { SeasonalHours } from '../../content/types';
import { SiteProvider } from '../../site/context';
import { Hours } from './Hours';

describe('Hours', () => {
  const { root } = renderForTest(<Hours type="hours" heading="Business Hours" />);

  it('lists the opening hours of site.yaml as label/time pairs', () => {
    expect(Array.from(root.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual(testSite.hours.map((h) => h.label));
    expect(Array.from(root.querySelectorAll('dd'), (dd) => dd.textContent)).toEqual(testSite.hours.map((h) => h.text));
    expect(testSite.hours.length).toBeGreaterThan(1);
  });

  it('is labelled by its <h2>', () => {
    const h2 = root.querySelector('h2')!;
    expect(h2.textContent).toBe('Business Hours');
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(h2.id);
  });

  it('lists each season after the usual week, named with its dates', () => {
    const seasonalHours: SeasonalHours[] = [
      { label: 'Winter hours', from: '12-01', to: '02-28', hours: [{ label: 'Mon-Fri', days: ['Monday'], text: '8 AM - 4 PM' }] },
    ];
    const { root: withSeasons } = renderForTest(
      <SiteProvider
        site={{ ...testSite, seasonalHours }}
        icons={{ clock: iconSetDrawing('clock')! }}
        page={{ route: '/', title: 'Home', city: 'Town' }}
      >
        <Hours type="hours" heading="Business Hours" />
      </SiteProvider>,
    );
    const season = withSeasons.querySelector('.hours-season')!;
    expect(season.querySelector('.hours-season-name')!.textContent).toBe('Winter hours (Dec 1 - Feb 28)');
    expect(Array.from(season.querySelectorAll('dt, dd'), (cell) => cell.textContent)).toEqual(['Mon-Fri', '8 AM - 4 PM']);
    expect(withSeasons.querySelectorAll('.hours-list')).toHaveLength(2);
    expect(root.querySelector('.hours-season')).toBeNull();
  });
});
