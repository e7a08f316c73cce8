import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sections } from '../src/sections/registry';
import { gallery } from '../src/sections/gallery';
import { sectionIslandsFile, sectionIslandsSource } from './section-islands';

describe("the sections' islands list", () => {
  it('is committed as the definitions declare it today (npm run typecheck writes it)', () => {
    expect(readFileSync(sectionIslandsFile, 'utf8')).toBe(sectionIslandsSource(sections));
  });

  it("imports each island from its section's folder", () => {
    expect(sectionIslandsSource(sections)).toContain(
      "  GalleryCompare: (): Promise<IslandModule> => import('../sections/gallery/GalleryCompare'),\n",
    );
  });

  it('refuses an island without its file', () => {
    const broken = { ...sections, gallery: { ...gallery, islands: ['GallerySlider'] } };
    expect(() => sectionIslandsSource(broken)).toThrow('src/sections/gallery/GallerySlider.tsx does not exist');
  });
});
