export { backupRoute };

import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { NoQuery, errorReplies, fileReply } from '../http/wire-schemas.ts';
import { writeBackup } from '../store/backup.ts';
import type { LeadDeps } from '../lead-deps.ts';

// GET /api/staff/backup (staff token): everything in the leads' database as gzipped JSON lines, one snapshot, sent
// as it is read. `npm run leads -- backup FILE` saves it; a file cut short is refused when restored.
function backupRoute(app: FastifyInstance, deps: LeadDeps): void {
  const schema = { querystring: NoQuery, response: { 200: fileReply('application/gzip'), ...errorReplies } };
  app.get('/api/staff/backup', { config: { auth: 'token' }, schema }, async (request, reply) => {
    const body = new PassThrough();
    const gzip = createGzip();
    gzip.pipe(body);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="leads-backup-${day}.jsonl.gz"`)
      .header('cache-control', 'no-store');
    writeBackup(deps.store.db, async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    }).then(
      () => gzip.end(),
      (error: unknown) => {
        request.log.error({ err: error }, 'The backup failed part-way: the file sent is incomplete');
        body.destroy(error as Error);
      },
    );
    return reply.send(body);
  });
}
