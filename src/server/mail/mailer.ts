export { createMailer };
export type { Mailer, OutgoingMail };

import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One staff e-mail. */
interface OutgoingMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The visitor's address, so staff can answer directly. */
  replyTo?: string;
  /** The lead's id, sent as the X-Lead-Id header and used in the outbox file name. */
  leadId: string;
}

/** Sends staff e-mails over SMTP or into the dev outbox. */
interface Mailer {
  /** "smtp://host:port" or the outbox folder, for logs. */
  readonly target: string;
  /** Resolves once the mail server (or the outbox) accepted the message. */
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  /** Releases connections. */
  close(): void;
}

// SMTP when a URL is configured; otherwise each message becomes an .eml file a developer can open.
function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(join(options.dataDir, 'outbox'), options.from, options.log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: a backlog after an outage drains over open connections instead of one handshake per lead.
  // Timeouts: a hanging mail server must not hold a request (or a retry claim) for minutes.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
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
      const info = await transport.sendMail(message(mail));
      return { messageId: String(info.messageId) };
    },
    close() {
      transport.close();
    },
  };
}

function outboxMailer(folder: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    target: folder,
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${mail.leadId.replace(/[^A-Za-z0-9_-]/g, '')}.eml`);
      // Write then rename, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info({ file, leadId: mail.leadId }, `Lead e-mail written to ${file} (no SMTP_URL set)`);
      return { messageId: String(info.messageId), file };
    },
    close() {},
  };
}

function message(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    headers: { 'X-Lead-Id': mail.leadId },
  };
}
