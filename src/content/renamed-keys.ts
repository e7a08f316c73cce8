// Names content files used before and their names now, so an older file is told what to write. A rename is one
// line in the table.
export { renamedKeys, renamedTo };
export type { RenamedKey };

import type { PathSegment } from './key-path';

/** One rename: the old name, the name now, and where it is written. */
interface RenamedKey {
  old: string;
  /** The name now; `parent.key` when it moved into a mapping of its own (e.g. `brand.sharingImage`). */
  now: string;
  /** What else changed with it, said after what to write. */
  note?: string;
  /** 'section type': a section's `type:` value; otherwise the key path of the mapping that holds the key, a list's
   *  items written `[]` (e.g. `messages`, `header.navigation[]`). */
  where: string;
}

const renamedKeys: readonly RenamedKey[] = [
  { old: 'quoteWidget', now: 'quoteForm', where: 'section type' },
  { old: 'widgetSuccess', now: 'quoteSuccess', where: 'messages' },
  { old: 'widgetFailure', now: 'quoteFailure', where: 'messages' },
  { old: 'ogImage', now: 'brand.sharingImage', where: '', note: 'The picture now goes in content/images/.' },
  {
    old: 'formChoices',
    now: 'forms',
    where: '',
    note: 'Each form now lists its questions (forms.estimate.questions, forms.quote.questions), their choices with them: see docs/editing-content.md.',
  },
];

/** The rename of `old` at `where` ('section type', or the path of the mapping holding the key), if there is one. */
function renamedTo(old: string, where: 'section type' | readonly PathSegment[]): RenamedKey | undefined {
  const place = typeof where === 'string' ? where : mappingPath(where);
  return renamedKeys.find((rename) => rename.old === old && rename.where === place);
}

/** `['header', 'navigation', 2]` -> `header.navigation[]`. */
function mappingPath(path: readonly PathSegment[]): string {
  return path.map((segment, i) => (typeof segment === 'number' ? '[]' : i === 0 ? segment : `.${segment}`)).join('');
}
