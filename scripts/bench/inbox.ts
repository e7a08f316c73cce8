// Mobile Lighthouse on the staff inbox with a backlog: 20,000 leads, a third of them new and untouched (put in with
// one SQL statement before its own server starts, as the scale part does), its sign-in screen and its list signed in,
// and what opening the list fetches from the API.
export { benchInbox, printInbox };
export type { InboxBench };

import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readLocalStaffToken } from '../../src/server/staff-token.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { insertLeads } from '../../test/support/lead-fixture.ts';
import { staffSessionCookie } from '../../test/support/staff-account.ts';
import { auditRoutes, type RouteAudit } from './lighthouse.ts';
import { startServer } from './processes';

/** Mobile Lighthouse on the staff inbox: its sign-in screen, and the lead list as a signed-in member sees it. */
interface InboxBench {
  leads: number;
  signIn: RouteAudit;
  list: RouteAudit;
  /** Bytes of the list's answer (its first page) as the server sends it to a browser (gzip asked for), and read. */
  listAnswer: { sent: number; read: number };
}

const leads = 20_000;
/** Measured before the list carried its own leads' waits (every untouched lead was fetched apart), this machine. */
const before = { listPerformance: 73, listLcpMs: 9200, waitingAnswerKb: 1300 };
const goals = { performance: 100, lcpMs: 2500 };

async function benchInbox(clientDir: string, runs: number): Promise<InboxBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  try {
    // Three statuses in six are new and never contacted: a third of the leads wait.
    const store = await openStore({ dataDir });
    await insertLeads(store.db, leads);
    await store.db.query('ANALYZE contacts');
    await store.close();
    const server = await startServer({ DATA_DIR: dataDir, SITE_DIR: clientDir, RATE_LIMIT_PER_MINUTE: '1000000' });
    try {
      const token = readLocalStaffToken(dataDir);
      if (!token) throw new Error(`No staff token in ${dataDir}`);
      const cookie = await staffSessionCookie(server.url, token, 'bench@office.example');
      const header = `${cookie.name}=${cookie.value}`;
      const [signIn] = await auditRoutes(server.url, ['/staff/sign-in'], runs);
      const [list] = await auditRoutes(server.url, ['/staff'], runs, undefined, { Cookie: header });
      const listAnswer = await answerBytes(`${server.url}/api/staff/leads`, header);
      return { leads, signIn: signIn!, list: list!, listAnswer };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// An answer's body as it crosses the wire (compressed when the server compresses it) and as it reads.
function answerBytes(url: string, cookie: string): Promise<{ sent: number; read: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const read = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ sent: body.length, read: read.length });
      });
    }).on('error', reject);
  });
}

function printInbox(bench: InboxBench): void {
  console.log(`\nStaff inbox with ${bench.leads.toLocaleString('en-US')} leads (a third untouched), mobile Lighthouse:`);
  for (const [name, audit] of [
    ['sign-in (/staff/sign-in)', bench.signIn],
    ['list signed in (/staff)', bench.list],
  ] as const) {
    console.log(
      `  ${name}: perf ${audit.performance}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms, CLS ${audit.cls}, ` +
        `${(audit.totalTransfer / 1024).toFixed(1)} KB transferred`,
    );
  }
  const { list } = bench;
  console.log(
    `  list goal: perf ${goals.performance} (${list.performance >= goals.performance ? 'met' : 'not met'}), LCP <= ${goals.lcpMs} ms ` +
      `(${list.lcpMs <= goals.lcpMs ? 'met' : 'not met'}); before: perf ${before.listPerformance}, LCP ${before.listLcpMs} ms, ` +
      `and a ${before.waitingAnswerKb} KB answer of every waiting lead`,
  );
  console.log(
    `  the list's answer (first page with its waits and counts): ${(bench.listAnswer.sent / 1024).toFixed(1)} KB sent, ` +
      `${(bench.listAnswer.read / 1024).toFixed(1)} KB read`,
  );
  if (list.failing.length) console.log(`  list below 1: ${list.failing.join(', ')}`);
}
