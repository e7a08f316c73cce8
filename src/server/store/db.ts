export type { Db, Queryable };

/** The few calls the lead store needs; both drivers speak the same PostgreSQL dialect. */
interface Queryable {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A database connection (embedded or PostgreSQL) with transactions. */
interface Db extends Queryable {
  /** Which driver is behind it, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (a folder or a host without credentials). */
  readonly location: string;
  /** Runs `fn` inside BEGIN/COMMIT; a throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` on one connection outside a transaction, so a `SET` holds for its statements (VACUUM refuses a transaction). */
  session<T>(fn: (connection: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection (and releases the embedded folder's lock). */
  close(): Promise<void>;
}
