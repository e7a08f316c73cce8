export { cssMissingFrom };

import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';

/**
 * What `rich` has that `base` lacks: rules (or single selectors of a rule) absent from `base` in the same
 * @media context, and declarations of a rule that `base` has with fewer declarations (the theme variables).
 * Both are trimmings of one stylesheet, so a shared selector carries the same declarations in each.
 */
function cssMissingFrom(rich: string, base: string): string {
  const known = new Map<string, Set<string>>();
  postcss.parse(base).walkRules((rule) => {
    for (const selector of rule.selectors) known.set(key(rule, selector), new Set(declarations(rule)));
  });
  const root = postcss.parse(rich);
  root.walkAtRules(/keyframes$/i, (atRule) => {
    // Keyframes are kept whole by every trimming: `base` has them.
    atRule.remove();
  });
  root.walkRules((rule) => {
    const fresh = rule.selectors.filter((selector) => !known.has(key(rule, selector)));
    if (fresh.length > 0) {
      rule.selectors = fresh;
      return;
    }
    // Every selector is known: keep only declarations `base` does not have (same selectors, so same set).
    const have = known.get(key(rule, rule.selectors[0] ?? '')) ?? new Set<string>();
    rule.each((node) => {
      if (node.type === 'decl' && have.has(text(node))) node.remove();
    });
    if (!rule.nodes.some((node) => node.type === 'decl')) rule.remove();
  });
  dropEmpty(root);
  return root.toString();
}

// A selector within its chain of at-rules, e.g. `@media (min-width:48em)|.x`.
function key(rule: Rule, selector: string): string {
  const context: string[] = [];
  for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent) {
    const atRule = parent as AtRule;
    context.unshift(`@${atRule.name} ${atRule.params}`);
  }
  return `${context.join(' ')}|${selector}`;
}

function declarations(rule: Rule): string[] {
  return rule.nodes.filter((node): node is Declaration => node.type === 'decl').map(text);
}

function text(decl: Declaration): string {
  return `${decl.prop}:${decl.value}${decl.important ? '!important' : ''}`;
}

function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type === 'atrule' && node.nodes) {
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}
