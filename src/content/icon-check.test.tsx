import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { ABOUT, checkCopy, edit, SITE } from '../../test/support/content-check';
import { copyFixture, removeCopies } from '../../test/support/content-copy';
import { Icon } from '../icons/Icon';
import { pageInputs, renderPage } from '../renderer/render-page';
import { SiteProvider } from '../site/context';
import { formatErrors } from './format';
import { loadContent } from './load';
import type { LoadedContent } from './types';

afterAll(removeCopies);

const mark =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="#0a5" onload="alert(1)">' +
  '<script>alert(2)</script><a href="javascript:alert(3)"><path d="M0 0h9"/></a>' +
  '<path d="M4 4h24v24H4z" onclick="alert(4)" fill="url(https://example.com/x)"/><circle cx="16" cy="16" r="6" stroke="#fff"/></svg>';

describe('icons', () => {
  test('any name of the kept set works, and only the page that shows it carries it', async () => {
    const features =
      '  - type: features\n    heading: Services\n    items:\n      - { icon: droplet, title: Leaks, description: Found and fixed. }\n\n  - type: faq';
    const root = copyFixture(edit(SITE, 'icon: umbrella', 'icon: solar-panel'), edit(ABOUT, '  - type: faq', features));
    const content = await loaded(root);
    expect(Object.keys(content.icons).sort()).toEqual(['check', 'clock', 'droplet', 'map-pin', 'phone', 'solar-panel', 'star']);
    const html = drawn(content, 'solar-panel');
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*fill="none" stroke="currentColor"/);
    expect(html).toContain('<path d="M4.28 14h15.44');
    const droplet = '<path d="M7.502 19.423c2.602';
    expect(renderPage({ content, route: '/about' }).html).toContain(droplet);
    expect(renderPage({ content, route: '/' }).html).not.toContain(droplet);
    expect(Object.keys(pageInputs(content, '/').icons)).not.toContain('droplet');
    expect(Object.keys(pageInputs(content, '/about').icons)).toContain('droplet');
  });

  test('a misspelled name is named at its place, with the name meant', async () => {
    const { report, at } = await checkCopy(edit(SITE, 'icon: umbrella', 'icon: umbrela'));
    expect(at).toEqual(['content/site.yaml:41:11 certifications[0].icon']);
    expect(report).toMatchInlineSnapshot(`
      "content/site.yaml:41:11  There is no icon named 'umbrela'
        key:      certifications[0].icon

          39 |   - name: Fully Licensed & Insured
          40 |     description: Liability coverage on every job.
        > 41 |     icon: umbrela
             |           ^^^^^^^
          42 |     color: teal

        hint: Did you mean 'umbrella'?

      1 error in 1 file"
    `);
  });

  test('a name of no icon, and nothing like one, says where names come from', async () => {
    const { errors } = await checkCopy(edit(SITE, 'icon: umbrella', 'icon: zzqxw'));
    expect(errors.map((error) => [error.message, error.hint])).toEqual([
      [
        "There is no icon named 'zzqxw'",
        'Use a name from https://tabler.io/icons (e.g. home, tool, droplet), or an SVG from content/images written as /images/<file>.svg.',
      ],
    ]);
  });

  test('an SVG from content/images is an icon, its shapes alone: no script, handler, link or outside address', async () => {
    const root = copyFixture(
      { file: 'content/images/our-mark.svg', find: null, replace: mark },
      edit(SITE, 'icon: umbrella', 'icon: /images/our-mark.svg'),
    );
    const content = await loaded(root);
    expect(content.icons['/images/our-mark.svg']).toEqual({
      viewBox: '0 0 32 32',
      fill: '#0a5',
      stroke: 'none',
      body: '<path d="M4 4h24v24H4z"/><circle cx="16" cy="16" r="6" stroke="#fff"/>',
    });
    const html = drawn(content, '/images/our-mark.svg');
    expect(html).toContain('viewBox="0 0 32 32"');
    expect(html).not.toMatch(/script|alert|onload|onclick|href|url\(/);
  });

  test('a missing or unusable SVG is named', async () => {
    const missing = await checkCopy(edit(SITE, 'icon: umbrella', 'icon: /images/our-mrak.svg'), {
      file: 'content/images/our-mark.svg',
      find: null,
      replace: mark,
    });
    expect(missing.errors.map((error) => [error.message, error.hint])).toEqual([
      ["The icon '/images/our-mrak.svg' is not in content/images", "Did you mean '/images/our-mark.svg'?"],
    ]);
    const shapeless = await checkCopy(edit(SITE, 'icon: umbrella', 'icon: /images/empty.svg'), {
      file: 'content/images/empty.svg',
      find: null,
      replace: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script></svg>',
    });
    expect(shapeless.errors.map((error) => error.message)).toEqual([
      "The icon '/images/empty.svg' cannot be used: it draws no shape (path, circle, rect, line, polygon...)",
    ]);
  });
});

async function loaded(root: string): Promise<LoadedContent> {
  const result = await loadContent({ root });
  if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
  return result.content;
}

function drawn(content: LoadedContent, name: string): string {
  return renderToStaticMarkup(
    <SiteProvider site={content.site} icons={content.icons} page={{ route: '/', title: 'Home', city: content.site.defaultCity }}>
      <Icon name={name} />
    </SiteProvider>,
  );
}
