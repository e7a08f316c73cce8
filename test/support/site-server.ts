export { startSite };
export type { RunningSite };

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';

interface RunningSite {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** The real server (built site + lead API) on a free port, with an embedded store in a temp folder. */
async function startSite(env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const config = configFromEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, process.cwd());
  const app = await buildApp({ ...config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
