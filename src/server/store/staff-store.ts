export { createStaffStore };
export type { StaffStore, StaffAccount, AccountListing, SessionAccount, SessionListing, TokenPurpose, LinkLimit };

import type { Db } from './db.ts';

/** A person with access to the inbox. */
interface StaffAccount {
  id: string;
  email: string;
  name: string;
  /** NULL until the invitation is accepted. */
  passwordHash: string | null;
}

/** An account as `staff list` shows it. */
interface AccountListing {
  email: string;
  name: string;
  createdAt: Date;
  passwordSet: boolean;
  lastSignInAt: Date | null;
}

/** Who a live session belongs to, and its CSRF token. */
interface SessionAccount {
  email: string;
  name: string;
  csrfToken: string;
}

type TokenPurpose = 'invite' | 'reset';

/** How many links an account may be sent. */
interface LinkLimit {
  perHour: number;
  quietMs: number;
}

/** Accounts, one-time links and sessions; secrets arrive already hashed (the store never sees a token). */
interface StaffStore {
  /** Creates an account, or undefined when the address already has one. */
  createAccount(email: string, name: string): Promise<StaffAccount | undefined>;
  /** Ends the account, its sessions and its links; false when there was none. */
  removeAccount(email: string): Promise<boolean>;
  listAccounts(): Promise<AccountListing[]>;
  /** A live account by address. */
  account(email: string): Promise<StaffAccount | undefined>;
  /**
   * Stores a one-time link for the account, valid `ttlMs`, unless it had `perHour` links in the last hour or has
   * an unused one younger than `quietMs`; false then.
   */
  addToken(accountId: string, tokenHash: string, purpose: TokenPurpose, ttlMs: number, limit: LinkLimit): Promise<boolean>;
  /** The address and purpose of an unused, unexpired link of a live account. */
  peekToken(tokenHash: string): Promise<{ accountId: string; email: string; purpose: TokenPurpose } | undefined>;
  /** Uses the link once: sets the password, voids the account's other links and ends its sessions. */
  useToken(tokenHash: string, passwordHash: string): Promise<StaffAccount | undefined>;
  /** Starts a session (idle `idleMs`, at most `maxMs` in all) and records the sign-in and the browser's name. */
  startSession(accountId: string, idHash: string, csrfToken: string, idleMs: number, maxMs: number, userAgent?: string): Promise<void>;
  /** The live session's account, its idle expiry pushed back; undefined when ended, expired or removed. */
  session(idHash: string, idleMs: number, maxMs: number): Promise<SessionAccount | undefined>;
  endSession(idHash: string): Promise<void>;
  /** The live sessions of the account the session `idHash` belongs to, latest use first. */
  listSessions(idHash: string): Promise<SessionListing[]>;
  /** Ends one of those sessions by its public id; false when it is not one of them or already ended. */
  endSessionById(idHash: string, publicId: string): Promise<boolean>;
}

/** A live session as its owner sees it. */
interface SessionListing {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  /** The session of the request that asks. */
  current: boolean;
}

type Row = Record<string, unknown>;

// Expiry after activity: idle time from now, never past the session's absolute limit.
const slidingExpiry = `least(now() + ($2::double precision * interval '1 millisecond'),
  created_at + ($3::double precision * interval '1 millisecond'))`;

function createStaffStore(db: Db): StaffStore {
  return {
    async createAccount(email, name) {
      const rows = await db.query<Row>(
        `INSERT INTO staff_accounts (email, name) VALUES ($1, $2)
         ON CONFLICT (email) WHERE removed_at IS NULL DO NOTHING RETURNING *`,
        [email, name],
      );
      return rows[0] ? toAccount(rows[0]) : undefined;
    },

    async removeAccount(email) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          'UPDATE staff_accounts SET removed_at = now() WHERE email = $1 AND removed_at IS NULL RETURNING id',
          [email],
        );
        const id = rows[0]?.id;
        if (id === undefined) return false;
        await tx.query('UPDATE staff_sessions SET ended_at = now() WHERE account_id = $1 AND ended_at IS NULL', [id]);
        await tx.query('UPDATE staff_tokens SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [id]);
        return true;
      });
    },

    async listAccounts() {
      const rows = await db.query<Row>('SELECT * FROM staff_accounts WHERE removed_at IS NULL ORDER BY email');
      return rows.map((row) => ({
        email: String(row.email),
        name: String(row.name),
        createdAt: row.created_at as Date,
        passwordSet: row.password_hash !== null,
        lastSignInAt: (row.last_sign_in_at as Date | null) ?? null,
      }));
    },

    async account(email) {
      const rows = await db.query<Row>('SELECT * FROM staff_accounts WHERE email = $1 AND removed_at IS NULL', [email]);
      return rows[0] ? toAccount(rows[0]) : undefined;
    },

    async addToken(accountId, tokenHash, purpose, ttlMs, limit) {
      return db.transaction(async (tx) => {
        // The account's row lock: two requests at once count each other's links.
        await tx.query('SELECT id FROM staff_accounts WHERE id = $1 FOR UPDATE', [accountId]);
        const [recent] = await tx.query<Row>(
          `SELECT count(*) AS sent,
             count(*) FILTER (WHERE used_at IS NULL AND expires_at > now()
               AND created_at > now() - ($3::double precision * interval '1 millisecond')) AS unused
           FROM staff_tokens WHERE account_id = $1 AND created_at > now() - interval '1 hour' AND purpose = $2`,
          [accountId, purpose, limit.quietMs],
        );
        if (Number(recent!.sent) >= limit.perHour || Number(recent!.unused) > 0) return false;
        await tx.query(
          `INSERT INTO staff_tokens (token_hash, account_id, purpose, expires_at)
           VALUES ($1, $2, $3, now() + ($4::double precision * interval '1 millisecond'))`,
          [tokenHash, accountId, purpose, ttlMs],
        );
        return true;
      });
    },

    async peekToken(tokenHash) {
      const rows = await db.query<Row>(
        `SELECT a.id, a.email, t.purpose FROM staff_tokens t JOIN staff_accounts a ON a.id = t.account_id
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND a.removed_at IS NULL`,
        [tokenHash],
      );
      const row = rows[0];
      return row ? { accountId: String(row.id), email: String(row.email), purpose: row.purpose as TokenPurpose } : undefined;
    },

    async useToken(tokenHash, passwordHash) {
      return db.transaction(async (tx) => {
        // The conditional update is the single use: of two requests with one link, one wins.
        const used = await tx.query<Row>(
          `UPDATE staff_tokens t SET used_at = now() FROM staff_accounts a
           WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
             AND a.id = t.account_id AND a.removed_at IS NULL
           RETURNING t.account_id`,
          [tokenHash],
        );
        const accountId = used[0]?.account_id;
        if (accountId === undefined) return undefined;
        await tx.query('UPDATE staff_tokens SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [accountId]);
        // A new password signs out every browser that knew the old one.
        await tx.query('UPDATE staff_sessions SET ended_at = now() WHERE account_id = $1 AND ended_at IS NULL', [accountId]);
        const rows = await tx.query<Row>('UPDATE staff_accounts SET password_hash = $2 WHERE id = $1 RETURNING *', [
          accountId,
          passwordHash,
        ]);
        return toAccount(rows[0]!);
      });
    },

    async startSession(accountId, idHash, csrfToken, idleMs, maxMs, userAgent = '') {
      await db.query(
        `WITH s AS (
           INSERT INTO staff_sessions (id_hash, account_id, csrf_token, expires_at, user_agent)
           VALUES ($1, $4, $5, now() + (least($2::double precision, $3::double precision) * interval '1 millisecond'), $6))
         UPDATE staff_accounts SET last_sign_in_at = now() WHERE id = $4`,
        [idHash, idleMs, maxMs, accountId, csrfToken, userAgent.slice(0, 300)],
      );
    },

    async session(idHash, idleMs, maxMs) {
      const rows = await db.query<Row>(
        `UPDATE staff_sessions s SET expires_at = ${slidingExpiry.replace(/created_at/g, 's.created_at')}, last_seen_at = now()
         FROM staff_accounts a
         WHERE s.id_hash = $1 AND s.ended_at IS NULL AND s.expires_at > now() AND a.id = s.account_id AND a.removed_at IS NULL
         RETURNING a.email, a.name, s.csrf_token`,
        [idHash, idleMs, maxMs],
      );
      const row = rows[0];
      return row ? { email: String(row.email), name: String(row.name), csrfToken: String(row.csrf_token) } : undefined;
    },

    async endSession(idHash) {
      await db.query('UPDATE staff_sessions SET ended_at = now() WHERE id_hash = $1 AND ended_at IS NULL', [idHash]);
    },

    async listSessions(idHash) {
      const rows = await db.query<Row>(
        `SELECT s.public_id, s.created_at, s.last_seen_at, s.user_agent, s.id_hash = $1 AS current FROM staff_sessions s
         WHERE s.account_id = (SELECT account_id FROM staff_sessions WHERE id_hash = $1)
           AND s.ended_at IS NULL AND s.expires_at > now()
         ORDER BY s.last_seen_at DESC`,
        [idHash],
      );
      return rows.map((row) => ({
        id: String(row.public_id),
        createdAt: row.created_at as Date,
        lastSeenAt: row.last_seen_at as Date,
        userAgent: String(row.user_agent),
        current: Boolean(row.current),
      }));
    },

    async endSessionById(idHash, publicId) {
      const rows = await db.query<Row>(
        `UPDATE staff_sessions SET ended_at = now()
         WHERE public_id = $2 AND ended_at IS NULL
           AND account_id = (SELECT account_id FROM staff_sessions WHERE id_hash = $1)
         RETURNING 1 AS ended`,
        [idHash, publicId],
      );
      return rows.length > 0;
    },
  };
}

function toAccount(row: Row): StaffAccount {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    passwordHash: (row.password_hash as string | null) ?? null,
  };
}
