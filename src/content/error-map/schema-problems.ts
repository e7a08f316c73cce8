// The validator's errors for one document, turned into one problem per mistake, each worded by its kind.
export { schemaProblems };

import type { ErrorObject } from 'ajv';
import { closest } from '../did-you-mean';
import { pointerToPath } from '../key-path';
import { renamedTo } from '../renamed-keys';
import {
  describeValue,
  describePlace,
  lastKey,
  isRequiredOnly,
  orList,
  capitalize,
  isObject,
  type Problem,
  type SchemaContext,
  type SchemaObject,
  type SchemaError,
} from './describe';
import { keyProblem } from './key-problems';
import { sizeProblem } from './size-problems';
import { valueProblem } from './value-problems';

/** Turn the validator's errors for one document into one problem per mistake. */
function schemaProblems(errors: readonly ErrorObject[], context: SchemaContext): Problem[] {
  let pending = errors.filter((error) => error.keyword !== 'if');
  const problems: Problem[] = [];

  // Alternatives (oneOf/anyOf) claim the errors of their branches, outermost first.
  const alternatives = pending
    .filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  const claimed = new Set<ErrorObject>();
  for (const alternative of alternatives) {
    if (claimed.has(alternative)) continue;
    const branches = pending.filter(
      (error) =>
        error !== alternative &&
        !claimed.has(error) &&
        error.schemaPath.startsWith(`${alternative.schemaPath}/`) &&
        error.instancePath.startsWith(alternative.instancePath),
    );
    branches.forEach((error) => claimed.add(error));
    claimed.add(alternative);
    problems.push(...alternativeProblems(alternative, branches, context));
  }
  pending = pending.filter((error) => !claimed.has(error));

  pending = pending.filter((error) => !isExplainedByAnother(error, pending));
  for (const error of pending) problems.push(translate(error, context));
  return problems;
}

/** Drop errors another error at the same place already explains better. */
function isExplainedByAnother(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  const samePlace = all.filter((other) => other !== error && other.instancePath === error.instancePath);
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    // A section without `type` is reported once, by the section type check.
    if (samePlace.some((other) => other.keyword === 'discriminator' && other.params.tag === missing)) return true;
    // `titel:` written for `title:`, or a key under its old name, is one mistake: the unknown key, with its fix.
    const path = pointerToPath(error.instancePath);
    return samePlace.some((other) => {
      if (other.keyword !== 'additionalProperties') return false;
      const name = String(other.params.additionalProperty);
      return closest(name, [missing]) !== undefined || renamedTo(name, path)?.now === missing;
    });
  }
  // A field with its own, tighter limit than the shared text shape it uses: only the tighter one counts.
  if (error.keyword === 'maxLength') {
    return samePlace.some((other) => other.keyword === 'maxLength' && Number(other.params.limit) < Number(error.params.limit));
  }
  // `call: 5` is best explained by the list of allowed values.
  if (error.keyword === 'type') return samePlace.some((other) => other.keyword === 'enum' || other.keyword === 'const');
  return false;
}

function alternativeProblems(error: ErrorObject, branches: ErrorObject[], context: SchemaContext): Problem[] {
  const path = pointerToPath(error.instancePath);
  const options = ((error.parentSchema?.[error.keyword] as SchemaObject[] | undefined) ?? []).filter(isObject);
  const data = error.data;
  const requiredOnly = options.length > 0 && options.every(isRequiredOnly);
  if (requiredOnly && isObject(data)) {
    const names = [...new Set(options.flatMap((option) => option.required as string[]))];
    const present = names.filter((name) => name in data);
    if (present.length > 1 && error.keyword === 'oneOf') {
      const [first, second] = present as [string, string];
      return [
        {
          at: [...path, second],
          spot: 'key',
          keyPath: [...path, second],
          message: `Use either ${orList(present)}, not ${present.length === 2 ? 'both' : 'several'}`,
          hint: `Remove '${second}:' or '${first}:'.`,
        },
      ];
    }
    if (present.length === 0) {
      return [
        {
          at: path,
          spot: 'value',
          keyPath: path,
          message: `${capitalize(describePlace(path, context.root))} needs ${names.length === 2 ? 'either ' : 'one of '}${orList(names)}`,
          hint: `Add one of them: ${names.map((name) => `'${name}:'`).join(' or ')}.`,
        },
      ];
    }
  }
  // Several shapes are allowed: report the mistakes of the shape that came closest.
  const byBranch = new Map<number, ErrorObject[]>();
  for (const branch of branches) {
    const index = Number(branch.schemaPath.slice(error.schemaPath.length + 1).split('/')[0]);
    byBranch.set(index, [...(byBranch.get(index) ?? []), branch]);
  }
  const best = [...byBranch.values()].sort((a, b) => a.length - b.length)[0];
  if (best && error.params.passingSchemas == null) return schemaProblems(best, context);
  return [
    {
      at: path,
      spot: 'value',
      keyPath: path,
      message: `${capitalize(describePlace(path, context.root))} is not written in any of the allowed ways`,
      found: describeValue(data),
    },
  ];
}

function translate(error: ErrorObject, context: SchemaContext): Problem {
  const path = pointerToPath(error.instancePath);
  const parent = (error.parentSchema ?? {}) as SchemaObject;
  const data = error.data;
  const key = lastKey(path);
  const here: Problem = { at: path, spot: 'value', keyPath: path, message: '' };
  const params = error.params as Record<string, unknown>;

  const found: SchemaError = { error, context, path, parent, data, key, here, params };
  return keyProblem(found) ?? sizeProblem(found) ?? valueProblem(found);
}
