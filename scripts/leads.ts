// Staff command line for leads, through the running lead API (the embedded database has one owner: the server).
//   npm run leads -- list [--limit 50]
//   npm run leads -- unnotified
//   npm run leads -- export [--since 7d] [--format csv|json] [--out leads.csv]
//   npm run leads -- report --from 2026-10-01 --to 2026-10-31 [--format csv|json] [--out report.csv]
//   npm run leads -- staff add <email> [--name "Jane Doe"] | staff remove <email> | staff list
//   npm run leads -- backup FILE | restore FILE [--replace]
//   npm run leads -- mail-dns
// Environment: STAFF_TOKEN (else the token a local server saved in $DATA_DIR/staff-token), LEADS_API_URL (default http://localhost:$PORT, PORT default 3000).
export { run, toCsv, parseSince };
export type { Io, StaffRow };

import { once } from 'node:events';
import { createWriteStream, existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { leadsTable } from '../src/forms/wire-names.ts';
import { toCsv } from '../src/server/leads/leads-csv.ts';
import { restoreFile, saveBackup } from './leads/backup-commands.ts';
import { outboxWords } from '../src/server/mail/outbox-words.ts';
import { readSiteConfig } from '../src/server/site-config.ts';
import { businessTimeZone } from '../src/server/speed/speed-settings.ts';
import { readLocalStaffToken } from '../src/server/staff-token.ts';
import { mailDnsCommand, mailDnsUsage, systemTxtLookup } from './leads/mail-dns-command.ts';
import type { TxtLookup } from './leads/mail-dns-command.ts';
import { localTimes } from './leads/local-times.ts';
import type { LocalTimes } from './leads/local-times.ts';
import { reportCommand, reportUsage } from './leads/report-command.ts';
import { rowCounter } from './leads/row-counter.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the command writes. */
interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** A lead as the API returns it to staff. */
type StaffRow = Record<string, unknown>;

/** Where and how the API is reached. */
interface Api {
  baseUrl: string;
  project: string;
  token: string;
}

// Every option takes a value; which command accepts which is checked by the command.
const optionTypes = {
  limit: { type: 'string' },
  since: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  name: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  replace: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const usage = `Usage: npm run leads -- <command>
  list [--limit N]                          newest leads first (default 50)
  unnotified                                leads whose e-mail to staff has not gone out yet
  export [--since 7d] [--format csv|json] [--out FILE]
                                            --since: 30m, 24h, 7d or a date (default: everything)
${reportUsage}
  staff add EMAIL [--name "Jane Doe"]       give someone access to the inbox at /staff: prints their one-time
                                            invitation link (also e-mailed to them when the server has SMTP_URL)
  staff remove EMAIL                        end someone's access: their account, sessions and links
  staff list                                who has access, and who has not set a password yet
  backup FILE                               everything in the leads' database (leads, history, accounts), from the
                                            running server, into FILE (gzipped JSON lines)
  restore FILE [--replace]                  load a backup into the store, with the server stopped; a store that
                                            holds data is refused unless --replace (which deletes it first)
${mailDnsUsage}
Environment: STAFF_TOKEN (else $DATA_DIR/staff-token of a local server), LEADS_API_URL (default http://localhost:$PORT)`;

async function run(argv: string[], env: NodeJS.ProcessEnv, io: Io, txtLookup: TxtLookup = systemTxtLookup()): Promise<number> {
  let command: string | undefined;
  let words: string[];
  let options: Record<string, string>;
  let replace = false;
  try {
    const parsed = parseArgs({ args: argv, options: optionTypes, allowPositionals: true, strict: true });
    [command, ...words] = parsed.positionals;
    // Only staff (a subcommand and an address), backup and restore (a file) take words after their command.
    const extra = command === 'staff' ? [] : command === 'backup' || command === 'restore' ? words.slice(1) : words;
    if (extra.length) throw new Error(`Unexpected argument "${extra[0]}"`);
    if ((command === 'backup' || command === 'restore') && !words[0]) throw new Error(`${command} needs a file name`);
    if (parsed.values.help) command = 'help';
    options = Object.fromEntries(Object.entries(parsed.values).filter(([key]) => key !== 'help' && key !== 'replace')) as Record<
      string,
      string
    >;
    replace = parsed.values.replace === true;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (!command || command === 'help') {
    io.out(`${usage}\n`);
    return command ? 0 : 2;
  }
  // Read from the settings and DNS alone: no server, no token.
  if (command === 'mail-dns') {
    try {
      io.out(await mailDnsCommand(env, txtLookup));
      return 0;
    } catch (error) {
      io.err(`${(error as Error).message}\n`);
      return 1;
    }
  }
  if (command === 'restore') {
    try {
      io.out(await restoreFile(words[0]!, env, replace));
      return 0;
    } catch (error) {
      io.err(`${(error as Error).message}\n`);
      return 1;
    }
  }
  // A local server on the embedded store writes its token to the data folder when STAFF_TOKEN is not set.
  const token = env.STAFF_TOKEN?.trim() || readLocalStaffToken(resolve(env.DATA_DIR?.trim() || 'data'));
  if (!token) {
    io.err(
      'STAFF_TOKEN is not set here, and no token of a local server was found in DATA_DIR/staff-token. ' +
        'Set STAFF_TOKEN to the token the server runs with, e.g. STAFF_TOKEN=... npm run leads -- list. ' +
        'A server with DATABASE_URL makes no token of its own: give it STAFF_TOKEN too.\n',
    );
    return 2;
  }
  const baseUrl = (env.LEADS_API_URL?.trim() || `http://localhost:${env.PORT?.trim() || 3000}`).replace(/\/+$/, '');
  const { site, speed } = readSiteConfig(projectRoot);
  const api: Api = { baseUrl, project: site.leads.project, token };
  // Every time printed is on the business's clock, whatever this machine's says.
  const times = localTimes(businessTimeZone(speed));
  try {
    switch (command) {
      case 'staff':
        io.out(await staffCommand(api, words, options, times));
        return 0;
      case 'backup':
        io.err(await saveBackup(baseUrl, token, words[0]!));
        return 0;
      case 'list': {
        const limit = Number(options.limit ?? 50);
        if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
        io.out(table(await fetchRows(api, `order=createdAt.desc&limit=${limit}`), times));
        return 0;
      }
      case 'unnotified': {
        // An error_ copy of a stored lead is the same submission: the lead stands for both.
        const rows = (await fetchAll(api, 'notifiedAt=is.null&spam=eq.false&order=createdAt.asc')).filter((row) => !row.copyOf);
        io.out(rows.length ? table(rows, times) : 'No lead is waiting for its e-mail to staff.\n');
        return 0;
      }
      case 'export': {
        const since = options.since ? parseSince(options.since, new Date()) : undefined;
        const format = options.format ?? 'csv';
        if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json');
        // CSV is for people: choices as the visitor saw them (retired ones too); JSON keeps the stored values.
        const query = new URLSearchParams({ format, ...(since ? { since: since.toISOString() } : {}) });
        const response = await request(api, 'GET', `/api/staff/export?${query}`);
        if (options.out) {
          const file = createWriteStream(options.out);
          const rows = await passOn(response, format, (text) => (file.write(text) ? undefined : once(file, 'drain').then(() => {})));
          await new Promise<void>((done, failed) => file.end((error?: Error | null) => (error ? failed(error) : done())));
          io.err(`Wrote ${rows} lead(s) to ${options.out}\n`);
        } else {
          await passOn(response, format, (text) => io.out(text));
        }
        return 0;
      }
      case 'report': {
        const report = await reportCommand(api, options, (message) => new UsageError(message));
        if (options.out) {
          await writeFile(options.out, report.text, 'utf8');
          io.err(`Wrote ${report.summary} to ${options.out}\n`);
        } else {
          io.out(report.text);
        }
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    io.err(`${(error as Error).message}\n`);
    return 1;
  }
}

class UsageError extends Error {}

// Run as a command (not when imported by tests); after the declarations above it needs.
// The real path: run from a folder reached through a link (a release folder), the script still knows it is the command.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  // Backups and restored databases hold every lead and password hash: readable by this user alone.
  process.umask(0o077);
  // STAFF_TOKEN and PORT may come from the same .env file the server reads.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const io: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
  process.exitCode = await run(process.argv.slice(2), process.env, io);
}

// "7d", "24h", "30m" back from now, or an ISO date/time.
function parseSince(text: string, now: Date): Date {
  const relative = /^(\d+)\s*([mhdw])$/.exec(text.trim());
  if (relative) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[relative[2] as 'm' | 'h' | 'd' | 'w'];
    return new Date(now.getTime() - Number(relative[1]) * unit);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since "${text}": use 30m, 24h, 7d or a date like 2025-01-31`);
  return date;
}

async function fetchAll(api: Api, query: string): Promise<StaffRow[]> {
  const pageSize = 1000;
  const rows: StaffRow[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchRows(api, `${query}&limit=${pageSize}&offset=${offset}`);
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

async function fetchRows(api: Api, query: string): Promise<StaffRow[]> {
  const body = await call(api, 'GET', `/api/db/${encodeURIComponent(api.project)}/rest/v1/${leadsTable}?${query}`);
  if (!Array.isArray(body)) throw new Error('The lead API answered with something other than a list of leads');
  return body as StaffRow[];
}

// One staff request: the answer's JSON, or an error that says what to do.
async function call(api: Api, method: string, path: string, payload?: unknown): Promise<unknown> {
  return (await request(api, method, path, payload)).json();
}

// The export, written on as it arrives (never held whole); returns how many leads it held.
async function passOn(response: Response, format: 'csv' | 'json', write: (text: string) => Promise<void> | void): Promise<number> {
  const counter = rowCounter(format);
  if (!response.body) return 0;
  // ignoreBOM keeps the CSV's byte-order mark: Excel reads the file as UTF-8 by it.
  const reader = response.body.pipeThrough(new TextDecoderStream('utf-8', { ignoreBOM: true })).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return counter.rows;
    counter.add(value);
    await write(value);
  }
}

// One staff request: the response when it succeeded, else an error that says what to do.
async function request(api: Api, method: string, path: string, payload?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(api.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${api.token}`,
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(
      `Cannot reach the lead API at ${api.baseUrl} (${cause}). Is the server running? Set LEADS_API_URL if it runs elsewhere.`,
    );
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.status === 401) {
    const message = (body as { message?: string } | null)?.message ?? 'Unauthorized';
    if (message === 'Staff access is disabled') {
      throw new Error(
        'The server runs without STAFF_TOKEN, so it refuses every staff request. Set STAFF_TOKEN on the server, restart it, and use the same token here.',
      );
    }
    throw new Error(`The server refused the staff token (401: ${message}). Check that STAFF_TOKEN matches the server's.`);
  }
  const message = (body as { message?: string; details?: string } | null) ?? {};
  throw new Error(
    `The lead API answered ${response.status}: ${message.message ?? 'unexpected response'}${message.details ? ` (${message.details})` : ''}`,
  );
}

// staff add|remove|list: the accounts of the inbox, through the staff-token API.
async function staffCommand(api: Api, words: string[], options: Record<string, string>, times: LocalTimes): Promise<string> {
  const [action, email, ...extra] = words;
  const unexpected = Object.keys(options).filter((key) => action !== 'add' || key !== 'name');
  if (extra.length || unexpected.length) throw new UsageError(`Unexpected argument(s) for staff ${action ?? ''}`);
  if (action === 'list') {
    if (email) throw new UsageError('staff list takes no address');
    const { accounts } = (await call(api, 'GET', '/api/staff/accounts')) as { accounts: StaffRow[] };
    return accountTable(accounts, times);
  }
  if (action !== 'add' && action !== 'remove') throw new UsageError('Use staff add EMAIL, staff remove EMAIL or staff list');
  if (!email) throw new UsageError(`staff ${action} needs an e-mail address`);
  if (action === 'remove') {
    await call(api, 'DELETE', `/api/staff/accounts/${encodeURIComponent(email)}`);
    return `Removed ${email}: signed out everywhere, and any link sent to them no longer works.\n`;
  }
  const created = (await call(api, 'POST', '/api/staff/accounts', { email, ...(options.name ? { name: options.name } : {}) })) as {
    account: { email: string; name: string };
    invitationUrl: string;
    emailed: boolean;
  };
  const who = created.account.name ? `${created.account.name} <${created.account.email}>` : created.account.email;
  return [
    `Account created for ${who}.`,
    'One-time invitation link (they open it to choose their password; it works once, for 7 days):',
    '',
    `  ${created.invitationUrl}`,
    '',
    created.emailed
      ? `The server also e-mailed this link to ${created.account.email}.`
      : `Nothing was e-mailed (the server has no SMTP_URL, or the mail server did not take it): send this link to ${created.account.email} yourself.`,
    '',
  ].join('\n');
}

function accountTable(accounts: StaffRow[], times: LocalTimes): string {
  if (!accounts.length) return 'Nobody has access to the inbox yet. Add someone: npm run leads -- staff add EMAIL --name "Their Name"\n';
  const day = (value: unknown) => (value ? times.at(String(value)) : 'never');
  const rows = accounts.map((account) => [
    String(account.email),
    String(account.name ?? ''),
    account.passwordSet ? 'yes' : 'no (invitation not used yet)',
    day(account.lastSignInAt),
    day(account.createdAt),
  ]);
  return columns(['Email', 'Name', 'Password set', 'Last sign-in', 'Added'], rows, [0]) + times.named;
}

// One word for the lead's delivery: yes, written to the outbox folder, waiting (next attempt), failed, not yet.
function deliveryState(row: StaffRow, times: LocalTimes): string {
  const delivery = row.delivery as { state: string; deferred: string[]; refused: string[]; outbox?: boolean } | null | undefined;
  if (row.spam) return 'spam';
  // The server without a mail server counts a file in its outbox folder as sent: say where it went.
  if (row.notifiedAt && delivery?.outbox) return outboxWords.sentence;
  if (row.notifiedAt) return delivery?.refused.length ? `yes, refused: ${delivery.refused.join(', ')}` : 'yes';
  if (delivery?.state === 'failed') return 'failed (see emailError)';
  if (row.nextAttemptAt) return `waiting, next ${times.at(String(row.nextAttemptAt))}`;
  return 'not yet';
}

function table(rows: StaffRow[], times: LocalTimes): string {
  if (!rows.length) return 'No leads.\n';
  const header = ['Created', 'ID', 'Name', 'Phone', 'Email', 'Service', 'E-mailed'];
  const lines = rows.map((row) => [
    times.at(String(row.createdAt ?? '')),
    String(row.id ?? ''),
    String(row.name ?? ''),
    String(row.phone ?? ''),
    String(row.email ?? ''),
    String(row.serviceType ?? ''),
    deliveryState(row, times),
  ]);
  // The id is shown whole: it is what other commands and the inbox address take; so is the delivery's sentence.
  return columns(header, lines, [1, 6]) + times.named;
}

// Aligned columns; cells over 40 characters are cut, except in the `whole` columns.
function columns(header: string[], lines: string[][], whole: number[]): string {
  const fit = (cell: string, column: number) => {
    const flat = cell.replace(/\s+/g, ' ');
    return whole.includes(column) ? flat : flat.slice(0, 40);
  };
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => fit(line[column] ?? '', column).length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => fit(cell, column).padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[format(header), ...lines.map(format)].join('\n')}\n`;
}
