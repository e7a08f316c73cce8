export { scaffoldPage };

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { newPageRoute, newPageTitle } from '../../src/content/new-page-command';

const template = join(dirname(fileURLToPath(import.meta.url)), 'service-page.yaml');
const usage = 'Usage: npm run new-page -- /our-services/new-service "New Service"';

interface ScaffoldOptions {
  /** Route of the new page, e.g. `/our-services/new-service`. */
  route: string;
  /** Page name, e.g. `New Service`. */
  title: string;
  /** Project root. @default process.cwd() */
  root?: string;
}

/** Writes content/pages/<route>.yaml from the service template; refuses to overwrite a page. */
function scaffoldPage({ route, title, root = process.cwd() }: ScaffoldOptions): { file: string } {
  if (!newPageRoute.test(route)) {
    throw new Error(`The route must look like /our-services/new-service (lower case, words joined by -), not "${route}".\n${usage}`);
  }
  if (!newPageTitle.test(title.trim())) {
    throw new Error(`Give the page a name in quotes, with letters, digits, spaces, & , . or - only.\n${usage}`);
  }
  const file = join(root, 'content/pages', `${route.slice(1)}.yaml`);
  const rel = relative(root, file);
  if (existsSync(file) || existsSync(join(root, 'content/pages', route.slice(1), 'index.yaml'))) {
    throw new Error(`${rel} already exists: choose another route or edit that file.`);
  }
  const slug = route.split('/').pop() as string;
  const parent = route.split('/').slice(1, -1).join('/');
  const words = siteWords(root);
  const values: Record<string, string> = {
    schema: relative(dirname(file), join(root, 'schema/page.schema.json')),
    title: title.trim(),
    lower: title.trim().toLowerCase(),
    section: parent ? titleCase(parent) : 'Our Services',
    // The page's quote form adds its own service to every quote form's list.
    service: slug,
    // The site's own words, quoted for YAML: its license's name and its header button's.
    licenseLabel: JSON.stringify(words.licenseLabel),
    ask: JSON.stringify(words.ask),
  };
  const text = readFileSync(template, 'utf8').replace(/\[\[(\w+)\]\]/g, (_, key: string) => values[key] ?? '');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { file: rel };
}

/** What the new page says in the site's own words (site.yaml), or plain ones when site.yaml does not say. */
function siteWords(root: string): { licenseLabel: string; ask: string } {
  const file = join(root, 'content/site.yaml');
  let site: { licenseLabel?: unknown; header?: { cta?: { label?: unknown } } } = {};
  try {
    site = (parse(readFileSync(file, 'utf8')) as typeof site | null) ?? {};
  } catch {
    // A site.yaml that does not parse is the check's to report; the page is written with the plain words.
  }
  const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value.trim() ? value.trim() : otherwise);
  return { licenseLabel: text(site.licenseLabel, 'Licensed Contractor'), ask: text(site.header?.cta?.label, 'Get a Free Quote') };
}

function titleCase(path: string): string {
  return path
    .split(/[-/]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
