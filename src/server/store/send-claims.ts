export { watchSendClaims };
export type { SendClaimWatch };

import type { LeadStore } from './lead-store.ts';

/** The watch, a periodic task of the job runner (every 10 s). */
interface SendClaimWatch {
  /** Says this server is alive and hands back the sends of servers that are not; resolves with the leads freed. */
  tick(): Promise<string[]>;
}

// Each server says it is alive every few seconds; a send claimed by a server that stopped saying so (killed, a power
// cut) is handed back at once and due now, instead of waiting out the stale-claim limit. On the embedded store only
// this process writes the folder (its lock says so): every other server's claim is dead from the start.
async function watchSendClaims(
  store: LeadStore,
  owner: string,
  options: { deadAfterMs?: number; onFreed?: (leadIds: string[]) => void } = {},
): Promise<SendClaimWatch> {
  const { db } = store;
  const deadAfterMs = options.deadAfterMs ?? 60_000;
  if (db.kind === 'pglite') await db.query('DELETE FROM store_instances WHERE id <> $1', [owner]);
  async function tick(): Promise<string[]> {
    await db.query(`INSERT INTO store_instances (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen_at = clock_timestamp()`, [owner]);
    await db.query(`DELETE FROM store_instances WHERE seen_at < clock_timestamp() - ($1::double precision * interval '1 millisecond')`, [
      deadAfterMs,
    ]);
    // One statement: the claims of servers not seen lately go back to waiting, and their leads are due now.
    const freed = await db.query<{ id: string }>(
      `WITH released AS (
         UPDATE deliveries d SET state = 'pending'
          WHERE d.state = 'sending' AND NOT EXISTS (SELECT 1 FROM store_instances i WHERE i.id = d.claimed_by)
          RETURNING d.submission_key)
       UPDATE contacts c SET next_attempt_at = now()
         FROM released r WHERE c.submission_key = r.submission_key AND c.notified_at IS NULL
       RETURNING c.id`,
    );
    const ids = freed.map((row) => row.id);
    if (ids.length > 0) options.onFreed?.(ids);
    return ids;
  }
  await tick();
  return { tick };
}
