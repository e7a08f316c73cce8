import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionTypesFile, sectionTypesSource } from './section-types';

const schemaDir = fileURLToPath(new URL('../schema', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'section-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the section types', () => {
  it('are committed as the schemas define them today (npm run typecheck writes them)', async () => {
    expect(readFileSync(sectionTypesFile, 'utf8')).toBe(await sectionTypesSource(schemaDir));
  });

  it('follow a schema change: a new key, a key no longer required', async () => {
    const copy = join(scratch, 'schema');
    cpSync(schemaDir, copy, { recursive: true });
    const file = join(copy, 'sections', 'hero.schema.json');
    const hero = JSON.parse(readFileSync(file, 'utf8'));
    hero.properties.badge = { title: 'Badge', description: 'A small badge.', type: 'string', examples: ['New'] };
    hero.required = hero.required.filter((key: string) => key !== 'actions');
    writeFileSync(file, JSON.stringify(hero));
    const text = await sectionTypesSource(copy);
    const heroType = /export interface HeroSection \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(heroType).toMatch(/\n {2}badge\?: string;/);
    expect(heroType).toMatch(/\n {2}actions\?: Action\[\];/);
  });

  it('refuse a section file the section list does not offer', async () => {
    const copy = join(scratch, 'unlisted');
    cpSync(schemaDir, copy, { recursive: true });
    cpSync(join(copy, 'sections', 'hero.schema.json'), join(copy, 'sections', 'banner.schema.json'));
    await expect(sectionTypesSource(copy)).rejects.toThrow('schema/section.schema.json does not list banner');
  });
});
