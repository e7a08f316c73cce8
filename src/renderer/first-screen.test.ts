import { describe, expect, it } from 'vitest';
import type { ContentPage, Section } from '../content/types';
import { firstScreen } from './first-screen';

const text = (heading: string) => ({ type: 'text', heading, paragraphs: ['Words.'] }) as Section;
const page = (hero: Record<string, unknown>): ContentPage => ({
  route: '/a-service',
  file: 'content/pages/a-service.yaml',
  title: 'A Service',
  page: {
    title: 'A Service',
    description: 'A service.',
    sections: [{ type: 'hero', heading: 'A Service', ...hero } as Section, text('One'), text('Two'), text('Three')],
    sidebar: [text('Side one'), text('Side two')],
  } as ContentPage['page'],
});
const headings = (entry: ContentPage) => [...entry.page.sections, ...(entry.page.sidebar ?? [])].map((s) => s.heading);

describe('the first screen of a page', () => {
  it('is the hero, the section after it and the top of the sidebar', () => {
    expect(headings(firstScreen(page({ text: 'What we do.' })))).toEqual(['A Service', 'One', 'Side one']);
    expect(headings(firstScreen(page({ image: { src: '/images/a.svg', alt: 'A', width: 6, height: 4 } })))).toEqual([
      'A Service',
      'One',
      'Side one',
    ]);
  });

  it('holds one more section under a hero of a heading and buttons alone', () => {
    expect(headings(firstScreen(page({ actions: [{ label: 'Ask', href: '#estimate' }] })))).toEqual([
      'A Service',
      'One',
      'Two',
      'Side one',
    ]);
  });
});
