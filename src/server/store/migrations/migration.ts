export type { Migration, MigrationContext };

import type { LeadQuestions } from '../../../content/questions.ts';

/** What a store is opened with that a migration may read: the site's questions, when the server knows them. */
interface MigrationContext {
  questions?: LeadQuestions;
}

/** One schema change, applied once per database under its version; never edit one that has shipped, add a new one.
 * Its SQL may depend on the context (a lead's answers in the site's words), never on anything else. */
interface Migration {
  version: number;
  name: string;
  sql: string | ((context: MigrationContext) => string);
}
