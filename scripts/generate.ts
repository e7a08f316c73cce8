// `tsx scripts/generate.ts`: refreshes the source files derived from others (`npm run typecheck` and `npm run build`
// run it first); tests hold the committed copies to them.
export { generateSources };

import { fileURLToPath } from 'node:url';
import { writeSectionIslands } from './section-islands';
import { writeSectionTypes } from './section-types';
import { writeContentTypes } from './content-types';

interface GenerateOptions {
  /** Also the store's row types, which only tsc reads; making them migrates a fresh embedded database (about 4 s). Default: true. */
  databaseTypes?: boolean;
}

async function generateSources({ databaseTypes = true }: GenerateOptions = {}): Promise<void> {
  if (await writeSectionTypes()) console.log('Section types written from schema/');
  if (await writeContentTypes()) console.log("Content files' types written from schema/");
  if (await writeSectionIslands()) console.log("Sections' islands list written from their definitions");
  if (!databaseTypes) return;
  // Loaded only here: it brings the embedded database with it.
  const { writeDatabaseTypes } = await import('./database-types');
  if (await writeDatabaseTypes()) console.log('Database types written from the migrations');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateSources();
