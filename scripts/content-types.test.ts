import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypesFile, contentTypesSource } from './content-types';

const schemaDir = fileURLToPath(new URL('../schema', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'content-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the content files' types", () => {
  it('are committed as the schemas define them today (npm run typecheck writes them)', async () => {
    expect(readFileSync(contentTypesFile, 'utf8')).toBe(await contentTypesSource(schemaDir));
  });

  it('follows a schema change: a new key, a key no longer required, a change in a schema it refers to', async () => {
    const copy = join(scratch, 'schema');
    cpSync(schemaDir, copy, { recursive: true });
    const siteFile = join(copy, 'site.schema.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    site.properties.motto = { title: 'Motto', description: 'A short motto.', type: 'string', examples: ['Done right'] };
    site.required = site.required.filter((key: string) => key !== 'founded');
    writeFileSync(siteFile, JSON.stringify(site));
    const speedFile = join(copy, 'speed-to-lead.schema.json');
    const speed = JSON.parse(readFileSync(speedFile, 'utf8'));
    speed.properties.alertAfterMinutes = { ...speed.properties.alertAfterMinutes, type: 'string' };
    writeFileSync(speedFile, JSON.stringify(speed));
    const text = await contentTypesSource(copy);
    expect(text).toMatch(/\n {2}motto\?: string;/);
    expect(text).toMatch(/\n {2}founded\?: number;/);
    expect(text).toMatch(/\n {4}alertAfterMinutes: string;/);
  });

  it("type a page's sections as the sections' generated types do", async () => {
    const text = await contentTypesSource(schemaDir);
    const page = /export interface PageFile \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(page).toMatch(/\n {2}sections: Section\[\];/);
    expect(page).toMatch(/\n {2}kind\?: 'local' \| 'utility';/);
  });

  it("names the shared objects once: the site's own definitions, and the sections' types for common ones", async () => {
    const text = await contentTypesSource(schemaDir);
    expect(text).toMatch(/^export interface NavItem \{/m);
    expect(text).toMatch(/^import type \{ Link, Section \} from '\.\.\/sections\/section-types\.generated';$/m);
    expect(text).not.toMatch(/^export interface Link\b/m);
  });
});
