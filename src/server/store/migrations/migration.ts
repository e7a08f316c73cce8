export type { Migration };

/** One schema change, applied once per database under its version; never edit one that has shipped, add a new one. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}
