// Every built site carries the icons its content names, inline in its pages, and none in its scripts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { iconSetDrawing, iconSetNames } from '../../src/icons/icon-set';
import { builtHtmlPath } from '../support/built-site';
import { builtContent, siteBuilds } from '../support/site-builds';

const drawings = iconSetNames().map((name) => iconSetDrawing(name)!.body);

describe.each(siteBuilds)('icons in the built site: $name', (build) => {
  const { distClient } = build;
  const { pages, icons } = builtContent(build);
  const used = new Set(Object.values(icons).map((drawing) => drawing.body));

  test('no script holds a drawing of the icon set', () => {
    const scripts = readdirSync(join(distClient, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const code = scripts.map((file) => readFileSync(join(distClient, 'assets', file), 'utf8')).join('\n');
    expect(drawings.filter((body) => code.includes(body))).toEqual([]);
  });

  test.each(pages.map((page) => page.route))('%s inlines no icon of the set that the content and the product leave unused', (route) => {
    const html = readFileSync(builtHtmlPath(route, distClient), 'utf8');
    const inlined = [
      ...html.matchAll(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*aria-hidden="true" focusable="false"[^>]*>(.*?)<\/svg>/g),
    ].map((match) => match[1]!);
    expect(inlined.filter((body) => used.has(body)).length).toBeGreaterThan(0);
    const fromSet = new Set(drawings);
    expect(inlined.filter((body) => fromSet.has(body) && !used.has(body))).toEqual([]);
  });
});
