// @vitest-environment node
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/mail/mailer.ts';
import type { OutgoingMail } from '../../src/server/mail/mailer.ts';
import { freshDataDir } from '../support/data-dir.ts';

const from = '"Test Site" <no-reply@test.example>';
const mail: OutgoingMail = {
  to: ['office@test.example', 'estimates@test.example'],
  subject: 'New Windows Lead - José Müller',
  html: '<p>Name: José Müller</p>\n<p>Message: a long line '.concat('word '.repeat(40), '</p>'),
  text: 'Name: José Müller\nMessage: a long line '.concat('word '.repeat(40)),
  replyTo: 'jose@example.com',
  leadId: 'contact_1764000000000_0123456789abcdef01234567',
  messageId: '<lead-1764000000000_0123456789abcdef01234567@test.example>',
};
// A logger that writes nothing.
const log = Fastify({ logger: false }).log;
const removers: (() => void)[] = [];
afterEach(() => removers.splice(0).forEach((remove) => remove()));

async function outbox(): Promise<string> {
  const data = await freshDataDir();
  removers.push(data.remove);
  return data.dir;
}

// Boundaries and the date differ from one message to the next; everything else must not.
function comparable(eml: string): string {
  return eml
    .replace(/--_NmP-[0-9a-f]+-Part_\d+/g, '--BOUNDARY')
    .replace(/boundary="[^"]+"/g, 'boundary=B')
    .replace(/^Date: .*$/m, 'Date: D');
}

describe('dev outbox', () => {
  it('writes the message nodemailer would send, byte for byte, with CRLF line ends and nothing half-written', async () => {
    const dataDir = await outbox();
    const mailer = createMailer({ from, dataDir, log });
    const result = await mailer.send(mail);
    expect(result).toMatchObject({ messageId: mail.messageId, accepted: mail.to, rejected: [] });
    expect(readdirSync(join(dataDir, 'outbox'))).toEqual([expect.stringMatching(/-contact_1764000000000_0123456789abcdef01234567\.eml$/)]);
    const eml = readFileSync(result.file!, 'utf8');
    const { message } = await nodemailer
      .createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from })
      .sendMail({ ...mail, headers: { 'X-Lead-Id': mail.leadId } });
    expect(comparable(eml)).toBe(comparable((message as Buffer).toString('utf8')));
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?New_Windows_Lead_-_Jos=C3=A9_M=C3=BCller\?=\r$/m);
    expect(eml).toContain('\r\nMessage-ID: <lead-1764000000000_0123456789abcdef01234567@test.example>\r\n');
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('makes the folder again when it was removed, and reports a folder it cannot write', async () => {
    const dataDir = await outbox();
    const mailer = createMailer({ from, dataDir, log });
    await mailer.send(mail);
    rmSync(join(dataDir, 'outbox'), { recursive: true });
    // A file where the folder should be: the send fails (the lead stays pending) instead of claiming success.
    writeFileSync(join(dataDir, 'outbox'), 'not a folder');
    await expect(mailer.send(mail)).rejects.toThrow();
    rmSync(join(dataDir, 'outbox'));
    await mailer.send(mail);
    expect(readdirSync(join(dataDir, 'outbox')).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
  });
});
