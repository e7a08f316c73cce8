// The shape of the source: imports point one way, without circles, and files stay small enough to read.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = ['src', 'scripts'];

describe('the source tree', () => {
  test('has no import cycles', async () => {
    const graph = await madge(
      folders.map((folder) => join(root, folder)),
      {
        baseDir: root,
        fileExtensions: ['ts', 'tsx'],
        tsConfig: join(root, 'tsconfig.json'),
        // Type-only imports count too: a circle of types is still a circle for the reader.
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      },
    );
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
  });

  test('dependencies point one way: content at the bottom, forms below the islands machinery', async () => {
    const graph = await madge(join(root, 'src'), { baseDir: root, fileExtensions: ['ts', 'tsx'], tsConfig: join(root, 'tsconfig.json') });
    // What each folder must not import; the Island wrapper is markup sections render, the loader is what wakes them.
    // Pictures' facts (their files, sizes, slots and wording) sit beside content at the bottom: the check asks them.
    const pictureFacts = ['image-sizes', 'image-wording', 'slots', 'source-files'];
    // So are the sections' shapes generated from the schemas: content is typed by them. And the brand colour's rules
    // (src/brand/): the check refuses a colour by them.
    const sectionShapes = 'src/sections/section-types.generated.ts';
    // And the icons' drawings, read at build from the icon set or an SVG of the content: the check looks names up.
    const iconFacts = ['content-svg', 'drawing', 'icon-set', 'names'];
    const forbidden: [string, RegExp][] = [
      [
        'src/content/',
        new RegExp(
          `^src/(?!content/|brand/|images/(${pictureFacts.join('|')})\\.ts$|icons/(${iconFacts.join('|')})\\.ts$|sections/section-types\\.generated\\.ts$)`,
        ),
      ],
      ['src/brand/', /^src\/(?!brand\/)/],
      ...pictureFacts.map((name): [string, RegExp] => [`src/images/${name}.ts`, /^src\//]),
      ...iconFacts.map((name): [string, RegExp] => [`src/icons/${name}.ts`, new RegExp(`^src/(?!icons/(${iconFacts.join('|')})\\.ts$)`)]),
      [sectionShapes, /^src\//],
      ['src/forms/', /^src\/(islands|sections|layout|renderer|pages|server)\//],
      ['src/sections/', /^src\/(islands\/(?!Island\.tsx)|renderer|pages|server)\b/],
      // The server's shared plumbing (the doors, the error body, the route schemas' pieces) is below every capability
      // folder: it knows only the config and the staff session's shape.
      ['src/server/http/', /^src\/server\/(?!http\/|config\.ts$|inbox\/sessions\.ts$)/],
    ];
    const upward: string[] = [];
    for (const [file, imports] of Object.entries(graph.obj())) {
      if (file.includes('.test.')) continue;
      for (const [folder, banned] of forbidden) {
        if (!file.startsWith(folder)) continue;
        for (const target of imports) if (banned.test(target)) upward.push(`${file} -> ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  test("the server's folders in layers: plumbing, the lead and what follows it, then the routes, none reaching into another's", async () => {
    const graph = await madge(join(root, 'src/server'), { baseDir: root, fileExtensions: ['ts'], tsConfig: join(root, 'tsconfig.json') });
    // Plumbing knows no lead; speed and photos (what follows a lead, what comes with it) build on plumbing; leads (storing,
    // delivering, the lead's words) on those; each door's routes on all of them, never on another door's.
    const plumbing = ['http', 'store', 'jobs', 'mail'];
    const layers: Record<string, string[]> = {
      ...Object.fromEntries(plumbing.map((folder) => [folder, plumbing])),
      speed: plumbing,
      photos: plumbing,
      leads: [...plumbing, 'speed', 'photos'],
      ...Object.fromEntries(
        ['api', 'no-js-form', 'inbox', 'visits', 'privacy'].map((door) => [door, [...plumbing, 'speed', 'photos', 'leads']]),
      ),
    };
    // The staff session is the staff door's own: the door checks it, the live list keeps checking it.
    const sessions = 'src/server/inbox/sessions.ts';
    const folderOf = (file: string) => /^src\/server\/([^/]+)\//.exec(file)?.[1];
    const reaching: string[] = [];
    for (const [file, imports] of Object.entries(graph.obj())) {
      const from = folderOf(file);
      if (!from || file.includes('.test')) continue;
      expect(Object.keys(layers), `${from}/ has no layer`).toContain(from);
      for (const target of imports) {
        const to = folderOf(target);
        if (!to || to === from || target === sessions) continue;
        if (!layers[from]!.includes(to)) reaching.push(`${file} -> ${target}`);
      }
    }
    expect(reaching).toEqual([]);
  });

  test('renders every section through its typed definition: no loosely typed component in the renderer', () => {
    const loose = sourceFiles(join(root, 'src/renderer'))
      .filter((file) => !file.includes('.test.'))
      .filter((file) => /ComponentType<any>|\bas any\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(loose).toEqual([]);
  });

  test('keeps test support out of src/: no source file that only tests use', async () => {
    const graph = await madge(join(root, 'src'), { baseDir: root, fileExtensions: ['ts', 'tsx'], tsConfig: join(root, 'tsconfig.json') });
    const importers = new Map<string, string[]>();
    for (const [file, imports] of Object.entries(graph.obj())) {
      for (const target of imports) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
    // Used by tests alone: every file importing it is a test, or is itself used by tests alone.
    const testOnly = new Set<string>();
    const isTest = (file: string) => file.includes('.test.') || testOnly.has(file);
    for (let grew = true; grew;) {
      grew = false;
      for (const [file, by] of importers) {
        if (file.startsWith('src/') && !isTest(file) && by.every(isTest)) {
          testOnly.add(file);
          grew = true;
        }
      }
    }
    // Helpers for tests live in test/support, named for what they do.
    expect([...testOnly].sort()).toEqual([]);
  });

  test('has no source file over 400 lines', () => {
    // A generated file is read through its source (the schemas), not line by line.
    const long = folders
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .filter((file) => !file.endsWith('.generated.ts'))
      .map((file) => ({ file: relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 400)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  test("lets the server's doors alone authenticate: no route calls a check of the session or the staff token", () => {
    const checks = /\b(requireSession|requireStaff|isStaff|hasStaffToken|currentSession|checkChange)\(/;
    // The door itself, where the app wires it, and the live list's check that its session still holds.
    const doors = /^src\/server\/(http\/|app\.ts$|inbox\/sessions\.ts$|inbox\/session-routes\.ts$|speed\/speed-routes\.ts$)/;
    const calls = sourceFiles(join(root, 'src', 'server'))
      .map((file) => relative(root, file).split(sep).join('/'))
      .filter((file) => !doors.test(file) && checks.test(readFileSync(join(root, file), 'utf8')));
    expect(calls).toEqual([]);
    // Routes say their params, query and body types to Fastify (schemas) instead of casting the request or its parts.
    const casts = sourceFiles(join(root, 'src', 'server'))
      .map((file) => relative(root, file).split(sep).join('/'))
      .filter(
        (file) =>
          !file.startsWith('src/server/http/') &&
          /\b(request(\.(body|query|params))?|body|query|params) as\b/.test(readFileSync(join(root, file), 'utf8')),
      );
    expect(casts).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.split(sep).includes('node_modules'))
    .map((name) => join(dir, name));
}
