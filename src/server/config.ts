export { configFromEnv, defaultRetry, defaultPhotoRoom };
export type { ServerConfig, RetrySettings, FaultHook, PhotoRoomSettings };

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { Agent } from 'node:https';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { isEmail } from '../forms/lead-rules.ts';
import { dkimFromEnv } from './mail/dkim.ts';
import type { DkimSettings } from './mail/dkim.ts';
import { readSiteConfig } from './site-config.ts';
import type { FormWords } from '../content/types.ts';
import type { VisitorForm } from './leads/lead-language.ts';
import type { LeadQuestions } from '../content/questions.ts';
import type { SiteConfig } from './site-config.ts';
import { defaultVisitSettings } from './visits/visit-settings.ts';
import type { VisitSettings } from './visits/visit-settings.ts';
import type { SpeedSettings } from './speed/speed-settings.ts';
import type { PushResolver } from './speed/push-endpoint.ts';

/** Everything the server needs; `configFromEnv` builds it from the environment, tests build it directly. */
interface ServerConfig {
  /** Interface to listen on. */
  host: string;
  /** TCP port (0: any free port). */
  port: number;
  /** Embedded database (`db/`) and dev outbox (`outbox/`). */
  dataDir: string;
  /** The prerendered site (vike's dist/client). */
  clientDir: string;
  /** PostgreSQL connection string; unset: the embedded database. */
  databaseUrl?: string;
  /** PostgreSQL schema (created if missing); unset: the connection's default. */
  databaseSchema?: string;
  /** SMTP server URL (smtp:// or smtps://, credentials inside); unset: the dev outbox. */
  smtpUrl?: string;
  /** Sender of the lead and account e-mails. */
  mailFrom: string;
  /** How long to wait for each reply of the mail server; unset: 3 minutes. */
  mailTimeoutMs?: number;
  /** DKIM_DOMAIN, DKIM_SELECTOR and the key of DKIM_PRIVATE_KEY_FILE: every message sent is signed; unset: unsigned. */
  dkim?: DkimSettings;
  /** Where lead e-mails go: STAFF_EMAILS, else site.yaml leads.staffEmails (the names operators set stay). */
  recipients: string[];
  /** Bearer token for staff reads and deletes; unset: they are refused. */
  staffToken?: string;
  /** The site's address as staff reach it, without a trailing slash: links in e-mails point there. */
  publicUrl: string;
  /** Facts from content/site.yaml. */
  site: SiteConfig;
  /** The forms' questions, from content: what the server accepts and the fallback form asks. */
  questions: LeadQuestions;
  /** The forms' own words in the main language (site.yaml messages.form): what a visitor's form is told. */
  formWords: FormWords;
  /** The forms in each other language of the site, by code: a request from a page in one is answered in it. */
  formsInLanguage: Record<string, VisitorForm>;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY for Web Push; unset: made on first start on the embedded store. */
  vapid?: { publicKey?: string; privateKey?: string };
  /** The homeowner's acknowledgement and the inbox's alerts (site.yaml speedToLead); unset: neither. */
  speed?: SpeedSettings;
  /** The background e-mail retry. */
  retry: RetrySettings;
  /** Requests per client address and window on the lead endpoints. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Fastify's trustProxy: whether X-Forwarded-For names the client (behind a reverse proxy). */
  trustProxy: boolean | string;
  /** Log level, or false for no logs; `pretty`: readable lines for a person at a terminal instead of JSON. */
  logger: false | { level: string; pretty?: boolean };
  /** Names this process in delivery claims. */
  instanceId: string;
  /** The visit counter's endpoint and how long raw events are kept; unset: the defaults. */
  visits?: VisitSettings;
  /** Daily backups of the embedded store kept in DATA_DIR/backups (0: none; unset in tests). */
  dailyBackups?: number;
  /** What leads' photos may take: the whole store's share, the data disk's floor, and one address's photos a day. */
  photos?: PhotoRoomSettings;
  /** Longest time to receive a whole request (headers and body); unset: 30 s. */
  requestTimeoutMs?: number;
  /** Most open connections from one address; unset: 256. */
  connectionsPerClient?: number;
  /** PUSH_SERVICE_ORIGINS: https origins accepted as push services besides the browsers' public ones (a self-hosted
   * push service; tests); their addresses are not checked. */
  pushServiceOrigins?: string[];
  /** Test-only: the HTTPS agent push requests to those origins use (a local push service with its own certificate). */
  pushAgent?: Agent;
  /** Test-only: the DNS as push requests see it. */
  pushResolver?: PushResolver;
  /** Test-only network faults: drop the connection before or after a matching request is handled. */
  faults?: FaultHook;
  /** Test-only: an answer its route's response schema would change is a 500 (http/answer-check.ts). */
  checkAnswers?: boolean;
  /** Test-only: sees each route as it is registered, with its schema. */
  onRoute?: (route: RouteOptions) => void;
}

/** Returns true to destroy the request's connection at that stage. */
type FaultHook = (request: FastifyRequest, stage: 'before' | 'after') => boolean;

/** When and how often unnotified leads are e-mailed again. */
interface RetrySettings {
  /** Run the loop at all. */
  enabled: boolean;
  /** A lead unnotified this long after creation is e-mailed by the server. */
  delayMs: number;
  /** How often the loop looks for due leads. */
  intervalMs: number;
  /** Longest wait between two failed attempts (the wait doubles from delayMs). */
  maxDelayMs: number;
  /** Leads handled per pass. */
  batchSize: number;
  /** A claim older than this is taken over (its sender died mid-send). */
  staleClaimMs: number;
}

function defaultRetry(delayMs = 5 * 60_000): RetrySettings {
  return {
    enabled: true,
    delayMs,
    intervalMs: Math.min(30_000, Math.max(100, Math.round(delayMs / 4))),
    maxDelayMs: Math.max(delayMs, 60 * 60_000),
    batchSize: 20,
    staleClaimMs: 10 * 60_000,
  };
}

// Reads the environment (see .env.example) and the content (site.yaml and the forms' questions); throws with the variable's name on bad values.
function configFromEnv(env: NodeJS.ProcessEnv, root: string, terminal = process.stdout.isTTY === true): ServerConfig {
  const { site, questions, formWords, formsInLanguage, speed } = readSiteConfig(root);
  const recipients = env.STAFF_EMAILS?.trim()
    ? env.STAFF_EMAILS.split(',')
        .map((address) => address.trim())
        .filter(Boolean)
    : site.leads.staffEmails;
  for (const address of recipients) {
    if (!isEmail(address)) throw new Error(`STAFF_EMAILS: "${address}" is not an e-mail address`);
  }
  const staffToken = env.STAFF_TOKEN?.trim() || undefined;
  if (staffToken !== undefined && staffToken.length < 16) {
    throw new Error('STAFF_TOKEN must be at least 16 characters (for example: openssl rand -hex 24)');
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    host: env.HOST?.trim() || '0.0.0.0',
    port,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    clientDir: env.SITE_DIR?.trim() ? resolve(env.SITE_DIR.trim()) : resolve(root, 'dist/client'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `"${site.name.replace(/["\\\r\n]/g, '')}" <no-reply@localhost>`,
    mailTimeoutMs: integer(env, 'SMTP_TIMEOUT_SECONDS', 180, 1, 600) * 1000,
    dkim: dkimFromEnv(env),
    recipients,
    staffToken,
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    site,
    questions,
    formWords,
    formsInLanguage,
    speed,
    pushServiceOrigins: origins(env.PUSH_SERVICE_ORIGINS),
    vapid: { publicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined, privateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined },
    retry: defaultRetry(integer(env, 'RETRY_DELAY_SECONDS', 300, 1, 86_400) * 1000),
    rateLimit: { max: integer(env, 'RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000), timeWindowMs: 60_000 },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logger: { level: env.LOG_LEVEL?.trim() || 'info', pretty: prettyLogs(env.LOG_FORMAT, terminal) },
    visits: {
      ...defaultVisitSettings(),
      keepDays: integer(env, 'VISITS_KEEP_DAYS', 90, 1, 3650),
      ratePerMinute: integer(env, 'VISITS_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
      firstPagesPerDay: integer(env, 'VISITS_FIRST_PAGES_PER_DAY', 50, 1, 1_000_000),
      eventsPerDay: integer(env, 'VISITS_EVENTS_PER_DAY', 2000, 1, 100_000_000),
      towns: onOff(env, 'VISITS_TOWNS', true),
    },
    instanceId: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    dailyBackups: integer(env, 'BACKUP_DAYS', 7, 0, 3650),
    photos: {
      maxBytes: integer(env, 'PHOTOS_MAX_MB', defaultPhotoRoom.maxBytes / mb, 1, 10_000_000) * mb,
      minFreeBytes: integer(env, 'PHOTOS_MIN_FREE_MB', defaultPhotoRoom.minFreeBytes / mb, 0, 10_000_000) * mb,
      perClientDay: integer(env, 'PHOTOS_PER_CLIENT_PER_DAY', defaultPhotoRoom.perClientDay, 1, 1_000_000),
    },
  };
}

const mb = 1024 * 1024;

interface PhotoRoomSettings {
  /** All photos together, in bytes (PHOTOS_MAX_MB). */
  maxBytes: number;
  /** Photos stop while the data folder's disk has less free, in bytes (PHOTOS_MIN_FREE_MB). */
  minFreeBytes: number;
  /** Photos one address may send a day (PHOTOS_PER_CLIENT_PER_DAY). */
  perClientDay: number;
}

/** 10 GB of photos is about 35,000 phone photos; 1 GB free keeps room for the database to grow and back up. */
const defaultPhotoRoom: PhotoRoomSettings = { maxBytes: 10_240 * mb, minFreeBytes: 1024 * mb, perClientDay: 100 };

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

// PUBLIC_URL=https://www.example.com (a path prefix is kept); unset: this machine's port.
function publicUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim();
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be the site's http(s) address, like https://www.example.com, not "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

// PUSH_SERVICE_ORIGINS=https://push.internal.example:8443,… (https origins only); unset: none.
function origins(raw: string | undefined): string[] {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.map((value) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:' || url.origin !== value.replace(/\/+$/, '')) {
      throw new Error(`PUSH_SERVICE_ORIGINS must list https origins like https://push.example.com:8443, not "${value}"`);
    }
    return url.origin;
  });
}

// LOG_FORMAT=json|pretty; unset: readable in a terminal, JSON lines for a log collector.
function prettyLogs(raw: string | undefined, terminal: boolean): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return terminal;
  if (value === 'pretty' || value === 'json') return value === 'pretty';
  throw new Error(`LOG_FORMAT must be json or pretty, not "${raw}"`);
}

// "true" trusts any proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges.
function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

// on or off (also true/false, 1/0); unset: the default.
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off, not "${env[name]}"`);
}
