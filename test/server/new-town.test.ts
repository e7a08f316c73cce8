// @vitest-environment node
// A town the office starts serving is one line in content/site.yaml, and from there it reaches every place that
// names the towns: the areas sections, the estimate form's City choices (in the browser form and the server's
// no-JavaScript page), the server's check of a sent lead, and the structured data search engines read.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.ts';
import type { LoadedContent } from '../../src/content/types.ts';
import { renderBody } from '../../src/renderer/first-screen-weight.tsx';
import { businessJsonLd } from '../../src/renderer/structured-data.ts';
import { renderFormPage } from '../../src/server/no-js-form/form-page.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { copyProject } from '../support/project-copy.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';

const town = 'Castle Rock';
const copy = copyProject('new-town', fixtureRoot('roofer-site'));
let content: LoadedContent;
let server: RunningApp;

beforeAll(async () => {
  // The one edit: a line under serviceAreas.additional.
  const site = join(copy.root, 'content/site.yaml');
  const text = readFileSync(site, 'utf8');
  const edited = text.replace('    - Littleton\n', `    - Littleton\n    - ${town}\n`);
  expect(edited).not.toBe(text);
  writeFileSync(site, edited);
  const result = await loadContent({ root: copy.root });
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  content = result.content;
  server = await startApp({ questions: readSiteConfig(copy.root).questions });
});

afterAll(async () => {
  await server?.close();
  copy.remove();
});

function body(route: string): string {
  const entry = content.pages.find((page) => page.route === route);
  if (!entry) throw new Error(`no page ${route}`);
  return renderBody(content, entry);
}

describe('a town added to serviceAreas in site.yaml', () => {
  it('is listed in the areas section of the home page', () => {
    const html = body('/');
    const listed = Array.from(html.matchAll(/<li class="areas-city">[\s\S]*?<span>([^<]+)<\/span><\/li>/g), (m) => m[1]);
    expect(listed).toContain(town);
    expect(listed.at(-1)).toBe(town);
  });

  it("is a City choice of the estimate form, and of the server's form page for browsers without JavaScript", () => {
    expect(body('/contact')).toContain(`<option value="castle-rock">${town}</option>`);
    const page = renderFormPage({
      siteName: content.site.name,
      phone: content.site.phone.primary,
      questions: readSiteConfig(copy.root).questions.estimate,
      form: 'estimate',
      values: { name: '', email: '', phone: '' },
      errors: { name: 'Please enter your name.' },
      returnTo: '/contact',
      words: content.site.messages.form,
      language: 'en',
    });
    expect(page).toContain(`<option value="castle-rock">${town}</option>`);
  });

  it('is accepted by the server in a sent lead, which it refused before', async () => {
    const lead = (name: string) => ({
      id: `contact_${Date.now()}_${Math.random().toString(36).slice(2).padEnd(12, '0')}`,
      name,
      email: 'new-town@example.com',
      phone: '(239) 555-0123',
      city: 'castle-rock',
      serviceType: 'Roofing',
    });
    const accepted = await fetch(`${server.url}${contactsPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify(lead('New Town Lead')),
    });
    expect(accepted.status).toBe(201);
    const stored = await fetch(`${server.url}${contactsPath}?name=eq.New%20Town%20Lead`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(await stored.json()).toMatchObject([{ city: 'castle-rock' }]);

    // The same app on the unedited content refuses the town.
    const before = await startApp();
    try {
      const refused = await fetch(`${before.url}${contactsPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead('Too Early Lead')),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Please choose one of the listed options.');
    } finally {
      await before.close();
    }
  });

  it('is in the service area search engines read', () => {
    const data = businessJsonLd(content.site, 'https://www.example.com/og.png', undefined, []) as { areaServed: { name: string }[] };
    expect(data.areaServed.map((area) => area.name)).toContain(`${town}, ${content.site.state}`);
  });
});
