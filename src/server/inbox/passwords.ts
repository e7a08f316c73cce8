export { hashPassword, verifyPassword, newSecret, secretHash, passwordRules };

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOnThreads } from './hashing-threads.ts';

/** What a new password must be. */
const passwordRules = { minLength: 10, maxLength: 1000 };

// scrypt's cost (N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per check).
const cost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

// A stored hash to check against when the address is unknown, so both cases take the same time.
let decoy: Promise<string> | undefined;

/** `scrypt$N$r$p$salt$hash`, with a random salt per password. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Compares in constant time; a missing or malformed stored hash is checked against a decoy and fails. */
async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [, n, r, p, salt, hash] = valid ? parts : (await (decoy ??= hashPassword(randomBytes(16).toString('hex')))).split('$');
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return valid && expected.length === actual.length && timingSafeEqual(expected, actual);
}

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  return scryptOnThreads(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 128 * options.N * options.r * 2 });
}

/** A random value for a cookie, a link or a CSRF token (256 bits, URL-safe). */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: it cannot be used to sign in or open a link. */
function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
