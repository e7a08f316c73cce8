// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { parseSince, run, toCsv } from '../../scripts/leads.ts';
import { csvAnswerLabels } from '../../src/server/leads/leads-csv.ts';
import { choiceLabel, rooferQuestions } from '../support/answers.ts';
import { askForLeadEmail, startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

// The CLI reads the project name from content/site.yaml, so the app uses that one.
const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
let server: RunningApp;
let env: NodeJS.ProcessEnv;
const tricky = {
  name: '=HYPERLINK("http://evil.example","Click")',
  email: '-cmd@example.com',
  phone: '+1 (239) 555-0100',
  address: '@Home "Quoted" Rd',
  message: 'Line one\nLine two, with "quotes"',
};

// Where José's lead came from; a formula-looking campaign is neutralised like any other cell.
const josesVisit = {
  page: '/contact',
  landingPage: '/roof-replacement/asphalt-shingles?utm_source=google&utm_campaign=storm',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: '=storm',
  utmTerm: 'hurricane windows',
  utmContent: 'ad 2',
};

beforeAll(async () => {
  server = await startApp({ site: { ...testSite, leads: { ...testSite.leads, project } } });
  env = { LEADS_API_URL: server.url, STAFF_TOKEN: staffToken };
  await create({ id: newLeadId('contact'), ...tricky });
  const jose = newLeadId('contact');
  await create({
    id: jose,
    name: 'José Núñez',
    email: 'jose@example.com',
    phone: '(239) 555-0142',
    serviceType: 'Roofing',
    city: 'lakewood',
    ...josesVisit,
  });
  // Sent while the site still asked a budget (a question it has since retired): the old answer still reads in words.
  await server.app.leads.store.db.query(`UPDATE contacts SET answers = answers || $2::jsonb WHERE id = $1`, [
    jose,
    JSON.stringify([{ key: 'budget', label: 'Budget', kind: 'choice', value: 'over-15k', text: '$15,000 or more' }]),
  ]);
  const old = newLeadId('contact');
  await create({ id: old, name: 'Old Lead', email: 'old@example.com', phone: '(239) 555-0142' });
  await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '10 days' WHERE id = $1`, [old]);
  // A lead and the error_ copy the browser kept of the same submission; and one delivered before its copy arrived.
  const twin = newLeadId('contact');
  await create({ id: twin, name: 'Twin Lead', email: 'twin@example.com', phone: '(239) 555-0142' });
  await create({ id: twin.replace('contact_', 'error_'), name: 'Twin Lead', email: 'twin@example.com', phone: '(239) 555-0142' });
  const late = newLeadId('contact');
  await create({ id: late, name: 'Late Copy', email: 'late@example.com', phone: '(239) 555-0142' });
  const notify = await askForLeadEmail(server.url, late);
  expect(await notify.json()).toEqual({ success: true });
  await create({ id: late.replace('contact_', 'error_'), name: 'Late Copy', email: 'late@example.com', phone: '(239) 555-0142' });
});
afterAll(async () => {
  await server?.close();
});

describe('npm run leads -- export --format csv', () => {
  it('writes Excel-safe CSV: BOM, CRLF, every field quoted, formulas neutralised', async () => {
    const { code, out } = await cli(['export', '--since', '7d', '--format', 'csv']);
    expect(code).toBe(0);
    expect(out.startsWith('\uFEFF"Created at","ID","Name"')).toBe(true);
    const rows = parseStrictCsv(out.slice(1));
    expect(rows[0]).toContain('Staff notified at');
    // The number of photos sent with each lead, before where it came from.
    expect(rows[0]!.indexOf('Photos')).toBe(rows[0]!.indexOf('Status') + 1);
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    const row = rows.find((cells) => cells.includes(`'${tricky.name}`));
    expect(row).toBeDefined();
    expect(row).toContain(`'${tricky.email}`);
    expect(row).toContain(`'${tricky.phone}`);
    expect(row).toContain(`'${tricky.address}`);
    expect(row).toContain(tricky.message);
    // Choices as the visitor saw them, from the same content as the forms.
    const jose = rows.find((cells) => cells.includes('José Núñez'))!;
    expect(jose).toContain(choiceLabel(rooferQuestions, 'estimate', 'city', 'lakewood'));
    expect(jose).toContain(choiceLabel(rooferQuestions, 'estimate', 'budget', 'over-15k'));
    expect(jose).not.toContain('over-15k');
    // Where it came from, one column each.
    const header = rows[0]!;
    const attributionColumns = [
      'Sent from page',
      'Landing page',
      'Referrer',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'UTM term',
      'UTM content',
    ];
    expect(attributionColumns.map((title) => jose[header.indexOf(title)])).toEqual([
      '/contact',
      josesVisit.landingPage,
      'https://www.google.com/',
      'google',
      'cpc',
      "'=storm",
      'hurricane windows',
      'ad 2',
    ]);
    expect(rows.find((cells) => cells.includes('Old Lead') || cells.includes('Twin Lead'))?.[header.indexOf('Landing page')]).toBe('');
    // --since 7d leaves the 10-day-old lead out.
    expect(rows.some((cells) => cells.includes('Old Lead'))).toBe(false);
    // Only the line ends between records are CRLF; the message keeps its own newline.
    expect(out.endsWith('\r\n')).toBe(true);
  });

  it('writes each answer in its stored words under its own label, a label of the past in its own column', () => {
    const rows = parseStrictCsv(
      toCsv(
        [
          { name: 'A', answers: [{ key: 'city', label: 'City', kind: 'choice', value: 'pine-island', text: 'Pine Island' }] },
          { name: 'B', answers: [{ key: 'city', label: 'Town', kind: 'choice', value: 'atlantis', text: 'atlantis' }] },
        ],
        csvAnswerLabels(rooferQuestions, ['Town']),
      ).slice(1),
    );
    const header = rows[0]!;
    expect(header.slice(0, 6)).toEqual(['Created at', 'ID', 'Name', 'Email', 'Phone', 'Address']);
    expect(header.indexOf('Town')).toBeGreaterThan(header.indexOf('Message'));
    expect(rows.slice(1).map((row) => [row[header.indexOf('City')], row[header.indexOf('Town')]])).toEqual([
      ['Pine Island', ''],
      ['', 'atlantis'],
    ]);
  });

  it('neutralises every formula trigger in toCsv', () => {
    const csv = toCsv(['=1+1', '+1', '-1', '@SUM(A1)', '\t=x', '\r=x', 'plain', ''].map((name) => ({ name })));
    const names = parseStrictCsv(csv.slice(1))
      .slice(1)
      .map((row) => row[2]);
    expect(names).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=x", "'\r=x", 'plain', '']);
  });

  it('writes the same bytes to --out and exports everything without --since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-test-csv-'));
    try {
      const file = join(dir, 'leads.csv');
      const { code, err } = await cli(['export', '--out', file]);
      expect(code).toBe(0);
      expect(err).toMatch(/Wrote 7 lead\(s\)/);
      const text = readFileSync(file, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(parseStrictCsv(text.slice(1)).some((cells) => cells.includes('Old Lead'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports JSON on request', async () => {
    const { code, out } = await cli(['export', '--format', 'json', '--since', '2000-01-01']);
    expect(code).toBe(0);
    expect((JSON.parse(out) as unknown[]).length).toBe(7);
  });
});

describe('npm run leads -- list / unnotified and errors', () => {
  it('lists newest leads and the unnotified ones', async () => {
    const list = await cli(['list', '--limit', '2']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^Created\s+ID\s+Name/);
    expect(list.out).not.toContain('Old Lead');
    const unnotified = await cli(['unnotified']);
    expect(unnotified.out).toContain('Old Lead');
    expect(unnotified.out).toContain('not yet');
  });

  it('counts a lead and its error_ copy as one submission, and a delivered submission not at all', async () => {
    const unnotified = await cli(['unnotified']);
    expect(unnotified.out.match(/Twin Lead/g)).toHaveLength(1);
    expect(unnotified.out).not.toMatch(/error_/);
    expect(unnotified.out).not.toContain('Late Copy');
  });

  it('uses the token a local server saved in the data folder when STAFF_TOKEN is not set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leads-cli-token-'));
    try {
      writeFileSync(join(dataDir, 'staff-token'), `${staffToken}\n`);
      const list = await cli(['list'], { STAFF_TOKEN: '', DATA_DIR: dataDir });
      expect(list.code).toBe(0);
      expect(list.out.split('\n')[0]).toMatch(/^Created\s+ID\s+Name/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says clearly when the token is missing or wrong', async () => {
    const missing = await cli(['list'], { STAFF_TOKEN: '', DATA_DIR: join(tmpdir(), 'leads-cli-no-such-folder') });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/STAFF_TOKEN is not set/);
    const wrong = await cli(['list'], { STAFF_TOKEN: 'not-the-right-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/refused the staff token \(401/);
  });

  it('says that the server has no STAFF_TOKEN when it runs without one', async () => {
    const tokenless = await startApp({ site: { ...testSite, leads: { ...testSite.leads, project } }, staffToken: undefined });
    try {
      const result = await cli(['list'], { LEADS_API_URL: tokenless.url });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^The server runs without STAFF_TOKEN, so it refuses every staff request/);
    } finally {
      await tokenless.close();
    }
  });

  it('says clearly when the server is not running or the arguments are wrong', async () => {
    const down = await cli(['list'], { LEADS_API_URL: 'http://127.0.0.1:1' });
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/Cannot reach the lead API at http:\/\/127\.0\.0\.1:1/);
    expect((await cli(['export', '--since', 'last tuesday'])).err).toMatch(/--since "last tuesday"/);
    expect((await cli(['frobnicate'])).code).toBe(2);
  });

  it('reads --since as minutes, hours, days, weeks or a date', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(parseSince('7d', now).toISOString()).toBe('2025-03-03T12:00:00.000Z');
    expect(parseSince('24h', now).toISOString()).toBe('2025-03-09T12:00:00.000Z');
    expect(parseSince('30m', now).toISOString()).toBe('2025-03-10T11:30:00.000Z');
    expect(parseSince('1w', now).toISOString()).toBe('2025-03-03T12:00:00.000Z');
    expect(parseSince('2025-01-31', now).toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it('runs as a command', async () => {
    // Asynchronous: the server answering it lives in this process.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'export', '--format', 'csv'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFF"Created at"')).toBe(true);
  });
});

async function cli(argv: string[], overrides: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = await run(argv, { ...env, ...overrides }, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

async function create(lead: Record<string, string>) {
  const response = await fetch(`${server.url}/api/db/${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  expect(response.status).toBe(201);
}

// Accepts only CSV where every field is quoted and records end with CRLF.
function parseStrictCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`Unquoted field at ${i}: ${JSON.stringify(text.slice(i, i + 20))}`);
    let cell = '';
    i++;
    for (;;) {
      if (i >= text.length) throw new Error('Unterminated quote');
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (text[i] === '"') {
        i++;
        break;
      } else {
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else {
      throw new Error(`Expected , or CRLF at ${i}`);
    }
  }
  if (row.length) throw new Error('Last record without CRLF');
  return rows;
}
