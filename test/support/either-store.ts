export { startOnEitherStore, postFrom };

import { request } from 'node:http';
import type { ServerConfig } from '../../src/server/config.ts';
import { dropSchema, testDatabaseUrl, uniqueSchema } from './postgres.ts';
import { startApp } from './test-app.ts';
import type { RunningApp } from './test-app.ts';

// The app on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own), else on the embedded store.
async function startOnEitherStore(label: string, overrides: Partial<ServerConfig> = {}): Promise<RunningApp> {
  if (!testDatabaseUrl) return startApp(overrides);
  const schema = uniqueSchema(label);
  const running = await startApp({ databaseUrl: testDatabaseUrl, databaseSchema: schema, ...overrides });
  return {
    ...running,
    async close() {
      await running.close();
      await dropSchema(schema);
    },
  };
}

/** A JSON POST from a given loopback address (127.0.0.x stands in for another machine). */
function postFrom(
  url: string,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(data);
  });
}
