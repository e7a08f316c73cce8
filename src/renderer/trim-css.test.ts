import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { mantineClassNames, readsVariable, trimCss, variableReads, type TrimOptions } from './trim-css';

const colors = ['dark', 'gray', 'red', 'blue', 'green'];
const options = (over: Partial<TrimOptions> = {}): TrimOptions => ({ references: '', colors, keepColors: ['blue'], ...over });

describe('trimCss', () => {
  test('drops rules for Mantine classes the page cannot show and keeps the rest', () => {
    const css = '.m_aaaa1111{color:red}.m_bbbb2222{color:blue}.site-x{margin:0}.m_aaaa1111 .m_bbbb2222{top:0}';
    const out = trimCss(css, options({ classes: new Set(['m_aaaa1111']) }));
    expect(out).toContain('.m_aaaa1111{color:red}');
    expect(out).toContain('.site-x{margin:0}');
    expect(out).not.toContain('m_bbbb2222');
  });

  test('keeps a selector list member that can match and drops the others', () => {
    const out = trimCss('.m_aaaa1111,.m_bbbb2222{color:red}', options({ classes: new Set(['m_aaaa1111']) }));
    expect(out).toBe('.m_aaaa1111{color:red}');
  });

  test('does not require classes inside :not() or :where()', () => {
    const css = '.m_aaaa1111:not(.m_bbbb2222){a:1}:where(.m_bbbb2222) .m_aaaa1111{b:2}';
    expect(trimCss(css, options({ classes: new Set(['m_aaaa1111']) }))).toBe(css);
  });

  test('keeps every rule when the usable classes are unknown', () => {
    const css = '.m_aaaa1111{color:red}';
    expect(trimCss(css, options())).toBe(css);
  });

  test('drops dark colour scheme rules, also inside media queries, and empty at-rules', () => {
    const css =
      ":root{--x:1}[data-mantine-color-scheme='dark'] .a{color:#fff}@media (min-width:1px){:where([data-mantine-color-scheme=dark]) .b{color:#000}}.c{color:var(--x)}";
    expect(trimCss(css, options())).toBe(':root{--x:1}.c{color:var(--x)}');
  });

  test('keeps keyframes whole', () => {
    const css = '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}';
    expect(trimCss(css, options({ classes: new Set() }))).toBe(css);
  });

  test('drops global variables nothing reads, following variables through other variables', () => {
    const css = ':root{--mantine-a:1px;--mantine-b:var(--mantine-a);--mantine-c:3px;--mantine-d:4px}.x{margin:var(--mantine-b)}';
    expect(trimCss(css, options({ references: 'style="--y:var(--mantine-d)"' }))).toBe(
      ':root{--mantine-a:1px;--mantine-b:var(--mantine-a);--mantine-d:4px}.x{margin:var(--mantine-b)}',
    );
  });

  test('a variable name read as a prefix of a longer one does not count', () => {
    const css = ':root{--mantine-a:1px;--mantine-a-b:2px}.x{margin:var(--mantine-a-b)}';
    expect(trimCss(css, options())).toBe(':root{--mantine-a-b:2px}.x{margin:var(--mantine-a-b)}');
  });

  test('keeps variables that code builds from a quoted prefix or a template', () => {
    const css = ':root{--mantine-spacing-md:1rem;--mantine-h2-font-size:2rem;--mantine-radius-md:4px}';
    const references = 'getSize(s,"mantine-spacing") `var(--mantine-h${order}-font-size)`';
    expect(trimCss(css, options({ references }))).toBe(':root{--mantine-spacing-md:1rem;--mantine-h2-font-size:2rem}');
  });

  test('keeps a colour whole when code or island props name it, and the primary colour always', () => {
    const css = ':root{--mantine-color-red-0:#fee;--mantine-color-green-0:#efe;--mantine-color-gray-0:#eee;--mantine-color-blue-0:#eef}';
    const references = 'color:"red" data-props="{&quot;color&quot;:&quot;green&quot;}"';
    expect(trimCss(css, options({ references }))).toBe(
      ':root{--mantine-color-red-0:#fee;--mantine-color-green-0:#efe;--mantine-color-blue-0:#eef}',
    );
  });

  test('a later global definition replaces an earlier one', () => {
    const css = ':root,:host{--mantine-a:1px}:root[data-mantine-color-scheme=light]{--mantine-a:2px}.x{top:var(--mantine-a)}';
    expect(trimCss(css, options())).toBe(':root[data-mantine-color-scheme=light]{--mantine-a:2px}.x{top:var(--mantine-a)}');
  });

  test('variables defined inside a component rule are left alone', () => {
    const css = '.m_aaaa1111{--button-height-xl:60px}';
    expect(trimCss(css, options({ classes: new Set(['m_aaaa1111']) }))).toBe(css);
  });
});

test('mantineClassNames finds hashed class names in markup and bundled code', () => {
  expect(mantineClassNames('<a class="m_77c9d27d mantine-Button-root">x</a> {root:"m_87cf2631"} m_zz')).toEqual(
    new Set(['m_77c9d27d', 'm_87cf2631']),
  );
});

describe('trimCss for markup as served (markupOnly)', () => {
  const markup = '<button class="m_aaaa1111" data-size="md" data-variant="filled" style="--h:var(--button-height-md)">Go</button>';
  const served = (css: string) => trimCss(css, options({ classes: new Set(['m_aaaa1111']), references: markup, markupOnly: true }));

  test('drops Mantine rules for data attribute values no element has', () => {
    const css = '.m_aaaa1111:where([data-size=md]){a:1}.m_aaaa1111:where([data-size=xl]){b:2}.m_aaaa1111:where([data-loading]){c:3}';
    expect(served(css)).toBe('.m_aaaa1111:where([data-size=md]){a:1}');
  });

  test('keeps attributes that are not required: inside :not(), or one of several :where() alternatives', () => {
    const css = '.m_aaaa1111:not([data-loading]){a:1}.m_aaaa1111:where([data-loading],[data-size=md]){b:2}';
    expect(served(css)).toBe(css);
  });

  test("leaves the site's own attribute rules alone: its scripts set attributes the markup lacks", () => {
    const css = "[data-reveal='hidden']{opacity:0}.section[data-open]{c:3}";
    expect(served(css)).toBe(css);
  });

  test("drops a Mantine component's variables that nothing reads, following reads through other variables", () => {
    const css = '.m_aaaa1111{--button-height-xs:1px;--button-height-md:var(--button-pad);--button-pad:2px;--unused:3px;height:var(--h)}';
    expect(served(css)).toBe('.m_aaaa1111{--button-height-md:var(--button-pad);--button-pad:2px;height:var(--h)}');
  });

  test('without markupOnly, attribute rules and component variables are all kept (islands may set them)', () => {
    const css = '.m_aaaa1111:where([data-size=xl]){--unused:1px;b:2}';
    expect(trimCss(css, options({ classes: new Set(['m_aaaa1111']), references: markup }))).toBe(css);
  });
});

describe('variableReads', () => {
  // Texts of a few characters, so names often occur in them, next to each other and across the appended parts.
  const piece = fc.stringMatching(/^[-a(): ;b_]{0,12}$/);
  const name = fc.stringMatching(/^--[-ab]{0,3}$/);

  test('answers as searching the whole text would, however the text grows', () => {
    fc.assert(
      fc.property(piece, fc.array(fc.tuple(piece, fc.array(name, { maxLength: 4 })), { maxLength: 6 }), (start, steps) => {
        const reads = variableReads(start);
        let text = start;
        for (const [more, names] of steps) {
          reads.append(more);
          text += more;
          for (const each of names) expect(reads.has(each)).toBe(readsVariable(text, each));
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('finds a name read at the end of a run and not one that continues', () => {
    const reads = variableReads('color: var(--mantine-color-blue-6);');
    expect(reads.has('--mantine-color-blue-6')).toBe(true);
    expect(reads.has('--mantine-color-blue')).toBe(false);
    reads.append('--x');
    expect(reads.has('--x')).toBe(true);
    reads.append('y');
    expect(reads.has('--x')).toBe(false);
    expect(reads.has('--xy')).toBe(true);
  });
});
