export { createMailer };
export type { Mailer, OutgoingMail, SendResult, MailerOptions };

import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { FastifyBaseLogger } from 'fastify';
import type { DkimSettings } from './dkim.ts';

/** One e-mail: a lead to its recipients, or a sign-in link to a staff member. */
interface OutgoingMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The visitor's address, so the recipients can answer directly. */
  replyTo?: string;
  /** The lead's id, sent as the X-Lead-Id header and used in the outbox file name (none: an account e-mail). */
  leadId?: string;
  /** Names the outbox file when there is no lead id. */
  label?: string;
  /** The same for every attempt of one lead, so a message sent twice shows once in mail clients. */
  messageId: string;
  /** More headers (an automatic answer says so). */
  headers?: Record<string, string>;
}

/** What the mail server answered for each recipient. */
interface SendResult {
  messageId: string;
  accepted: string[];
  /** Refused recipients with the server's reply code (4xx: for now, 5xx: for good) and text. */
  rejected: { address: string; code: number; reply: string }[];
  /** The outbox file (no SMTP_URL). */
  file?: string;
}

/** Where and how mail is sent. */
interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** How long to wait for each reply of the mail server; default 3 minutes (slow servers take over a minute after DATA). */
  timeoutMs?: number;
  /** Sign every message sent over SMTP with this domain's key (the outbox's files are not sent, so not signed). */
  dkim?: DkimSettings;
}

/** Sends the server's e-mails over SMTP or into the dev outbox. */
interface Mailer {
  /** "smtp://host:port" or the outbox folder, for logs. */
  readonly target: string;
  /** Resolves once the mail server (or the outbox) answered for every recipient; throws when it could not be asked
   * (down, timeout) or refused the message itself. */
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Resolves when the mail server answers (used to notice that it is back after an outage). */
  verify(): Promise<void>;
  /** Releases connections. */
  close(): void;
}

// SMTP when a URL is configured; otherwise each message becomes an .eml file a developer can open.
function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from, options.timeoutMs ?? 180_000, options.dkim)
    : outboxMailer(join(options.dataDir, 'outbox'), options.from, options.log);
}

function smtpMailer(smtpUrl: string, from: string, timeoutMs: number, dkim: DkimSettings | undefined): Mailer {
  // Pooled: a backlog after an outage drains over open connections instead of one handshake per lead.
  // A server that is not there is noticed within 10 s; one that is slow to answer (RFC 5321 allows minutes
  // after DATA) is waited for, since giving up early sends the lead again.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: timeoutMs },
    // nodemailer's own signer: the message is signed as the transport writes it, for every recipient at once.
    { from, ...(dkim ? { dkim: { ...dkim } } : {}) },
  );
  let target = 'smtp';
  try {
    const url = new URL(smtpUrl);
    target = `${url.protocol}//${url.host}`;
  } catch {
    // nodemailer reports a bad URL on the first send
  }
  return {
    target,
    async send(mail) {
      let info;
      try {
        info = await transport.sendMail(message(mail));
      } catch (error) {
        // Every recipient refused: an answer per address, not a failure to send.
        const refused = (error as { rejectedErrors?: unknown[] }).rejectedErrors;
        if (Array.isArray(refused) && refused.length) return { messageId: mail.messageId, accepted: [], rejected: refused.map(rejection) };
        throw error;
      }
      return {
        messageId: mail.messageId,
        accepted: (info.accepted as unknown[]).map(String),
        rejected: ((info as { rejectedErrors?: unknown[] }).rejectedErrors ?? []).map(rejection),
      };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

function outboxMailer(folder: string, from: string, log: FastifyBaseLogger): Mailer {
  removeHalfWritten(folder, log);
  let made: Promise<unknown> | undefined;
  return {
    target: folder,
    async send(mail) {
      // The message nodemailer would send, built by its own composer: the stream transport around it cost
      // twice as much CPU as the building itself, for the same bytes.
      const eml = await compose({ from, ...message(mail) });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // A lead's id is unique; messages named by their label alone (two links sent in one millisecond) get a random part.
      const name = mail.leadId ?? `${randomBytes(4).toString('hex')}-${mail.label ?? 'message'}`;
      const file = join(folder, `${stamp}-${name.replace(/[^A-Za-z0-9_-]/g, '')}.eml`);
      try {
        // The folder is made once; after a failure (removed meanwhile) it is made again next time. Its messages hold
        // live sign-in links: only the server's own user may read them.
        await (made ??= mkdir(folder, { recursive: true, mode: 0o700 }).then(() => chmod(folder, 0o700)));
        // Write then rename, so a reader never sees half a message. Not the blocking calls: making a file can cost
        // a fraction of a millisecond of kernel time, better spent off the thread that answers requests.
        await writeFile(`${file}.tmp`, eml, { mode: 0o600 });
        await rename(`${file}.tmp`, file);
      } catch (error) {
        made = undefined;
        throw error;
      }
      log.info({ file, leadId: mail.leadId }, `${mail.leadId ? 'Lead e-mail' : 'E-mail'} written to ${file} (no SMTP_URL set)`);
      return { messageId: mail.messageId, accepted: mail.to, rejected: [], file };
    },
    async verify() {},
    close() {},
  };
}

// A message is written to NAME.eml.tmp, then renamed: a .tmp file at start is a write a killed process never finished
// (one process per data folder: its lock says so).
function removeHalfWritten(folder: string, log: FastifyBaseLogger): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // no outbox yet
  }
  const halfWritten = names.filter((name) => name.endsWith('.eml.tmp'));
  for (const name of halfWritten) rmSync(join(folder, name), { force: true });
  if (halfWritten.length > 0)
    log.warn(`Removed ${halfWritten.length} half-written e-mail file(s) from ${folder}, left by a stopped server`);
}

// The whole message with CRLF line ends, as it would travel over SMTP.
function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
  return new Promise((resolve, reject) => {
    new MailComposer(options).compile().build((error, built) => {
      if (error) reject(error);
      else resolve(built.toString('utf8').replace(/\r?\n/g, '\r\n'));
    });
  });
}

function message(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    messageId: mail.messageId,
    ...(mail.leadId || mail.headers ? { headers: { ...mail.headers, ...(mail.leadId ? { 'X-Lead-Id': mail.leadId } : {}) } } : {}),
  };
}

function rejection(error: unknown): { address: string; code: number; reply: string } {
  const { recipient, responseCode, response } = error as { recipient?: unknown; responseCode?: unknown; response?: unknown };
  return { address: String(recipient ?? ''), code: Number(responseCode ?? 0), reply: String(response ?? (error as Error).message) };
}
