// The cost of keeping what the embedded store acknowledged: leads stored one after another with every commit synced
// to the disk (the product's setting), beside PGlite's default, which syncs nothing. Each in a fresh folder on the
// same disk as the system's temporary files.
export { benchDurability };
export type { DurabilityBench };

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { median } from 'simple-statistics';
import { durablePgliteOptions } from '../../src/server/store/pglite-durable';

/** Milliseconds per stored lead, median of the runs. */
interface DurabilityBench {
  leads: number;
  syncedMs: number;
  unsyncedMs: number;
}

async function benchDurability(leads = 200, runs = 3): Promise<DurabilityBench> {
  const synced: number[] = [];
  const unsynced: number[] = [];
  for (let run = 0; run < runs; run++) {
    synced.push(await perLead(true, leads));
    unsynced.push(await perLead(false, leads));
  }
  return { leads, syncedMs: median(synced), unsyncedMs: median(unsynced) };
}

async function perLead(durable: boolean, leads: number): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-durability-'));
  const db = durable ? await PGlite.create({ ...durablePgliteOptions(join(folder, 'db')) }) : await PGlite.create(join(folder, 'db'));
  try {
    await db.exec(
      'CREATE TABLE leads (id text PRIMARY KEY, name text, email text, phone text, message text, created_at timestamptz DEFAULT now())',
    );
    const message = 'Ten impact windows for a 1990s ranch house in Cape Coral, and a double entry door. '.repeat(6);
    const started = performance.now();
    for (let i = 0; i < leads; i++) {
      await db.query('INSERT INTO leads (id, name, email, phone, message) VALUES ($1, $2, $3, $4, $5)', [
        `contact_${i}`,
        'Maria Gonzalez',
        'maria@example.com',
        '(239) 555-0142',
        message,
      ]);
    }
    return (performance.now() - started) / leads;
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
