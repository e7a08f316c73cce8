// `npm run new-page` scaffolds a service page that validates and that the next build prerenders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { scaffoldPage } from '../../scripts/new-page/scaffold';
import { loadContent } from '../../src/content/load';
import { parseHtml } from '../support/built-site';
import { copyProject } from '../support/project-copy';

const { root, remove, env } = copyProject('new-page');
afterAll(remove);

test('refuses a malformed route and an existing page', () => {
  expect(() => scaffoldPage({ root, route: 'door-installation/Pivot Doors', title: 'Pivot Doors' })).toThrow(/route must look like/);
  expect(() => scaffoldPage({ root, route: '/door-installation/entry-doors', title: 'Entry Doors' })).toThrow(/already exists/);
});

test('the new page validates, builds and has its title, h1 and quote form', { timeout: 120_000 }, async () => {
  const { file } = scaffoldPage({ root, route: '/door-installation/pivot-doors', title: 'Pivot Doors' });
  expect(file).toBe('content/pages/door-installation/pivot-doors.yaml');

  const result = await loadContent({ root });
  expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([]);
  expect(result.ok && result.content.pages.some((p) => p.route === '/door-installation/pivot-doors')).toBe(true);

  // The build's two steps that make the pages: vike's client and server build, then the prerender.
  for (const step of [
    ['node_modules/vike/bin.js', 'build'],
    ['--import', 'tsx', 'scripts/prerender.ts'],
  ]) {
    const build = spawnSync(process.execPath, step, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    expect(build.status, build.stderr).toBe(0);
  }
  const html = join(root, 'dist/client/door-installation/pivot-doors/index.html');
  expect(existsSync(html)).toBe(true);
  const doc = parseHtml(readFileSync(html, 'utf8'));
  expect(doc.querySelector('title')?.textContent).toMatch(/^Pivot Doors in /);
  expect(doc.querySelector('h1')?.textContent).toContain('Pivot Doors');
  expect(doc.querySelector('form select[name="serviceType"]')).not.toBeNull();
  // Its buttons lead to its own form, and it speaks of the business's region, not of another's.
  const region = (readFileSync(join(root, 'content/site.yaml'), 'utf8').match(/^region: (.+)$/m) ?? [])[1]!;
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(`for homes in ${region},`);
  expect(doc.querySelector('main a[href="#estimate"]')).not.toBeNull();
  expect(doc.getElementById('estimate')).not.toBeNull();
});
