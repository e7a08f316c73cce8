export { startApp, testSite, testFormWords, staffToken, contactsPath, askForLeadEmail };
export type { RunningApp };

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { defaultRetry } from '../../src/server/config.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import type { SiteConfig } from '../../src/server/site-config.ts';
import { freshDataDir } from './data-dir.ts';
import { fixtureRoot } from './fixture-sites.ts';

/** Business facts for tests, independent of content/site.yaml edits. */
const testSite: SiteConfig = {
  name: 'Test Windows & Doors',
  phone: '(720) 555-0142',
  state: 'CO',
  leads: { project: 'test-leads', staffEmails: ['office@test.example', 'estimates@test.example'] },
  redirects: [
    { from: '/roofs', to: '/roof-replacement' },
    { from: '/repairs', to: '/roof-repair' },
  ],
  languages: ['en'],
};

const staffToken = 'test-staff-token-0123456789';

const roofer = readSiteConfig(fixtureRoot('roofer-site'));
/** The forms' words of the site the test app serves: what its visitors' forms are told. */
const testFormWords = roofer.formWords;
const contactsPath = `/api/db/${testSite.leads.project}/rest/v1/contacts`;

/** A listening app and what it runs on. */
interface RunningApp {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  url: string;
  config: ServerConfig;
  dataDir: string;
  /** Closes the app and deletes its data folder (when it created it). */
  close(): Promise<void>;
}

// A real app on an ephemeral port with its own embedded database (unless overrides say otherwise).
async function startApp(overrides: Partial<ServerConfig> = {}): Promise<RunningApp> {
  // Its own folder unless given one; with PostgreSQL the folder only holds the dev outbox.
  const data = overrides.dataDir ? undefined : overrides.databaseUrl ? emptyDir() : await freshDataDir();
  const config: ServerConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: data?.dir ?? '',
    clientDir: '/nonexistent-site',
    mailFrom: '"Test Site" <no-reply@test.example>',
    recipients: testSite.leads.staffEmails,
    staffToken,
    publicUrl: 'https://windows.test.example',
    site: testSite,
    // The questions and the forms' words a fixture site's pages have: a roofer's, not the sample's.
    questions: roofer.questions,
    formWords: roofer.formWords,
    formsInLanguage: roofer.formsInLanguage,
    retry: { ...defaultRetry(), enabled: false },
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    logger: false,
    instanceId: `test-${Math.random().toString(36).slice(2)}`,
    // Every answer is checked against its route's response schema: nothing a handler sends is dropped unseen.
    checkAnswers: true,
    ...overrides,
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close();
    data?.remove();
    throw error;
  }
  const running = app;
  const { port } = running.server.address() as { port: number };
  return {
    app: running,
    url: `http://127.0.0.1:${port}`,
    config,
    dataDir: config.dataDir,
    async close() {
      await running.close();
      data?.remove();
    },
  };
}

function emptyDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-pg-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The browser's second call after a stored lead: the office's e-mail about it. */
function askForLeadEmail(url: string, id: string): Promise<Response> {
  return fetch(`${url}/api/notifications/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId: id }),
  });
}
