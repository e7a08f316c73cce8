// `npm run leads -- mail-dns` with DNS answered here (the network edge): the records to publish, and what the domain
// publishes compared with them; a DNS that cannot be asked is said plainly and fails nothing.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { run } from '../leads.ts';
import { mailDnsCommand } from './mail-dns-command.ts';
import type { TxtLookup } from './mail-dns-command.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mail-dns-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey, publicKey } = pair();
const keyFile = join(scratch, 'dkim.pem');
writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
// The key as DNS carries it, from the pair's own public half (the command derives it from the private key).
const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const env = {
  MAIL_FROM: '"Harbor Light Windows" <website@harborlightwindows.com>',
  SMTP_URL: 'smtps://website:secret@smtp.mailprovider.net:465',
  DKIM_DOMAIN: 'harborlightwindows.com',
  DKIM_SELECTOR: 'mail2026',
  DKIM_PRIVATE_KEY_FILE: keyFile,
};

/** DNS with these TXT records (each split as a DNS provider may); every other name does not exist. */
function dns(records: Record<string, string[]>): TxtLookup {
  return async (name) => {
    const found = records[name];
    if (!found) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found.map((text) => text.match(/.{1,255}/g) ?? ['']);
  };
}

const published = (output: string) => output.split('\n').filter((line) => line.startsWith('  Published: '));

describe('mail-dns', () => {
  test('prints the three records for the domain and its key, and says each published one matches', async () => {
    const output = await mailDnsCommand(
      env,
      dns({
        'harborlightwindows.com': ['google-site-verification=abc', 'v=spf1 include:mailprovider.net ~all'],
        'mail2026._domainkey.harborlightwindows.com': [`v=DKIM1; k=rsa; p=${p}`],
        '_dmarc.harborlightwindows.com': ['v=DMARC1; p=quarantine; rua=mailto:reports@harborlightwindows.com'],
      }),
    );
    const lines = output.split('\n');
    expect(lines[0]).toBe('Mail DNS records for harborlightwindows.com');
    expect(lines).toContain('SPF    TXT record at harborlightwindows.com');
    expect(lines).toContain('  v=spf1 include:mailprovider.net ~all');
    expect(lines).toContain('DKIM   TXT record at mail2026._domainkey.harborlightwindows.com');
    expect(lines).toContain(`  v=DKIM1; k=rsa; p=${p}`);
    expect(lines).toContain('DMARC  TXT record at _dmarc.harborlightwindows.com');
    expect(lines).toContain('  v=DMARC1; p=none');
    expect(published(output)).toEqual([
      '  Published: v=spf1 include:mailprovider.net ~all (names include:mailprovider.net: matches).',
      "  Published: matches this server's key.",
      '  Published: v=DMARC1; p=quarantine; rua=mailto:reports@harborlightwindows.com (a DMARC record with p=quarantine: matches).',
    ]);
  });

  test('says what differs: another key, two SPF records, an SPF without the provider, nothing published', async () => {
    const other = pair().publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const differing = await mailDnsCommand(
      env,
      dns({
        'harborlightwindows.com': ['v=spf1 include:_spf.google.com ~all', 'v=spf1 a mx -all'],
        'mail2026._domainkey.harborlightwindows.com': [`v=DKIM1; k=rsa; p=${other}`],
      }),
    );
    expect(published(differing)).toEqual([
      '  Published: 2 SPF records, which receivers treat as an error: merge them into one.',
      expect.stringMatching(/^ {2}Published: a different key: receivers will refuse the signatures\./),
      '  Published: none yet.',
    ]);
    const withoutProvider = await mailDnsCommand(env, dns({ 'harborlightwindows.com': ['v=spf1 mx -all'] }));
    expect(published(withoutProvider)[0]).toBe(
      '  Published: v=spf1 mx -all (does not name include:mailprovider.net: check that it covers your mail provider).',
    );
  });

  test('when DNS cannot be asked, says so plainly and still prints the records', async () => {
    const down: TxtLookup = async () => {
      throw Object.assign(new Error('queryTxt ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    let out = '';
    const code = await run(['mail-dns'], env, { out: (text) => (out += text), err: (text) => (out += text) }, down);
    expect(code).toBe(0);
    expect(out).toContain(`  v=DKIM1; k=rsa; p=${p}`);
    expect(published(out)).toEqual(
      Array(3).fill(
        '  Published: could not be looked up (DNS did not answer: ECONNREFUSED). Nothing is wrong with the records above; run this again where DNS can be reached.',
      ),
    );
  });

  test('without DKIM it says how to set it up; a DKIM domain other than the sender is pointed out', async () => {
    const unsigned = await mailDnsCommand({ MAIL_FROM: env.MAIL_FROM }, dns({}));
    expect(unsigned).toContain('DKIM   not set up: the e-mails go out unsigned. Make a key (openssl genrsa -out dkim-private.pem 2048)');
    expect(unsigned).toContain("  v=spf1 include:<your mail provider's SPF domain> ~all");
    const elsewhere = await mailDnsCommand({ ...env, DKIM_DOMAIN: 'mailprovider.net' }, dns({}));
    expect(elsewhere).toContain('Note: DKIM_DOMAIN is mailprovider.net but MAIL_FROM is on harborlightwindows.com');
  });

  test('needs MAIL_FROM, and refuses a half-made DKIM setting with exit code 1', async () => {
    expect(await mailDnsCommand({}, dns({}))).toMatch(/^MAIL_FROM is not set, so there is no domain to publish records for\./);
    let err = '';
    const code = await run(['mail-dns'], { ...env, DKIM_SELECTOR: '' }, { out: () => {}, err: (text) => (err += text) }, dns({}));
    expect(code).toBe(1);
    expect(err).toContain('DKIM_SELECTOR is not set');
  });
});
