export { scaffoldPage };

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const template = join(dirname(fileURLToPath(import.meta.url)), 'service-page.yaml');
const usage = 'Usage: npm run new-page -- /door-installation/pivot-doors "Pivot Doors"';

interface ScaffoldOptions {
  /** Route of the new page, e.g. `/door-installation/pivot-doors`. */
  route: string;
  /** Page name, e.g. `Pivot Doors`. */
  title: string;
  /** Project root. @default process.cwd() */
  root?: string;
}

/** Writes content/pages/<route>.yaml from the service template; refuses to overwrite a page. */
function scaffoldPage({ route, title, root = process.cwd() }: ScaffoldOptions): { file: string } {
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(route)) {
    throw new Error(`The route must look like /door-installation/pivot-doors (lower case, words joined by -), not "${route}".\n${usage}`);
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9 &,.-]*$/.test(title.trim())) {
    throw new Error(`Give the page a name in quotes, with letters, digits, spaces, & , . or - only.\n${usage}`);
  }
  const file = join(root, 'content/pages', `${route.slice(1)}.yaml`);
  const rel = relative(root, file);
  if (existsSync(file) || existsSync(join(root, 'content/pages', route.slice(1), 'index.yaml'))) {
    throw new Error(`${rel} already exists: choose another route or edit that file.`);
  }
  const slug = route.split('/').pop() as string;
  const parent = route.split('/').slice(1, -1).join('/');
  const values: Record<string, string> = {
    schema: relative(dirname(file), join(root, 'schema/page.schema.json')),
    title: title.trim(),
    lower: title.trim().toLowerCase(),
    section: parent ? titleCase(parent) : 'Our Services',
    // The area the business serves, as site.yaml names it, so that the page speaks of this business's place.
    region: siteRegion(root),
    // The page's quote form adds its own service to every quote form's list.
    service: slug,
  };
  const text = readFileSync(template, 'utf8').replace(/\[\[(\w+)\]\]/g, (_, key: string) => values[key] ?? '');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { file: rel };
}

function siteRegion(root: string): string {
  const site: unknown = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8'));
  const region = (site as { region?: unknown } | null)?.region;
  // Written inside single quotes in the page.
  return typeof region === 'string' && region.trim() ? region.trim().replace(/'/g, "''") : '{city}';
}

function titleCase(path: string): string {
  return path
    .split(/[-/]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
