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

  it("names another schema's definitions once, each used by its name wherever it is referred to", async () => {
    const text = await contentTypesSource(schemaDir);
    // forms.schema.json's form is both the estimate form's and the quote form's, its question and choice inside it.
    for (const name of ['Form', 'Question', 'Choice'])
      expect(text.match(new RegExp(`^export interface ${name} \\{`, 'gm'))).toHaveLength(1);
    const site = /export interface SiteFile \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(site).toMatch(/\n {4}estimate: Form;/);
    expect(site).toMatch(/\n {4}quote: Form;/);
    expect(site).not.toMatch(/\n {2,}questions\??:/);
    expect(text).toMatch(/\n {2}questions: Question\[\];/);
    expect(text).toMatch(/\n {2}choices\?: \('towns' \| 'services'\) \| Choice\[\];/);
    // The reference's own description stays with the key.
    expect(site).toMatch(/The short form of the pages with a quote form\.\n {5}\*\/\n {4}quote: Form;/);
  });

  it("names another schema's definition after its schema when the site's own has that name", async () => {
    const copy = join(scratch, 'schema-names');
    cpSync(schemaDir, copy, { recursive: true });
    const formsFile = join(copy, 'forms.schema.json');
    // The forms' choice renamed navLink, as one of site.schema.json's own definitions is named.
    const forms = JSON.parse(readFileSync(formsFile, 'utf8').replaceAll('#/$defs/choice', '#/$defs/navLink'));
    forms.$defs.navLink = forms.$defs.choice;
    delete forms.$defs.choice;
    writeFileSync(formsFile, JSON.stringify(forms));
    const text = await contentTypesSource(copy);
    expect(text).toMatch(/^export interface FormsNavLink \{/m);
    expect(text).toMatch(/^export interface NavLink \{/m);
    expect(text).toMatch(/\n {2}choices\?: \('towns' \| 'services'\) \| FormsNavLink\[\];/);
  });
});
