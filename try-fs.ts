import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadContent } from './src/content/load';
import { SiteProvider } from './src/site/context';
import { PageTemplate } from './src/renderer/PageTemplate';
import { theme } from './src/theme';
const t = performance.now();
const r = await loadContent();
if (!r.ok) throw 1;
const site = r.content.site;
for (const p of r.content.pages) {
  const { sections, sidebar } = p.page;
  const page = { route: p.route, title: p.page.title, city: p.page.city ?? site.defaultCity };
  const render = (s: typeof sections, sb: typeof sidebar) => renderToString(h(MantineProvider, { theme, withCssVariables: false, withGlobalClasses: false, forceColorScheme: 'light' }, h(SiteProvider, { site, page }, h(PageTemplate, { sections: s, sidebar: sb }))));
  const full = render(sections, sidebar);
  const top = render(sections.slice(0, 2), sidebar?.slice(0, 1));
  const br = (s: string) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(p.route, br(full), br(top));
}
console.log('ms', Math.round(performance.now() - t));
