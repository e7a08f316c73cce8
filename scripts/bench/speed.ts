export { benchSpeed, printSpeed };
export type { SpeedBench };

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readLocalStaffToken } from '../../src/server/staff-token.ts';
import { staffSessionCookie } from '../../test/support/staff-account.ts';
import { startServer, stopChild } from './processes.ts';

/** Submit -> acknowledgement accepted by the mail server, and submit -> shown to an open inbox, in ms. */
interface SpeedBench {
  leads: number;
  acknowledgement: { p50: number; p95: number; received: number };
  inbox: { p50: number; p95: number; received: number };
}

// 100 leads, 5 a second, each sent as the browser sends it (create, then ask for the staff e-mail), to the real
// server in its own process with default settings, its mail going to a real SMTP server in another process; an inbox
// is open on the server's event stream. Times are taken on one machine's clock.
async function benchSpeed(clientDir: string, project: string, count = 100, perSecond = 5): Promise<SpeedBench> {
  const sink = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/smtp-sink.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const accepted = new Map<string, number>();
  let port: number | undefined;
  const portKnown = new Promise<void>((resolve) => {
    createInterface({ input: sink.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as { port?: number; to?: string[]; autoSubmitted?: string; at?: number };
      if (message.port) {
        port = message.port;
        resolve();
      } else if (message.autoSubmitted === 'auto-replied') {
        for (const to of message.to ?? []) accepted.set(to, message.at!);
      }
    });
  });
  await portKnown;
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: '1000000', SITE_DIR: clientDir });
  const shown = new Map<string, number>();
  const stream = new AbortController();
  try {
    const token = readLocalStaffToken(server.dataDir);
    if (!token) throw new Error(`No staff token in ${server.dataDir}`);
    const cookie = await staffSessionCookie(server.url, token, 'speed-bench@office.example');
    const events = await fetch(`${server.url}/api/staff/events`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
      signal: stream.signal,
    });
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of events.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (const match of buffer.matchAll(/event: lead\ndata: (\{.*\})\n\n/g))
            shown.set((JSON.parse(match[1]!) as { id: string }).id, Date.now());
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        }
      } catch {
        // closed at the end
      }
    })();
    const sent = new Map<string, { id: string; at: number }>();
    const sends: Promise<void>[] = [];
    for (let n = 0; n < count; n++) {
      const id = newLeadId('contact');
      const email = `speed-${n}-${Date.now()}@home.example`;
      sent.set(email, { id, at: Date.now() });
      sends.push(submit(server.url, project, id, email));
      await sleep(1000 / perSecond);
    }
    await Promise.all(sends);
    // Wait until everything arrived, or 90 s.
    for (let waited = 0; waited < 90_000 && (accepted.size < count || shown.size < count); waited += 250) await sleep(250);
    const ackTimes = [...sent].flatMap(([email, lead]) => (accepted.has(email) ? [accepted.get(email)! - lead.at] : []));
    const inboxTimes = [...sent.values()].flatMap((lead) => (shown.has(lead.id) ? [shown.get(lead.id)! - lead.at] : []));
    return { leads: count, acknowledgement: percentiles(ackTimes), inbox: percentiles(inboxTimes) };
  } finally {
    stream.abort();
    await server.stop();
    await stopChild(sink);
  }
}

async function submit(url: string, project: string, id: string, email: string): Promise<void> {
  const created = await fetch(`${url}/api/db/${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name: 'Speed Bench', email, phone: '(239) 555-0142', city: 'naples', serviceType: 'Windows' }),
  });
  if (created.status !== 201) throw new Error(`Creating a lead: HTTP ${created.status}`);
  await fetch(`${url}/api/notifications/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId: id }),
  });
}

function percentiles(times: number[]): { p50: number; p95: number; received: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const rank = (p: number) => (sorted.length ? sorted[Math.ceil(p * sorted.length) - 1]! : NaN);
  return { p50: rank(0.5), p95: rank(0.95), received: sorted.length };
}

function printSpeed(bench: SpeedBench): void {
  const { acknowledgement: ack, inbox } = bench;
  console.log(
    `Speed to lead over ${bench.leads} leads (real SMTP server process): submit -> acknowledgement accepted p50 ${ack.p50} ms, ` +
      `p95 ${ack.p95} ms (${ack.received} received; goal p95 <= 60 s); submit -> shown in an open inbox p50 ${inbox.p50} ms, ` +
      `p95 ${inbox.p95} ms (${inbox.received} shown; goal p95 <= 10 s)`,
  );
}
