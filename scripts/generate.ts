// `tsx scripts/generate.ts`: refreshes the source files derived from others (`npm run typecheck` and `npm run build`
// run it first); tests hold the committed copies to them.
export { generateSources };

import { fileURLToPath } from 'node:url';
import { writeDatabaseTypes } from './database-types';
import { writeSectionIslands } from './section-islands';
import { writeSectionTypes } from './section-types';
import { writeContentTypes } from './content-types';

async function generateSources(): Promise<void> {
  if (await writeSectionTypes()) console.log('Section types written from schema/');
  if (await writeContentTypes()) console.log("Content files' types written from schema/");
  if (await writeSectionIslands()) console.log("Sections' islands list written from their definitions");
  if (await writeDatabaseTypes()) console.log('Database types written from the migrations');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateSources();
