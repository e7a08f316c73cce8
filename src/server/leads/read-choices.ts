export { readLeadChoices };

import { loadContentSync } from '../../content/load.ts';
import type { LeadChoices } from '../../content/types.ts';

// The same lists the built pages offer, read from the same content (checked as the build checks it).
function readLeadChoices(root: string): LeadChoices {
  const result = loadContentSync({ root });
  if (!result.ok) throw new Error(`The content has ${result.errors.length} problem(s): run \`npm run check\` to see them`);
  return result.content.choices;
}
