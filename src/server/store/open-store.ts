export { openStore };
export type { StoreOptions };

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tightenDataFolder } from './owner-only-files.ts';
import { createLeadStore } from './lead-store.ts';
import type { LeadStore } from './lead-store.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite-driver.ts';
import { openPostgres } from './postgres-driver.ts';
import type { Db } from './db.ts';
import type { LeadQuestions } from '../../content/questions.ts';

/** Where leads are kept. */
interface StoreOptions {
  /** PostgreSQL connection string; unset: the embedded database in `${dataDir}/db`. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); unset: the connection's default. */
  databaseSchema?: string;
  /** Folder of the embedded database and the dev outbox. */
  dataDir: string;
  /** Hears what the operator should know about opening (a stale folder lock taken over). */
  log?: (message: string) => void;
  /** The site's questions: an upgrade words the answers it moves with their choices' labels. */
  questions?: LeadQuestions;
}

// Opens the configured database and brings its tables up to date before any request is served.
async function openStore(options: StoreOptions): Promise<LeadStore> {
  // The data folder (database, outbox, backups, keys) is readable by this server's user alone, from the first start.
  if (options.dataDir) {
    if (!options.databaseUrl) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const tightened = tightenDataFolder(options.dataDir);
    if (tightened) options.log?.(tightened);
  }
  const db: Db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.databaseSchema)
    : await openPglite(join(options.dataDir, 'db'), options.log);
  try {
    await migrate(db, { questions: options.questions });
  } catch (error) {
    await db.close();
    throw error;
  }
  return createLeadStore(db);
}
