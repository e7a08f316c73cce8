// @vitest-environment node
// Every message the server sends over SMTP is DKIM-signed with the domain's key: a lead e-mail sent through a real
// SMTP server verifies against the public key DNS would publish (mailauth, the DNS lookup answered here); a changed
// message or another key does not. A half-made or unreadable DKIM setting stops the start with what to do.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLead } from '../../src/forms/contact-sequence.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { dkimFromEnv, dkimTxtRecord } from '../../src/server/mail/dkim.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { liveSite } from '../support/content-copy.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { refusedStart, serverEnv } from '../support/server-process.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { startApp, staffToken, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const scratch = mkdtempSync(join(tmpdir(), 'leads-test-dkim-'));
const pem = (type: 'rsa' | 'ed25519') =>
  generateKeyPairSync(type as 'rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
const keyFile = join(scratch, 'dkim-private.pem');
writeFileSync(keyFile, pem('rsa'));
const dkimEnv = { DKIM_DOMAIN: 'harborlightwindows.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY_FILE: keyFile };
const dkim = dkimFromEnv(dkimEnv)!;
const published = `${dkimEnv.DKIM_SELECTOR}._domainkey.${dkimEnv.DKIM_DOMAIN}`;

// The network edge: DNS answers with the TXT record `npm run leads -- mail-dns` tells the operator to publish.
const resolverWith = (record: string) => async (name: string, type: string) => {
  if (name === published && type === 'TXT') return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

let smtp: SmtpFixture;
let server: RunningApp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApp({
    smtpUrl: smtp.url,
    mailFrom: '"Harbor Light Windows" <website@harborlightwindows.com>',
    recipients: ['office@harborlightwindows.com'],
    questions: readSiteConfig(liveSite).questions,
    dkim,
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a lead e-mail sent through the SMTP server', () => {
  it('carries a DKIM signature of the domain that verifies against its published key; a change or another key fails', async () => {
    const result = await submitLead(
      'estimate',
      { name: 'Maria Lopez', email: 'maria@home.example', phone: '(239) 555-0300', serviceType: 'Windows', message: 'Two bay windows' },
      { baseUrl: server.url, project: testSite.leads.project },
    );
    expect(result.ok).toBe(true);
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === result.id)!;
    expect(mail.headers['dkim-signature']).toMatch(/\bd=harborlightwindows\.com;.*\bs=mail2026;/);

    const verified = await dkimVerify(mail.raw, { resolver: resolverWith(dkimTxtRecord(dkim.privateKey)) });
    expect(verified.results.map((signature) => [signature.signingDomain, signature.selector, signature.status.result])).toEqual([
      ['harborlightwindows.com', 'mail2026', 'pass'],
    ]);
    // Aligned with the From address: what DMARC asks of a signature.
    expect(verified.results[0]!.status.aligned).toBe('harborlightwindows.com');

    const changed = mail.raw.replace('Two bay windows', 'Two bay windowz');
    expect(changed).not.toBe(mail.raw);
    const tampered = await dkimVerify(changed, { resolver: resolverWith(dkimTxtRecord(dkim.privateKey)) });
    // A body that no longer matches the signed hash: mailauth says neutral with the reason (RFC 6376, 6.3).
    expect(tampered.results[0]!.status).toMatchObject({ result: 'neutral', comment: 'body hash did not verify' });
    const otherKey = await dkimVerify(mail.raw, { resolver: resolverWith(dkimTxtRecord(pem('rsa'))) });
    expect(otherKey.results[0]!.status.result).toBe('fail');
  });
});

describe('the DKIM settings', () => {
  it('are all three or none: none sends unsigned, some refuse with the missing names', () => {
    expect(configFromEnv({}, liveSite).dkim).toBeUndefined();
    expect(configFromEnv(dkimEnv, liveSite).dkim).toEqual({
      domainName: 'harborlightwindows.com',
      keySelector: 'mail2026',
      privateKey: dkim.privateKey,
    });
    expect(() => configFromEnv({ DKIM_DOMAIN: 'harborlightwindows.com' }, liveSite)).toThrow(
      'DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together: DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE are not set.',
    );
  });

  it.each([
    ['a missing file', join(scratch, 'nowhere.pem'), /^DKIM_PRIVATE_KEY_FILE: cannot read .*nowhere\.pem \(ENOENT\)\. .*openssl genrsa/],
    ['a folder', scratch, /^DKIM_PRIVATE_KEY_FILE: cannot read .* \(EISDIR\)/],
    ['no key', join(scratch, 'notes.txt'), /is not a private key in PEM form .*openssl genrsa -out dkim-private\.pem 2048/],
    ['an ed25519 key', join(scratch, 'ed25519.pem'), /holds an ed25519 key; e-mails are signed with RSA/],
  ])('refuse %s with what to do', (_, file, message) => {
    writeFileSync(join(scratch, 'notes.txt'), 'not a key\n');
    writeFileSync(join(scratch, 'ed25519.pem'), pem('ed25519'));
    expect(() => configFromEnv({ ...dkimEnv, DKIM_PRIVATE_KEY_FILE: file }, liveSite)).toThrow(message);
  });

  it('stop a server process at start with one line saying so', async () => {
    const data = await freshDataDir();
    try {
      mkdirSync(join(data.dir, 'keys'));
      const env = await serverEnv(data.dir, staffToken, { ...dkimEnv, DKIM_PRIVATE_KEY_FILE: join(data.dir, 'keys/missing.pem') });
      const { code, output, answered } = await refusedStart(env);
      expect(code).toBe(1);
      expect(answered).toBe(false);
      expect(output.trim()).toMatch(/^Cannot start the server: DKIM_PRIVATE_KEY_FILE: cannot read \S+missing\.pem \(ENOENT\)\./);
    } finally {
      data.remove();
    }
  });
});
