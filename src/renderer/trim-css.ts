export { trimCss, mantineClassNames, readsVariable, variableReads };
export type { TrimOptions };

import postcss, { type Container, type Declaration, type Root, type Rule } from 'postcss';

interface TrimOptions {
  /**
   * Mantine component class names (`m_…`) the page can show: those in its HTML and in the code of its islands.
   * Rules for any other Mantine class are dropped; undefined keeps them all.
   */
  classes?: ReadonlySet<string>;
  /** Text that may name a colour without CSS seeing it: the page HTML (inline styles, island props) and island code. */
  references: string;
  /** Theme colour names: a colour's `--mantine-color-<name>-*` variables are kept together when code names it. */
  colors: readonly string[];
  /** Colours kept whatever the references say (the primary colour). */
  keepColors: readonly string[];
  /**
   * The CSS is for the markup as served (`references` is that HTML alone), before any island wakes and changes it:
   * rules that require a `data-*` attribute (or value) the markup does not have, and custom properties of
   * components that nothing reads, are dropped too. @default false
   */
  markupOnly?: boolean;
}

/**
 * The CSS a page needs: rules for Mantine components it cannot show, dark colour scheme rules (the site is
 * light only) and global variables nothing reads are removed. Everything else is kept as written.
 */
function trimCss(css: string, options: TrimOptions): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        !isDark(selector) &&
        canMatch(selector, options.classes) &&
        (!options.markupOnly || !isMantine(selector) || attributesPresent(selector, options.references)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropUnusedVariables(root, options);
  dropEmpty(root);
  return root.toString();
}

/** Mantine component class names (`m_` and a hex hash) found in any text: HTML or bundled JavaScript. */
function mantineClassNames(text: string): Set<string> {
  return new Set(text.match(/\bm_[0-9a-f]{4,10}\b/g) ?? []);
}

// The site forces the light scheme (the <html> attribute and the provider), so dark rules never apply.
function isDark(selector: string): boolean {
  return /data-mantine-color-scheme=["']?dark/.test(selector);
}

// A selector can match only if each Mantine class it requires is one the page can show. Classes inside
// :not()/:is()/:where()/:has() are not required, so they are left out of the check.
function canMatch(selector: string, classes: ReadonlySet<string> | undefined): boolean {
  if (!classes) return true;
  const required = selector.replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  return Array.from(required.matchAll(/\.(m_[0-9a-f]+)\b/g), (m) => m[1] ?? '').every((name) => classes.has(name));
}

// Mantine's own rules: only its components carry their data attributes (sizes, variants), which only Mantine's
// code changes once an island wakes. The site's rules may also style attributes its scripts set (data-reveal).
function isMantine(selector: string): boolean {
  return /\.m_[0-9a-f]{4,10}\b/.test(selector);
}

// In markup as served, `[data-size=md]` can match only if some element has data-size="md" (React writes every
// attribute with double quotes). Attributes inside :not()/:has() and inside a :where()/:is() of several
// alternatives are not required.
function attributesPresent(selector: string, html: string): boolean {
  const required = selector
    .replace(/:(?:not|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/:(?:is|where)\(((?:[^()]|\([^()]*\))*)\)/g, (_whole, inner: string) => (inner.includes(',') ? '' : inner));
  for (const [, name, value] of required.matchAll(/\[(data-[\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/g)) {
    if (name === 'data-mantine-color-scheme') continue;
    const present = value === undefined ? new RegExp(`\\s${name}[\\s=>/]`).test(html) : html.includes(` ${name}="${value}"`);
    if (!present) return false;
  }
  return true;
}

// Top-level rules that define the theme's global variables (Mantine's defaults and the provider's theme).
function isGlobalDefinition(decl: Declaration): boolean {
  const rule = decl.parent;
  if (rule?.type !== 'rule' || rule.parent?.type !== 'root') return false;
  return (rule as Rule).selectors.every(
    (s) =>
      /^(?=.)(?::root)?(?:\[data-mantine-color-scheme=[^\]]+\])?$/.test(s) ||
      /^:host(?:\(\[data-mantine-color-scheme=[^\]]+\]\))?$/.test(s),
  );
}

// A global variable (or, for markup as served, a component's) stays when something may read it: a `var()` in
// kept CSS, the HTML's inline styles or the islands' code (followed through other variables), a name Mantine's
// code builds at run time from a quoted prefix (`getSize(size, 'mantine-spacing')`) or a template (`--mantine-h${order}-…`), or, for a colour's
// variables, the colour's name as a quoted string (a `color` prop in code or in an island's JSON props).
function dropUnusedVariables(root: Root, { references, colors, keepColors, markupOnly = false }: TrimOptions): void {
  const definitions: Declaration[] = [];
  // A Mantine component's own variables (`--button-height-xs` on the button's class), for markup as served only.
  const scoped: Declaration[] = [];
  let text = references;
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && isGlobalDefinition(decl)) definitions.push(decl);
    else if (markupOnly && decl.prop.startsWith('--') && decl.parent?.type === 'rule' && isMantine((decl.parent as Rule).selector))
      scoped.push(decl);
    else text += `${decl.prop}:${decl.value};`;
  });
  // Later definitions of a name replace earlier ones (the same element, the same specificity).
  const last = new Map(definitions.map((decl) => [decl.prop, decl]));
  for (const decl of definitions) if (last.get(decl.prop) !== decl) decl.remove();

  // 'mantine-spacing' is completed as `--mantine-spacing-${size}`; '--mantine-h' + n + … is a prefix as written.
  const quoted = Array.from(references.matchAll(/["'`](--)?(mantine-[a-z0-9-]+)["'`]/g), (m) => (m[1] ? `--${m[2]}` : `--${m[2]}-`));
  const templates = nameTemplates(references);
  const family = (prop: string) => colors.find((c) => prop.startsWith(`--mantine-color-${c}-`));
  const named = new Set(colors.filter((c) => keepColors.includes(c) || namesColor(references, c)));
  const built = (prop: string) => {
    const color = family(prop);
    if (color) return named.has(color);
    return quoted.some((p) => prop.startsWith(p)) || templates.some((t) => t.test(prop));
  };
  const kept = new Set<string>();
  const pending = [...last.values(), ...scoped];
  const reads = variableReads(text);
  for (let grew = true; grew;) {
    grew = false;
    for (const decl of pending) {
      if (kept.has(decl.prop) || !(built(decl.prop) || reads.has(decl.prop))) continue;
      kept.add(decl.prop);
      // Every declaration of the name is kept: add all their values, which may read further variables.
      for (const same of pending) if (same.prop === decl.prop) reads.append(same.value);
      grew = true;
    }
  }
  for (const decl of pending) if (!kept.has(decl.prop)) decl.remove();
}

// Names code builds from a template, e.g. `var(--mantine-${size}-font-size)`, as patterns. A template that
// is nothing but placeholders (`--mantine-${group}-${key}`) is the provider's variable writer, which islands
// do not run (their provider writes no variables): it would match every name, so it is left out.
function nameTemplates(text: string): RegExp[] {
  const patterns = new Set<string>();
  for (const [template] of text.matchAll(/--mantine-(?:[a-z0-9-]|\$\{[^}]*\})*/g)) {
    if (!template.includes('${') || /^--mantine-[-]*$/.test(template.replace(/\$\{[^}]*\}/g, ''))) continue;
    patterns.add(
      `^${template
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join('[\\w-]+')}$`,
    );
  }
  return Array.from(patterns, (p) => new RegExp(p));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What readsVariable(text, name) answers, for a text that only grows, without searching the whole text (the page's
 * HTML and its islands' code) once per name: a name of word characters and dashes is read exactly when it ends a
 * run of such characters, so the runs' endings that start with `--` are indexed once. The run at the end of the
 * text may still grow, so it stays apart until a later character closes it.
 */
function variableReads(start: string): { append(more: string): void; has(name: string): boolean } {
  let text = '';
  let tail = '';
  const endings = new Set<string>();
  const append = (more: string) => {
    text += more;
    // Only the new part is read, from the open run at the end that it may go on (the whole text is copied only
    // when a name with other characters needs the plain search).
    const part = tail + more;
    for (let at = part.indexOf('--'); at !== -1; at = part.indexOf('--', at + 1)) {
      let end = at + 2;
      while (end < part.length && isWordOrDash(part.charCodeAt(end))) end++;
      if (end === part.length) break;
      endings.add(part.slice(at, end));
    }
    let open = part.length;
    while (open > 0 && isWordOrDash(part.charCodeAt(open - 1))) open--;
    tail = part.slice(open);
  };
  append(start);
  return {
    append,
    has: (name) => (/^--[\w-]*$/.test(name) ? endings.has(name) || tail.endsWith(name) : readsVariable(text, name)),
  };
}

// What /[\w-]/ matches: ASCII letters, digits, `_` and `-`.
function isWordOrDash(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45;
}

function readsVariable(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (!/[\w-]/.test(text[at + name.length] ?? '')) return true;
  }
  return false;
}

function namesColor(text: string, color: string): boolean {
  return new RegExp(`["'\`]${color}(?:\\.\\d)?["'\`]|&quot;${color}(?:\\.\\d)?&quot;`).test(text);
}

function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type === 'rule' || node.type === 'atrule') {
      if (node.nodes) dropEmpty(node);
      if (node.nodes && node.nodes.length === 0) node.remove();
    }
  });
}
