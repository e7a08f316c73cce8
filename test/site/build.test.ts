// Every prerendered route of every built site: title in <head>, one <h1>, a meta description, canonical, no leaked
// placeholders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sheetNamedIn } from '../../src/islands/early-script';
import { builtHtmlPath as builtIn, parseHtml } from '../support/built-site';
import { builtContent, siteBuilds } from '../support/site-builds';

describe.each(siteBuilds)('$name', (build) => {
  const { site, pages } = builtContent(build);
  const builtHtmlPath = (route: string) => builtIn(route, build.distClient);

  describe.each(pages.map((p) => [p.route, p] as const))('prerendered %s', (route, entry) => {
    const file = builtHtmlPath(route);
    const doc = parseHtml(readFileSync(file, 'utf8'));
    const html = readFileSync(file, 'utf8');

    test('has the page title, description and canonical inside <head>', () => {
      expect(doc.head.querySelector('title')?.textContent).toBe(entry.title);
      expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(entry.page.description);
      expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(route, site.url).href);
      expect(doc.body.querySelector('title, meta[name="description"], link[rel="canonical"]')).toBeNull();
    });

    test('has exactly one <h1> and no leaked placeholder text', () => {
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const text = doc.body.textContent ?? '';
      expect(text).not.toMatch(/undefined|\[object Object\]|\bNaN\b/);
      expect(text).not.toMatch(/\bTODO\b|lorem ipsum/i);
      expect(html).not.toMatch(/\{(phone2?|email|city|name|license|founded|experience)\}/);
    });
  });

  test('pages load the production islands chunk after first paint, never development scripts', () => {
    const html = readFileSync(builtHtmlPath('/'), 'utf8');
    expect(html).not.toContain('/@vite/client');
    expect(html).not.toContain('/src/');
    const src = /\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(existsSync(join(build.distClient, src!))).toBe(true);
    // No render-blocking script or stylesheet request: the first screen's CSS is inline, and the inline script
    // fetches the page's whole stylesheet and the loader once the page has painted. A stylesheet link exists only
    // for browsers without JavaScript.
    const served = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(served).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="stylesheet"/);
    const sheet = sheetNamedIn(html);
    expect(sheet).toMatch(/^\/assets\/page-[\w-]+\.css$/);
    expect(existsSync(join(build.distClient, sheet!))).toBe(true);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${sheet}"/></noscript>`);
  });

  test('the not-found page is written as 404.html with its own title and no canonical', () => {
    const doc = parseHtml(readFileSync(builtHtmlPath('/404'), 'utf8'));
    expect(doc.head.querySelector('title')?.textContent).toContain(site.name);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  test.each(site.redirects.map((r) => [r.from, r.to] as const))('redirect %s -> %s is a page for static hosts', (from, to) => {
    const file = builtHtmlPath(from);
    expect(existsSync(file)).toBe(true);
    const doc = parseHtml(readFileSync(file, 'utf8'));
    expect(doc.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${to}`);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(to, site.url).href);
  });
});
