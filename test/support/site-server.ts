export { startSite };
export type { RunningSite, SiteOptions };

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import type { ServerConfig } from '../../src/server/config';
import { freshDataDir } from './data-dir';

interface RunningSite {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** What a test changes of the server it starts. */
interface SiteOptions {
  /** Settings over those the environment and the project's content give. */
  config?: Partial<ServerConfig>;
  /** Runs on the data folder before the server starts (leads put in with SQL, as a store that has run a while). */
  seed?(dataDir: string): Promise<void>;
  /** The project whose content and built site are served (test/support/site-builds.ts); default: this one. */
  root?: string;
}

/** The real server (built site + lead API) on a free port, with an embedded store in a temp folder. */
async function startSite(env: NodeJS.ProcessEnv = {}, options: SiteOptions = {}): Promise<RunningSite> {
  // A copy of an initialised embedded database: creating one from nothing takes seconds.
  const { dir: dataDir, remove } = await freshDataDir();
  await options.seed?.(dataDir);
  const config = configFromEnv(
    { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    options.root ?? process.cwd(),
  );
  // Every answer is checked against its route's response schema: nothing a handler sends is dropped unseen.
  const app = await buildApp({ ...config, logger: false, checkAnswers: true, ...options.config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    dataDir,
    async close() {
      await app.close();
      remove();
    },
  };
}
