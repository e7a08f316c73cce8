// `npm start`: the prerendered site and the lead API on one port (configuration: .env.example).
import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { goLiveProblems } from './go-live.ts';
import { localStaffToken } from './staff-token.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

await main();

async function main(): Promise<void> {
  // Whatever the server writes (database, outbox, backups, keys) is readable by its own user alone.
  process.umask(0o077);
  let app;
  let config;
  try {
    // A .env file in the working folder fills in what the environment does not set.
    if (existsSync('.env')) process.loadEnvFile('.env');
    config = configFromEnv(process.env, root);
    // An https address is a real deployment: it starts only with nothing of a sample left and its mail set up.
    if (config.publicUrl.startsWith('https:')) {
      const problems = goLiveProblems(process.env, root);
      if (problems.length) {
        console.error(
          `Cannot start the server at ${config.publicUrl}: it is not ready to go live (npm run check -- --production shows each in full):`,
        );
        for (const problem of problems) console.error(problem);
        process.exit(1);
      }
    }
    // On one machine with the embedded store, `npm run leads` works out of the box: it reads this token file.
    if (!config.staffToken && !config.databaseUrl) config = { ...config, staffToken: localStaffToken(config.dataDir) };
    // On PostgreSQL several instances must share one token: none is made up, and the operator is told.
    if (!config.staffToken) {
      console.warn(
        'Warning: DATABASE_URL is set and STAFF_TOKEN is not: staff reads, exports and deletes (npm run leads) are refused. ' +
          'Set STAFF_TOKEN (at least 16 characters, e.g. openssl rand -hex 24) on every instance and for npm run leads.',
      );
    }
    app = await buildApp(config);
  } catch (error) {
    // Configuration and database problems are the operator's to fix: say what, without a stack trace.
    console.error(`Cannot start the server: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await app.close();
    process.exit(1);
  }
  // Requests in progress finish, the store closes; a second signal or 10 s more and the process just stops.
  closeWithGrace(
    {
      delay: 10_000,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error('Shutdown took longer than 10 s; stopping now'),
      onSecondSignal: () => {},
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'Stopping after an unexpected error');
      else if (signal) app.log.info(`${signal}: finishing requests in progress, then stopping`);
      await app.close();
    },
  );
}
