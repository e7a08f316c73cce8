export { pageCss };

import { DEFAULT_THEME } from '@mantine/core';
import { islands } from '../islands/registry';
import { holdsLeadForm } from '../content/lead-form';
import { theme } from '../theme';
import { stylesheetHref } from './deferred-css';
import { islandChunks } from './island-code';
import { mantineHeadCss } from './mantine-head';
import type { ClientBuild } from './site-build';
import { siteCss, stylesheets } from './styles';
import { mantineClassNames, trimCss } from './trim-css';

/** Markup and the section types it holds: what a stylesheet is trimmed to. */
interface StyledMarkup {
  /** The rendered HTML. */
  html: string;
  /** Section types rendered in it. */
  sectionTypes: ReadonlySet<string>;
}

/**
 * A page's styles: what its first screen needs, inline (no request before the first paint, and the document stays
 * within the first round trip); the page's whole stylesheet as a file fetched once the page has painted.
 */
interface PageStyles {
  /** The inline stylesheet: the site's CSS for the first screen's sections, Mantine's rules for the components in
   *  it, then the theme's variables (last, so they win). */
  inline: string;
  /** The page's whole stylesheet: every section, and what its islands show once woken (toasts, loading states).
   *  It repeats the inline rules in the same order, so it changes nothing already on screen. The build writes it. */
  sheet?: { href: string; css: string };
}

/** Without a client build (while editing) every page gets all the CSS inline. */
function pageCss(page: StyledMarkup, firstScreen: StyledMarkup, client: ClientBuild | undefined, brandColour: string): PageStyles {
  const head = mantineHeadCss(brandColour);
  if (!client) return { inline: `${siteCss}\n${head}` };
  const inline = trim(head, firstScreen.sectionTypes, mantineClassNames(firstScreen.html), firstScreen.html, true);
  const code = clientCode(client, islandsOn(page.html));
  const whole =
    code === undefined
      ? trim(head, page.sectionTypes, undefined, page.html)
      : trim(head, page.sectionTypes, new Set([...mantineClassNames(page.html), ...mantineClassNames(code)]), `${page.html}\n${code}`);
  return { inline, sheet: { href: stylesheetHref(whole), css: whole } };
}

// The site's stylesheets for these sections (and every page's own: base, layout, header; the forms' parts where a
// section holds a lead form) with Mantine's and its head styles for the brand (`head`), trimmed to the components
// `classes` can show and the variables `references` may read; `markupOnly` for the inline CSS: no island code is
// weighed (see trim-css.ts) and what is never on the first screen is left to the whole sheet.
function trim(
  head: string,
  sectionTypes: ReadonlySet<string>,
  classes: ReadonlySet<string> | undefined,
  references: string,
  markupOnly = false,
): string {
  const form = [...sectionTypes].some((type) => holdsLeadForm({ type }));
  // Check boxes and radios are drawn only for the questions that have them: their markup says so (the islands' code
  // names the class too, but as `className`, not as an attribute).
  const choiceList = references.includes('class="question-choices"');
  const used = stylesheets.filter(
    (s) =>
      (!s.section || sectionTypes.has(s.section)) &&
      (!s.formPart || form) &&
      (!s.choiceList || choiceList) &&
      (s.firstScreen || !markupOnly),
  );
  const css = [...used.map((s) => s.css), head].join('\n');
  const colors = Object.keys({ ...DEFAULT_THEME.colors, ...theme.colors });
  const keepColors = [theme.primaryColor ?? DEFAULT_THEME.primaryColor];
  return trimCss(css, { classes, references, colors, keepColors, markupOnly });
}

function islandsOn(html: string): string[] {
  return Array.from(html.matchAll(/\bdata-island="([^"]+)"/g), (m) => m[1] ?? '');
}

// The code a page may run, as the client build wrote it; undefined when an island has no chunk of its own.
function clientCode(client: ClientBuild, onPage: string[]): string | undefined {
  const files = islandChunks(client.manifest, Object.keys(islands), onPage);
  return files?.map((file) => client.fileText(file)).join('\n');
}
