// The public site while the inbox is under strain: `/about` (and a static file) timed every 25 ms during a staff
// read storm (8 searches of 200 characters and 5 full CSV exports at once, again and again, over 3,000 leads with
// long messages) and during 200 simultaneous wrong sign-ins (each from its own loopback address, again as soon as
// answered, or a second later when refused for now).
export { benchSecurity, printSecurity };
export type { SecurityBench };

import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { submitLead } from '../../src/forms/contact-sequence';
import { readLocalStaffToken } from '../../src/server/staff-token.ts';
import { staffSessionCookie } from '../../test/support/staff-account.ts';
import { startServer } from './processes';

/** Latency of the public pages in milliseconds. */
interface Latency {
  samples: number;
  /** Requests that got no answer or an error. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface SecurityBench {
  leads: number;
  /** Quiet server, for comparison. */
  quiet: Latency;
  readStorm: { about: Latency; searches: number; exports: number; refused: number };
  signInBurst: { about: Latency; css: Latency; answered: Record<string, number> };
}

const stormMs = 10_000;

async function benchSecurity(clientDir: string, project: string): Promise<SecurityBench> {
  const css = readdirSync(join(clientDir, 'assets')).find((file) => file.endsWith('.css'));
  if (!css) throw new Error(`No stylesheet in ${clientDir}/assets`);
  const cssPath = `/assets/${css}`;
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '1000000', SITE_DIR: clientDir });
  try {
    const leads = 3000;
    console.log(`\nSecurity: ${leads} leads with long messages...`);
    const long = 'The sliding door sticks and the windows on the west side leak when it storms. '.repeat(12);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < leads) {
          const i = next++;
          await submitLead(
            'estimate',
            {
              name: `Storm Visitor ${i}`,
              email: `storm${i}@example.com`,
              phone: '(239) 555-0100',
              city: 'cape-coral',
              message: `${i} ${long}`,
            },
            { project, baseUrl: server.url, retries: 0 },
          );
        }
      }),
    );
    const token = readLocalStaffToken(server.dataDir);
    if (!token) throw new Error(`No staff token in ${server.dataDir}`);
    const cookies: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const cookie = await staffSessionCookie(server.url, token, `storm${n}@office.example`);
      cookies.push(`${cookie.name}=${cookie.value}`);
    }
    const quiet = await sample(server.url, '/about', 3000, () => true);

    console.log('Security: /about during the staff read storm (8 searches + 5 exports at once, repeated)...');
    let searches = 0;
    let exports = 0;
    let refused = 0;
    let storming = true;
    const query = encodeURIComponent('leak '.repeat(40));
    const storm = Promise.all([
      ...Array.from({ length: 8 }, async (_, i) => {
        while (storming) {
          const response = await fetch(`${server.url}/api/staff/leads?q=${query}`, { headers: { cookie: cookies[i % 4]! } });
          await response.arrayBuffer();
          if (response.ok) searches++;
          else refused++;
        }
      }),
      ...Array.from({ length: 5 }, async (_, i) => {
        while (storming) {
          const response = await fetch(`${server.url}/api/staff/leads.csv?spam=all`, { headers: { cookie: cookies[i % 4]! } });
          await response.arrayBuffer();
          if (response.ok) exports++;
          else refused++;
        }
      }),
    ]);
    const stormAbout = await sample(server.url, '/about', stormMs, () => true);
    storming = false;
    await storm;

    console.log('Security: /about and a stylesheet during 200 simultaneous wrong sign-ins (repeated)...');
    const answered: Record<string, number> = {};
    let signingIn = true;
    const burst = Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const from = `127.0.${10 + Math.floor(i / 200)}.${1 + (i % 200)}`;
        while (signingIn) {
          const status = await postFrom(`${server.url}/api/staff/session`, from, {
            email: `guess${i}@office.example`,
            password: `wrong ${i}`,
          });
          answered[status] = (answered[status] ?? 0) + 1;
          // Refused for now (429, 503): that client tries again a second later.
          if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }),
    );
    const [burstAbout, burstCss] = await Promise.all([
      sample(server.url, '/about', stormMs, () => true),
      sample(server.url, cssPath, stormMs, () => true),
    ]);
    signingIn = false;
    await burst;
    return {
      leads,
      quiet,
      readStorm: { about: stormAbout, searches, exports, refused },
      signInBurst: { about: burstAbout, css: burstCss, answered },
    };
  } finally {
    await server.stop();
  }
}

// GET `path` one after another, 25 ms apart, for `durationMs`.
async function sample(url: string, path: string, durationMs: number, keepGoing: () => boolean): Promise<Latency> {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + durationMs;
  while (performance.now() < end && keepGoing()) {
    const started = performance.now();
    try {
      const response = await fetch(url + path);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      times.push(performance.now() - started);
    } catch (error) {
      failed++;
      if (failed <= 3) console.log(`    ${path} failed after ${Math.round(performance.now() - started)} ms: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { samples: times.length, failed, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}

function postFrom(url: string, localAddress: string, body: unknown): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(data);
  });
}

function printSecurity(bench: SecurityBench): void {
  const line = (name: string, latency: Latency, goal?: number) =>
    console.log(
      `  ${name}: p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, max ${latency.maxMs} ms (${latency.samples} requests${latency.failed ? `, ${latency.failed} FAILED` : ''})` +
        (goal === undefined ? '' : `; goal p99 <= ${goal} ms: ${latency.p99Ms <= goal ? 'met' : 'NOT met'}`),
    );
  console.log(`\nSecurity (${bench.leads} leads with long messages):`);
  line('/about, quiet', bench.quiet);
  line('/about during the staff read storm', bench.readStorm.about, 200);
  console.log(
    `    storm: ${bench.readStorm.searches} searches and ${bench.readStorm.exports} exports answered, ${bench.readStorm.refused} refused for now`,
  );
  line('/about during 200 simultaneous wrong sign-ins', bench.signInBurst.about, 100);
  line('stylesheet during the same', bench.signInBurst.css);
  console.log(
    `    sign-ins answered: ${Object.entries(bench.signInBurst.answered)
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')}`,
  );
}
