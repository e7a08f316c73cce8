// Mistakes in the keys of a mapping: an unknown or misspelled key (or the end of a text a comma cut into one), a key
// in the wrong case, a renamed one, a missing one, a section without a known type.
export { keyProblem, commaCutWording };

import { closest } from '../did-you-mean';
import type { PathSegment } from '../key-path';
import { renamedTo, type RenamedKey } from '../renamed-keys';
import {
  describeValue,
  describePlace,
  whereIn,
  firstScalarExample,
  orList,
  shorten,
  capitalize,
  lowerFirst,
  isObject,
  type Problem,
  type SchemaContext,
  type SchemaObject,
  type SchemaError,
  type Wording,
} from './describe';
import { emptyProblem } from './value-problems';

/** Keys: unknown, misspelled or in the wrong case, missing, not allowed together; the section type. */
function keyProblem({ error, context, path, parent, data, here, params }: SchemaError): Problem | undefined {
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = Object.keys((parent.properties as SchemaObject | undefined) ?? {});
      const at = [...path, name];
      const meant = context.commaSplit?.(at);
      if (meant) return { at, spot: 'key', keyPath: at, ...commaCutWording(name, meant) };
      const renamed = renamedTo(name, path);
      if (renamed) return renamedProblem(renamed, at, isObject(data) && holds(data, renamed.now));
      const sameLetters = allowed.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      if (sameLetters) {
        return {
          at,
          spot: 'key',
          keyPath: at,
          message: `'${name}' is written with the wrong capital letters`,
          expected: `'${sameLetters}'`,
          found: `'${name}'`,
          hint: `Keys are case-sensitive: write '${sameLetters}:' instead of '${name}:'.`,
        };
      }
      const near = closest(name, allowed);
      return {
        at,
        spot: 'key',
        keyPath: at,
        message: `Unknown key '${shorten(name, 40)}'${whereIn(path, context.root)}`,
        expected: near ? undefined : `one of: ${allowed.join(', ')}`,
        hint: near ? `Did you mean '${near}'?` : 'Check the spelling, or remove the line if it does not belong here.',
      };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      const property = ((parent.properties as SchemaObject | undefined)?.[missing] ?? {}) as SchemaObject;
      const example = firstScalarExample(property);
      const description = typeof property.description === 'string' ? property.description : undefined;
      return {
        ...here,
        keyPath: [...path, missing],
        message: `Missing '${missing}'${whereIn(path, context.root)}`,
        expected: description ? `'${missing}': ${lowerFirst(description)}` : undefined,
        hint: example !== undefined ? `Add a line like  ${missing}: ${example}` : `Add '${missing}:' with its value.`,
      };
    }
    case 'discriminator':
      return sectionTypeProblem(here, params, parent, data, context);
    case 'dependentRequired': {
      const property = String(params.property);
      const missing = String(params.missingProperty);
      return {
        at: [...path, property],
        spot: 'key',
        keyPath: [...path, missing],
        message: `'${property}' needs '${missing}' too`,
        hint: `Add '${missing}:' or remove '${property}:'.`,
      };
    }
    case 'not': {
      const forbidden = isObject(error.schema) && Array.isArray(error.schema.required) ? (error.schema.required as string[]) : [];
      if (forbidden.length > 0) {
        return {
          ...here,
          message: `${orList(forbidden)} cannot be used here${whereIn(path, context.root)}`,
          hint: `Remove ${forbidden.map((name) => `'${name}:'`).join(' and ')}.`,
        };
      }
      return { ...here, message: `${capitalize(describePlace(path, context.root))} is not allowed here`, found: describeValue(data) };
    }
    case 'propertyNames':
      return {
        ...here,
        message: `The key '${String(params.propertyName)}' is not allowed${whereIn(path, context.root)}`,
      };
    case 'minProperties':
    case 'maxProperties':
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} keys`,
      };
    default:
      return undefined;
  }
}

/** `{ title: Family owned, we come first. }`: the text after the comma read as a key; `meant` is the line, quoted. */
function commaCutWording(name: string, meant: string): Wording {
  return {
    message: `A comma inside { … } ends the text, so '${shorten(name, 40)}' was read as a key`,
    hint: `Put the whole text in quotes:  ${meant}`,
  };
}

function sectionTypeProblem(
  here: Problem,
  params: Record<string, unknown>,
  parent: SchemaObject,
  data: unknown,
  context: SchemaContext,
): Problem {
  const tag = String(params.tag);
  const refs = Array.isArray(parent.oneOf) ? (parent.oneOf as SchemaObject[]) : [];
  const types = refs
    .map((ref) => (typeof ref.$ref === 'string' ? /([^/]+)\.schema\.json$/.exec(ref.$ref)?.[1] : undefined))
    .filter((name): name is string => name !== undefined);
  const kind = tag === 'type' ? 'section type' : `'${tag}'`;
  const value = isObject(data) ? data[tag] : undefined;
  const expected = `one of: ${types.join(', ')}`;
  const at = [...here.at, tag];
  if (value === undefined) {
    return {
      ...here,
      keyPath: at,
      message: `${capitalize(describePlace(here.at, context.root))} has no '${tag}'`,
      expected,
      hint: `Add '${tag}:' as its first line, e.g.  - ${tag}: ${types[0] ?? 'text'}`,
    };
  }
  if (value === null || value === '') return emptyProblem({ ...here, at, keyPath: at }, at, expected);
  const renamed = tag === 'type' && typeof value === 'string' ? renamedTo(value, 'section type') : undefined;
  if (renamed) return renamedProblem(renamed, at, false);
  const near = typeof value === 'string' || typeof value === 'number' ? closest(String(value), types) : undefined;
  return {
    at,
    spot: 'value',
    keyPath: at,
    message: `Unknown ${kind} ${describeValue(value)}`,
    expected,
    found: describeValue(value),
    hint: near ? `Did you mean '${near}'?` : `Use one of the ${tag === 'type' ? 'section types' : 'values'} listed above.`,
  };
}

/** A name an older file still uses: its new name, and what to write (or, where both are written, what to remove). */
function renamedProblem({ old, now, where, note }: RenamedKey, at: PathSegment[], nowToo: boolean): Problem {
  const type = where === 'section type';
  const [parent, key] = now.includes('.') ? [now.slice(0, now.lastIndexOf('.')), now.slice(now.lastIndexOf('.') + 1)] : [];
  const renamed = parent ? `'${old}' moved to '${key}' under '${parent}'` : `'${old}' was renamed to '${now}'`;
  const write = parent ? `'${key}:' under '${parent}:'` : `'${type ? `type: ${now}` : `${now}:`}'`;
  return {
    at,
    spot: type ? 'value' : 'key',
    keyPath: at,
    message: nowToo ? `${renamed}, which is written here too: remove '${old}:'` : `${renamed}: write ${write}`,
    ...(note ? { hint: note } : {}),
  };
}

/** Whether a mapping holds a key path (`brand.sharingImage`). */
function holds(data: Record<string, unknown>, path: string): boolean {
  let here: unknown = data;
  for (const key of path.split('.')) {
    if (!isObject(here) || !(key in here)) return false;
    here = here[key];
  }
  return true;
}
