// Every built HTML file (pages, redirects, 404) of every built site is valid HTML by html-validate's recommended rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type Message } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { builtPagesAtLeast, siteBuilds } from '../support/site-builds';

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:recommended'],
    rules: {
      // React writes void elements as <meta/>; the self-closing form is valid HTML. Keep one style throughout.
      'void-style': ['error', { style: 'selfclosing' }],
      // React keeps the DOM property spelling of a few attributes (charSet, fetchPriority); names are case-insensitive.
      'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
      // React writes boolean and empty attributes as name="" (required="", hidden=""); valid, and used throughout.
      'attribute-boolean-style': ['error', { style: 'empty' }],
      'attribute-empty-style': ['error', { style: 'empty' }],
      // Mantine passes each component's CSS variables in a style attribute; no other inline styles are written.
      'no-inline-style': 'off',
      // A several-choices question is check boxes sharing its name, as radios share theirs: the form sends each ticked one.
      'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
      // Phone links keep their plain text (what screen readers read and people copy); CSS stops them wrapping.
      'tel-non-breaking': 'off',
      // It counts `&amp;` as five characters (a 65-character title fails); seo.test.ts checks the real length.
      'long-title': 'off',
    },
  }),
);

describe.each(siteBuilds)('$name', (build) => {
  const { distClient } = build;
  const files = htmlFiles(distClient);

  test('the build wrote HTML files to validate', () => {
    expect(files.length).toBeGreaterThanOrEqual(builtPagesAtLeast(build));
  });

  describe.each(files.map((file) => [relative(distClient, file), file] as const))('%s', (_name, file) => {
    test('passes html-validate with no errors', async () => {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
      // Joined into one string so the failure lists every problem in full.
      expect(errors.map(describeMessage).join('\n')).toBe('');
    });
  });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

// One line per problem: rule, message, where (selector) and the start of the offending markup.
function describeMessage(m: Message): string {
  const where = m.selector ? ` at ${m.selector}` : ` at ${m.line}:${m.column}`;
  return `${m.ruleId}: ${m.message}${where}`;
}
