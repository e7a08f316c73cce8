export { iconSetNames, iconSetDrawing };

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { IconDrawing } from './drawing';
import { iconAliases } from './names';

// Tabler's outline icons (MIT), one SVG file each, read at build time: a page inlines only the ones it shows.
const folder = dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/home.svg'));
let names: string[] | undefined;

/** Every name content may give an icon: Tabler's outline set and the older names kept as aliases. */
function iconSetNames(): string[] {
  names ??= [
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length)),
    ...Object.keys(iconAliases),
  ].sort();
  return names;
}

/** The drawing of a named icon, or undefined when the set has no such name. */
function iconSetDrawing(name: string): IconDrawing | undefined {
  const file = iconAliases[name] ?? name;
  if (!iconSetNames().includes(file)) return undefined;
  const svg = readFileSync(`${folder}/${file}.svg`, 'utf8');
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>[\s\S]*$/g, '')
    // Tabler's 24x24 frame is an invisible box for its editors.
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*\/>/g, '/>');
  return { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', body };
}
