// DKIM: every message the server sends carries a signature made with the domain's private key; receivers check it
// against the public key the domain publishes in DNS, and trust the mail more for it. nodemailer signs; this reads
// the key (refusing the start when it cannot) and says what DNS must publish.
export { dkimFromEnv, dkimPublicKey, dkimTxtRecord };
export type { DkimSettings };

import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** nodemailer's own `dkim` option: the signing domain, the selector naming the key in DNS, the private key (PEM). */
interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const variables = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;
const makeKey = 'Make a key with: openssl genrsa -out dkim-private.pem 2048';

// All three variables or none; the key must be a readable RSA private key (nodemailer signs with RSA).
function dkimFromEnv(env: NodeJS.ProcessEnv): DkimSettings | undefined {
  const [domain, selector, file] = variables.map((name) => env[name]?.trim() ?? '');
  const missing = variables.filter((name) => !env[name]?.trim());
  if (missing.length === variables.length) return undefined;
  if (missing.length) {
    throw new Error(
      `DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set ${missing.length > 1 ? 'them' : 'it'}, or unset the others to send unsigned.`,
    );
  }
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(domain!)) {
    throw new Error(`DKIM_DOMAIN must be the domain the e-mails come from, like yourbusiness.com, not "${domain}"`);
  }
  if (!/^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i.test(selector!)) {
    throw new Error(`DKIM_SELECTOR must be a name of letters, digits, dots and dashes, like mail2026, not "${selector}"`);
  }
  const path = resolve(file!);
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(
      `DKIM_PRIVATE_KEY_FILE: cannot read ${path} (${code}). Check the path and that the server's user may read it. ${makeKey}`,
    );
  }
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new Error(`DKIM_PRIVATE_KEY_FILE: ${path} is not a private key in PEM form (-----BEGIN PRIVATE KEY-----). ${makeKey}`);
  }
  if (type !== 'rsa') throw new Error(`DKIM_PRIVATE_KEY_FILE: ${path} holds an ${type} key; e-mails are signed with RSA. ${makeKey}`);
  return { domainName: domain!.toLowerCase(), keySelector: selector!, privateKey: pem };
}

/** The public half of a private key as DNS carries it: base64 of its DER SubjectPublicKeyInfo. */
function dkimPublicKey(privateKey: string): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** The TXT record to publish at `<selector>._domainkey.<domain>`. */
function dkimTxtRecord(privateKey: string): string {
  return `v=DKIM1; k=rsa; p=${dkimPublicKey(privateKey)}`;
}
