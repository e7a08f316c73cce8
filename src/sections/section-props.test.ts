import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionTypesFile, sectionTypesSource } from '../../scripts/section-types';
import { Cards } from './cards/Cards';
import type { SectionDefinition } from './section-definition';
import type { SectionProps } from './shared/types';

// `npm run typecheck` holds this line: a key the hero's schema does not define is no prop of it.
// @ts-expect-error -- no `notInSchema` in schema/sections/hero.schema.json
type _NotInSchema = SectionProps<'hero'>['notInSchema'];

// And this one: a section's definition takes only a component made for that section's props.
// @ts-expect-error -- the cards' component does not take a hero's keys
const _wrongComponent: SectionDefinition<'hero'> = { component: Cards };

const root = fileURLToPath(new URL('../..', import.meta.url));
const heroFile = join(root, 'src/sections/hero/Hero.tsx');
const scratch = mkdtempSync(join(tmpdir(), 'section-props-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// A component beside the hero's that reads a prop its schema does not define.
const readsUnknownProp = join(root, 'src/sections/hero/ReadsUnknownProp.tsx');
const readsUnknownPropText = `import type { SectionProps } from '../shared/types';

export function ReadsUnknownProp(props: SectionProps<'hero'>) {
  return <h1>{props.heading} {props.notInSchema}</h1>;
}
`;

describe('section props', () => {
  // tsc over the sections takes seconds, many on a busy machine.
  it('fail the type check when a component reads a key its schema does not define', { timeout: 180_000 }, () => {
    const errors = typeErrors([readsUnknownProp, heroFile], { [readsUnknownProp]: readsUnknownPropText });
    expect(errors).toEqual([expect.stringMatching(/^ReadsUnknownProp\.tsx: TS2339 Property 'notInSchema' does not exist on type/)]);
  });

  it(
    "fail the type check when the schema changes under a component that does not handle it: the hero's buttons made optional",
    { timeout: 180_000 },
    async () => {
      const copy = join(scratch, 'schema');
      cpSync(join(root, 'schema'), copy, { recursive: true });
      const file = join(copy, 'sections', 'hero.schema.json');
      const hero = JSON.parse(readFileSync(file, 'utf8'));
      hero.required = hero.required.filter((key: string) => key !== 'actions');
      writeFileSync(file, JSON.stringify(hero));
      const errors = typeErrors([heroFile], { [sectionTypesFile]: await sectionTypesSource(copy) });
      expect(errors).toEqual([expect.stringMatching(/^Hero\.tsx: TS2322 Type '.*undefined' is not assignable to type 'Action\[\]'/)]);
    },
  );
});

// The last program, whose unchanged files (React's and Mantine's types) the next one reuses.
let previous: ts.Program | undefined;

// The type errors of `files` under the project's compiler options, some files' text replaced; `file: TSnnnn message`.
function typeErrors(files: string[], replaced: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json does not parse');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => replaced[name] ?? readFile(name);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in replaced || fileExists(name);
  const program = ts.createProgram({ rootNames: files, options: config.options, host, oldProgram: previous });
  previous = program;
  return files
    .flatMap((file) => program.getSemanticDiagnostics(program.getSourceFile(file)))
    .map(
      (d) =>
        `${d.file ? d.file.fileName.split('/').pop() : ''}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`,
    );
}
