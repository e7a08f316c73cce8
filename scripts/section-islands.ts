// The browser's list of the sections' islands, written from the sections' definitions (by scripts/generate.ts, which
// `npm run typecheck` and `npm run build` run first): a section declares its islands once, in its folder.
export { sectionIslandsSource, sectionIslandsFile, writeSectionIslands };

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SectionRegistry } from '../src/sections/section-definition';
import { writeWhenChanged } from './generated-file';

/** The committed output, beside the islands registry that spreads it. */
const sectionIslandsFile = fileURLToPath(new URL('../src/islands/section-islands.generated.ts', import.meta.url));

const sectionsDir = new URL('../src/sections/', import.meta.url);

// One object of plain imports, which the bundler folds into the registry: the loader's chunk is what a list written
// by hand would give (imports of a module per section would each stay an object of their own).
function sectionIslandsSource(sections: SectionRegistry): string {
  const lines = Object.entries(sections)
    .flatMap(([type, definition]) => (definition.islands ?? []).map((name) => ({ type, name })))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ type, name }) => {
      if (!existsSync(new URL(`${type}/${name}.tsx`, sectionsDir))) {
        throw new Error(`The ${type} section names an island ${name}, but src/sections/${type}/${name}.tsx does not exist`);
      }
      return `  ${name}: (): Promise<IslandModule> => import('../sections/${type}/${name}'),`;
    });
  return [
    "// Generated from the sections' definitions (src/sections/*/index.ts) by scripts/section-islands.ts (npm run typecheck",
    '// and npm run build refresh it): do not edit.',
    'export { sectionIslands };',
    '',
    "import type { IslandModule } from './island-module';",
    '',
    "/** Every section's islands by name (in name order): browser-side imports, one chunk each. */",
    'const sectionIslands = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** Writes the file when its text changed; true when it did. */
async function writeSectionIslands(file = sectionIslandsFile): Promise<boolean> {
  // Read when asked: the definitions bring the sections' components with them.
  const { sections } = await import('../src/sections/registry');
  return writeWhenChanged(file, sectionIslandsSource(sections));
}
