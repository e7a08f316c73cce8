export { createStaffStore };
export type { StaffStore, StaffAccount, AccountListing, SessionAccount, SessionListing, TokenPurpose, LinkLimit };

import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { StaffAccounts } from './database.generated.ts';
import type { Db } from './db.ts';
import { first, prepare, run, tables } from './query.ts';

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

const now = sql<Date>`now()`;

// Every staff request runs this: compiled once. Expiry after activity: idle time from now, never past the
// session's absolute limit.
const touchSession = prepare<{ idHash: string; idleMs: number; maxMs: number }, { email: string; name: string; csrf_token: string }>(
  (slot) =>
    tables
      .updateTable('staff_sessions as s')
      .from('staff_accounts as a')
      .set({
        expires_at: sql<Date>`least(now() + (${slot('idleMs')}::double precision * interval '1 millisecond'),
          s.created_at + (${slot('maxMs')}::double precision * interval '1 millisecond'))`,
        last_seen_at: now,
      })
      .where('s.id_hash', '=', slot('idHash'))
      .where('s.ended_at', 'is', null)
      .where('s.expires_at', '>', now)
      .whereRef('a.id', '=', 's.account_id')
      .where('a.removed_at', 'is', null)
      .returning(['a.email', 'a.name', 's.csrf_token']),
);

function createStaffStore(db: Db): StaffStore {
  return {
    async createAccount(email, name) {
      const row = await first(
        db,
        tables
          .insertInto('staff_accounts')
          .values({ email, name })
          .onConflict((conflict) => conflict.column('email').where('removed_at', 'is', null).doNothing())
          .returningAll(),
      );
      return row ? toAccount(row) : undefined;
    },

    async removeAccount(email) {
      return db.transaction(async (tx) => {
        const removed = await first(
          tx,
          tables
            .updateTable('staff_accounts')
            .set({ removed_at: now })
            .where('email', '=', email)
            .where('removed_at', 'is', null)
            .returning('id'),
        );
        if (!removed) return false;
        await run(tx, endSessions(removed.id));
        await run(tx, voidTokens(removed.id));
        return true;
      });
    },

    async listAccounts() {
      const rows = await run(db, tables.selectFrom('staff_accounts').selectAll().where('removed_at', 'is', null).orderBy('email'));
      return rows.map((row) => ({
        email: row.email,
        name: row.name,
        createdAt: row.created_at,
        passwordSet: row.password_hash !== null,
        lastSignInAt: row.last_sign_in_at,
      }));
    },

    async account(email) {
      const row = await first(
        db,
        tables.selectFrom('staff_accounts').selectAll().where('email', '=', email).where('removed_at', 'is', null),
      );
      return row ? toAccount(row) : undefined;
    },

    async addToken(accountId, tokenHash, purpose, ttlMs, limit) {
      const account = Number(accountId);
      return db.transaction(async (tx) => {
        // The account's row lock: two requests at once count each other's links.
        await run(tx, tables.selectFrom('staff_accounts').select('id').where('id', '=', account).forUpdate());
        const recent = await first(
          tx,
          tables
            .selectFrom('staff_tokens')
            .select([
              sql<number>`count(*)::int`.as('sent'),
              sql<number>`count(*) FILTER (WHERE used_at IS NULL AND expires_at > now() AND created_at > ${ago(limit.quietMs)})::int`.as(
                'unused',
              ),
            ])
            .where('account_id', '=', account)
            .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
            .where('purpose', '=', purpose),
        );
        if (recent!.sent >= limit.perHour || recent!.unused > 0) return false;
        await run(
          tx,
          tables.insertInto('staff_tokens').values({ token_hash: tokenHash, account_id: account, purpose, expires_at: later(ttlMs) }),
        );
        return true;
      });
    },

    async peekToken(tokenHash) {
      const row = await first(
        db,
        tables
          .selectFrom('staff_tokens as t')
          .innerJoin('staff_accounts as a', 'a.id', 't.account_id')
          .select(['a.id', 'a.email', 't.purpose'])
          .where('t.token_hash', '=', tokenHash)
          .where('t.used_at', 'is', null)
          .where('t.expires_at', '>', now)
          .where('a.removed_at', 'is', null),
      );
      return row ? { accountId: String(row.id), email: row.email, purpose: row.purpose } : undefined;
    },

    async useToken(tokenHash, passwordHash) {
      return db.transaction(async (tx) => {
        // The conditional update is the single use: of two requests with one link, one wins.
        const used = await first(
          tx,
          tables
            .updateTable('staff_tokens as t')
            .from('staff_accounts as a')
            .set({ used_at: now })
            .where('t.token_hash', '=', tokenHash)
            .where('t.used_at', 'is', null)
            .where('t.expires_at', '>', now)
            .whereRef('a.id', '=', 't.account_id')
            .where('a.removed_at', 'is', null)
            .returning('t.account_id'),
        );
        if (!used) return undefined;
        await run(tx, voidTokens(used.account_id));
        // A new password signs out every browser that knew the old one.
        await run(tx, endSessions(used.account_id));
        const row = await first(
          tx,
          tables.updateTable('staff_accounts').set({ password_hash: passwordHash }).where('id', '=', used.account_id).returningAll(),
        );
        return toAccount(row!);
      });
    },

    async startSession(accountId, idHash, csrfToken, idleMs, maxMs, userAgent = '') {
      const account = Number(accountId);
      await run(
        db,
        tables
          .with('s', (w) =>
            w.insertInto('staff_sessions').values({
              id_hash: idHash,
              account_id: account,
              csrf_token: csrfToken,
              expires_at: later(Math.min(idleMs, maxMs)),
              user_agent: userAgent.slice(0, 300),
            }),
          )
          .updateTable('staff_accounts')
          .set({ last_sign_in_at: now })
          .where('id', '=', account),
      );
    },

    async session(idHash, idleMs, maxMs) {
      const row = await first(db, touchSession({ idHash, idleMs, maxMs }));
      return row ? { email: row.email, name: row.name, csrfToken: row.csrf_token } : undefined;
    },

    async endSession(idHash) {
      await run(
        db,
        tables.updateTable('staff_sessions').set({ ended_at: now }).where('id_hash', '=', idHash).where('ended_at', 'is', null),
      );
    },

    async listSessions(idHash) {
      const rows = await run(
        db,
        tables
          .selectFrom('staff_sessions as s')
          .select(['s.public_id', 's.created_at', 's.last_seen_at', 's.user_agent'])
          .select(sql<boolean>`s.id_hash = ${idHash}`.as('current'))
          .where('s.account_id', '=', accountOfSession(idHash))
          .where('s.ended_at', 'is', null)
          .where('s.expires_at', '>', now)
          .orderBy('s.last_seen_at', 'desc'),
      );
      return rows.map((row) => ({
        id: row.public_id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        userAgent: row.user_agent,
        current: row.current,
      }));
    },

    async endSessionById(idHash, publicId) {
      const ended = await run(
        db,
        tables
          .updateTable('staff_sessions')
          .set({ ended_at: now })
          .where('public_id', '=', publicId)
          .where('ended_at', 'is', null)
          .where('account_id', '=', accountOfSession(idHash))
          .returning('public_id'),
      );
      return ended.length > 0;
    },
  };
}

function accountOfSession(idHash: string) {
  return tables.selectFrom('staff_sessions').select('account_id').where('id_hash', '=', idHash);
}

function endSessions(accountId: number) {
  return tables.updateTable('staff_sessions').set({ ended_at: now }).where('account_id', '=', accountId).where('ended_at', 'is', null);
}

function voidTokens(accountId: number) {
  return tables.updateTable('staff_tokens').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null);
}

// A time `ms` after, or before, the database's now.
function later(ms: number) {
  return sql<Date>`now() + (${ms}::double precision * interval '1 millisecond')`;
}

function ago(ms: number) {
  return sql<Date>`now() - (${ms}::double precision * interval '1 millisecond')`;
}

function toAccount(row: Selectable<StaffAccounts>): StaffAccount {
  return { id: String(row.id), email: row.email, name: row.name, passwordHash: row.password_hash };
}
