// `npm run leads -- mail-dns`: the SPF, DKIM and DMARC records the sender's domain must publish for the office's
// e-mail to reach inboxes, from the server's settings (MAIL_FROM, SMTP_URL, DKIM_*), and what the domain publishes now.
export { mailDnsCommand, systemTxtLookup, mailDnsUsage };
export type { TxtLookup };

import { Resolver } from 'node:dns/promises';
import { dkimFromEnv, dkimPublicKey } from '../../src/server/mail/dkim.ts';

/** The TXT records at a name, each as its strings; throws with the resolver's code (ENOTFOUND, ETIMEOUT...). */
type TxtLookup = (name: string) => Promise<string[][]>;

const mailDnsUsage = `  mail-dns                                  the SPF, DKIM and DMARC records to publish in DNS for MAIL_FROM's
                                            domain, and whether the domain publishes them (no server needed)`;

/** What DNS says about a name: its records, none, or that it could not be asked. */
type Published = { records: string[] } | { unreachable: string };

// Answers that mean "nothing published here"; any other failure means DNS itself could not be asked.
const nothingThere = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

function systemTxtLookup(): TxtLookup {
  // One try, a few seconds: a machine without DNS says so quickly instead of hanging.
  const resolver = new Resolver({ timeout: 4000, tries: 1 });
  return (name) => resolver.resolveTxt(name);
}

async function mailDnsCommand(env: NodeJS.ProcessEnv, lookup: TxtLookup): Promise<string> {
  const mailFrom = env.MAIL_FROM?.trim() ?? '';
  const senderDomain = /@([^@\s<>]+?)>?$/.exec(mailFrom)?.[1]?.toLowerCase();
  const dkim = dkimFromEnv(env);
  const domain = senderDomain ?? dkim?.domainName;
  if (!domain) {
    return (
      'MAIL_FROM is not set, so there is no domain to publish records for. Set MAIL_FROM (in .env or the environment) to ' +
      `the address the e-mails come from, like '"Your Business" <website@yourbusiness.com>', then run this again.\n`
    );
  }
  const smtpHost = hostOf(env.SMTP_URL?.trim() ?? '');
  const lines = [`Mail DNS records for ${domain}`, ''];
  if (dkim && senderDomain && senderDomain !== dkim.domainName && !senderDomain.endsWith(`.${dkim.domainName}`)) {
    lines.push(
      `Note: DKIM_DOMAIN is ${dkim.domainName} but MAIL_FROM is on ${senderDomain}: receivers count a signature for DMARC only`,
      `when its domain is the sender's (or a parent of it). Set DKIM_DOMAIN=${senderDomain}.`,
      '',
    );
  }

  const spfWanted = spfMechanism(smtpHost, domain);
  const spf = await look(lookup, domain);
  lines.push(
    ...record('SPF', domain, `v=spf1 ${spfWanted ?? "include:<your mail provider's SPF domain>"} ~all`, [
      'Which servers may send mail as @' +
        domain +
        '. ' +
        (spfWanted
          ? `${spfWanted} is read from SMTP_URL; if your mail provider's set-up guide names another include, use that one.`
          : 'SMTP_URL is not set: your mail provider names the include in its set-up guide.'),
      'One SPF record per domain: add to an existing one rather than publishing a second.',
    ]),
    `  Published: ${spfState(spf, spfWanted)}`,
    '',
  );

  if (dkim) {
    const name = `${dkim.keySelector}._domainkey.${dkim.domainName}`;
    const key = dkimPublicKey(dkim.privateKey);
    lines.push(
      ...record('DKIM', name, `v=DKIM1; k=rsa; p=${key}`, [
        "The public half of DKIM_PRIVATE_KEY_FILE: receivers check each message's signature with it.",
        'Some DNS providers split a long TXT value into 255-character strings: that is fine.',
      ]),
      `  Published: ${dkimState(await look(lookup, name), key)}`,
      '',
    );
  } else {
    lines.push(
      'DKIM   not set up: the e-mails go out unsigned. Make a key (openssl genrsa -out dkim-private.pem 2048), set',
      '       DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, restart the server and run this again.',
      '',
    );
  }

  const dmarcName = `_dmarc.${domain}`;
  lines.push(
    ...record('DMARC', dmarcName, 'v=DMARC1; p=none', [
      'What receivers should do with mail that claims to be from @' + domain + ' but passes neither SPF nor DKIM.',
      'Start with p=none; once all the mail of the domain passes, p=quarantine keeps others from sending as it.',
    ]),
    `  Published: ${dmarcState(await look(lookup, dmarcName))}`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

function record(kind: string, name: string, value: string, notes: string[]): string[] {
  return [`${kind.padEnd(6)} TXT record at ${name}`, `  ${value}`, ...notes.map((note) => `  ${note}`)];
}

async function look(lookup: TxtLookup, name: string): Promise<Published> {
  try {
    return { records: (await lookup(name)).map((strings) => strings.join('')) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return nothingThere.has(code) ? { records: [] } : { unreachable: code };
  }
}

function unreachable(published: { unreachable: string }): string {
  return `could not be looked up (DNS did not answer: ${published.unreachable}). Nothing is wrong with the records above; run this again where DNS can be reached.`;
}

function spfState(published: Published, wanted: string | undefined): string {
  if ('unreachable' in published) return unreachable(published);
  const spf = published.records.filter((text) => /^v=spf1(\s|$)/i.test(text.trim()));
  if (!spf.length) return 'none yet.';
  if (spf.length > 1) return `${spf.length} SPF records, which receivers treat as an error: merge them into one.`;
  const [text] = spf as [string];
  if (!wanted) return `${text}`;
  return text.toLowerCase().split(/\s+/).includes(wanted.toLowerCase())
    ? `${text} (names ${wanted}: matches).`
    : `${text} (does not name ${wanted}: check that it covers your mail provider).`;
}

function dkimState(published: Published, key: string): string {
  if ('unreachable' in published) return unreachable(published);
  const keys = published.records.filter((text) => /(^|;)\s*p=/.test(text)).map((text) => tag(text, 'p').replace(/\s+/g, ''));
  if (!keys.length) return 'none yet.';
  return keys.includes(key)
    ? "matches this server's key."
    : "a different key: receivers will refuse the signatures. Publish the record above (or point DKIM_PRIVATE_KEY_FILE at the published key's private half).";
}

function dmarcState(published: Published): string {
  if ('unreachable' in published) return unreachable(published);
  const dmarc = published.records.find((text) => /^v=DMARC1\s*(;|$)/i.test(text.trim()));
  if (!dmarc) return 'none yet.';
  return `${dmarc} (a DMARC record with p=${tag(dmarc, 'p') || 'none'}: matches).`;
}

function tag(text: string, name: string): string {
  for (const part of text.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim().toLowerCase() === name) return value.join('=').trim();
  }
  return '';
}

// A mail server inside the sender's own domain is named by its address; a provider's by its domain's own SPF.
function spfMechanism(smtpHost: string | undefined, domain: string): string | undefined {
  if (!smtpHost || /^[\d.:]+$/.test(smtpHost)) return smtpHost ? `ip${smtpHost.includes(':') ? 6 : 4}:${smtpHost}` : undefined;
  if (smtpHost === domain || smtpHost.endsWith(`.${domain}`)) return `a:${smtpHost}`;
  const labels = smtpHost.split('.');
  return `include:${labels.length > 2 ? labels.slice(1).join('.') : smtpHost}`;
}

function hostOf(url: string): string | undefined {
  try {
    return url ? new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
