// Every message an editor sees is worded here, in one place: schema errors, YAML syntax, links, images, files.
export { schemaProblems, syntaxWording, wording };
export type { Problem, Wording, SchemaContext };

import type { ErrorObject } from 'ajv';
import { closest } from './did-you-mean';
import { pointerToPath, type PathSegment } from './key-path';
import type { SyntaxIssue } from './syntax-errors';
import type { Spot } from './yaml-source';

/** What to say. */
interface Wording {
  message: string;
  expected?: string;
  found?: string;
  hint?: string;
}

/** What to say about a value, and where it is. */
interface Problem extends Wording {
  /** Path of the node to point at. */
  at: PathSegment[];
  /** Point at the key or at the value of that node. */
  spot: Spot;
  /** Path shown to the editor (for a missing key: where it should be). */
  keyPath: PathSegment[];
}

interface SchemaContext {
  /** The whole document the errors are about. */
  root: unknown;
  /** The value at `path` exactly as written in the file, when it is a plain value. */
  raw?: (path: PathSegment[]) => string | undefined;
}

type SchemaObject = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Schema errors

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
    // `titel:` written for `title:` is one mistake: the unknown key, with its suggestion.
    return samePlace.some(
      (other) => other.keyword === 'additionalProperties' && closest(String(other.params.additionalProperty), [missing]) !== undefined,
    );
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

  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = Object.keys((parent.properties as SchemaObject | undefined) ?? {});
      const at = [...path, name];
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

    case 'type':
      return typeProblem(here, expectedTypes(error), data, parent, context);

    case 'enum': {
      const allowed = ((error.schema as unknown[] | undefined) ?? (params.allowedValues as unknown[]) ?? []).map(String);
      if (data === null || data === '') return emptyProblem(here, path, `one of: ${allowed.join(', ')}`);
      const near = typeof data === 'string' || typeof data === 'number' ? closest(String(data), allowed) : undefined;
      return {
        ...here,
        message: `${describeValue(data)} is not an allowed value${key === undefined ? '' : ` for '${key}'`}`,
        expected: `one of: ${allowed.join(', ')}`,
        found: describeValue(data),
        hint: near !== undefined ? `Did you mean '${near}'?` : 'Pick one of the allowed values.',
      };
    }

    case 'const':
      return {
        ...here,
        message: `${describeValue(data)} is not allowed here`,
        expected: describeValue(error.schema),
        found: describeValue(data),
        hint: key === undefined ? undefined : `Write  ${key}: ${String(error.schema)}`,
      };

    case 'discriminator':
      return sectionTypeProblem(here, params, parent, data, context);

    case 'minLength': {
      const limit = Number(params.limit);
      const text = String(data);
      if (limit <= 1 || text.trim() === '') return emptyProblem(here, path);
      const length = [...text].length;
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} is too short: ${length} characters, at least ${limit} are needed`,
        expected: lengthRange(parent),
        found: `${length} characters`,
        hint: `Add at least ${limit - length} more ${plural(limit - length, 'character')}.`,
      };
    }

    case 'maxLength': {
      const limit = Number(params.limit);
      const length = [...String(data)].length;
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} is too long: ${length} characters, at most ${limit} are allowed`,
        expected: lengthRange(parent),
        found: `${length} characters`,
        hint: `Shorten it by at least ${length - limit} ${plural(length - limit, 'character')}.`,
      };
    }

    case 'minItems': {
      const limit = Number(params.limit);
      const length = Array.isArray(data) ? data.length : 0;
      if (length === 0) {
        return {
          ...here,
          message: `${capitalize(describePlace(path, context.root))} is an empty list`,
          expected: `at least ${limit} ${plural(limit, 'item')}`,
          hint: `Add ${limit === 1 ? 'an item' : `${limit} items`} on the lines below, each starting with '- '.`,
        };
      }
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} has ${length} ${plural(length, 'item')}; at least ${limit} are needed`,
        expected: `at least ${limit} items`,
        found: `${length} ${plural(length, 'item')}`,
        hint: `Add ${limit - length} more ${plural(limit - length, 'item')}, each starting with '- '.`,
      };
    }

    case 'maxItems': {
      const limit = Number(params.limit);
      const length = Array.isArray(data) ? data.length : 0;
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} has ${length} items; at most ${limit} are allowed`,
        expected: `at most ${limit} ${plural(limit, 'item')}`,
        found: `${length} items`,
        hint: `Remove ${length - limit} ${plural(length - limit, 'item')}.`,
      };
    }

    case 'pattern': {
      return {
        ...here,
        message: `${describeValue(data)} is not in the right form${key === undefined ? '' : ` for '${key}'`}`,
        found: describeValue(data),
        hint: typeof parent.patternErrorMessage === 'string' ? parent.patternErrorMessage : undefined,
      };
    }

    case 'format': {
      const format = String(params.format);
      const words: Record<string, [string, string]> = {
        email: ['e-mail address', 'Write it like name@example.com.'],
        uri: ['web address', 'Write the full address, starting with https://.'],
        date: ['date', 'Write the date as YYYY-MM-DD, e.g. 2024-05-31.'],
      };
      const [word, hint] = words[format] ?? [format, undefined];
      return { ...here, message: `${describeValue(data)} is not a valid ${word}`, found: describeValue(data), hint };
    }

    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const bound = {
        minimum: 'at least',
        maximum: 'at most',
        exclusiveMinimum: 'more than',
        exclusiveMaximum: 'less than',
      }[error.keyword];
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} must be ${bound} ${String(params.limit)}`,
        expected: `a number ${bound} ${String(params.limit)}`,
        found: describeValue(data),
      };
    }

    case 'multipleOf':
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} must be a multiple of ${String(params.multipleOf)}`,
        found: describeValue(data),
      };

    case 'uniqueItems': {
      const [earlier, later] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
      const item = Array.isArray(data) ? data[later] : undefined;
      const at = [...path, later];
      return {
        at,
        spot: 'value',
        keyPath: at,
        message:
          typeof item === 'string' || typeof item === 'number'
            ? `${describeValue(item)} is listed twice in '${key ?? 'this list'}'`
            : `Item ${later + 1} of '${key ?? 'this list'}' repeats item ${earlier + 1}`,
        hint: `Remove one of them (items ${earlier + 1} and ${later + 1}).`,
      };
    }

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

    case 'false schema':
      return {
        ...here,
        spot: typeof path[path.length - 1] === 'string' ? 'key' : 'value',
        message: `${capitalize(describePlace(path, context.root))} is not allowed here`,
        hint: 'Remove it.',
      };

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
      return {
        ...here,
        message: `${capitalize(describePlace(path, context.root))} is not allowed here`,
        found: describeValue(data),
      };
  }
}

function typeProblem(here: Problem, expected: string[], data: unknown, parent: SchemaObject, context: SchemaContext): Problem {
  const path = here.at;
  const key = lastKey(path);
  const want = expected[0] ?? 'string';
  const expectedText = expected.map(typeName).join(' or ');
  const found = describeValue(data);
  const base: Problem = { ...here, expected: expectedText, found };

  if (path.length === 0) {
    const keys = Array.isArray(parent.required) ? (parent.required as string[]) : [];
    return {
      ...base,
      expected: keys.length > 0 ? `a group of keys: ${keys.join(', ')}` : expectedText,
      message: data === null ? 'This file is empty' : 'This file should be a set of keys with values, one per line',
      hint: keys.length > 0 ? `Start with the keys ${keys.map((name) => `'${name}:'`).join(', ')}.` : undefined,
    };
  }
  if (data === null) return emptyProblem(here, path, expectedText, want);
  const raw = context.raw?.(path);
  const keyOrItem = key === undefined ? 'the item' : `'${key}:'`;

  if (want === 'string') {
    if (typeof data === 'number' || typeof data === 'boolean') {
      const written = raw ?? String(data);
      return {
        ...base,
        message: `Expected text, found ${typeof data === 'number' ? 'a number' : `'${written}'`}`,
        hint: `Put it in quotes: ${key === undefined ? '' : `${key}: `}"${written}"`,
      };
    }
    if (Array.isArray(data)) {
      return {
        ...base,
        message: 'Expected a single text, found a list',
        hint: `Write the text on the same line as ${keyOrItem}, without '- ' in front.`,
      };
    }
    return {
      ...base,
      message: 'Expected text, found a group of keys',
      hint: `Write the text on the same line as ${keyOrItem}; if it contains ': ' (a colon and a space), put it in quotes.`,
    };
  }

  if (want === 'array') {
    const example = typeof data === 'string' ? data : raw;
    return {
      ...base,
      message: `Expected a list, found ${isObject(data) ? 'a group of keys' : typeof data === 'string' ? 'text' : found}`,
      hint: isObject(data)
        ? `Start each item of ${keyOrItem} with '- '.`
        : example && key !== undefined && example.includes(', ')
          ? `Put each item on its own line below ${keyOrItem}, starting with '- ', or write them in brackets:  ${key}: [${shorten(example, 50)}]`
          : example
            ? `Put each item on its own line below ${keyOrItem}, starting with '- ', like this:  - ${shorten(example, 40)}`
            : `Put each item on its own line below ${keyOrItem}, starting with '- '.`,
    };
  }

  if (want === 'object') {
    const keys = Array.isArray(parent.required) ? (parent.required as string[]) : [];
    return {
      ...base,
      expected: keys.length > 0 ? `a group of keys: ${keys.join(', ')}` : expectedText,
      message: `Expected a group of keys, found ${Array.isArray(data) ? 'a list' : typeof data === 'string' ? 'text' : found}`,
      hint: Array.isArray(data)
        ? `Remove the '- ' in front of the keys of ${keyOrItem}.`
        : `Write ${keys.length > 0 ? 'the keys' : 'its keys'} on the lines below ${keyOrItem}, indented by two more spaces.`,
    };
  }

  if (want === 'boolean') {
    const text = String(data);
    return {
      ...base,
      message: `Expected true or false, found ${describeValue(data)}`,
      hint: /^(true|false)$/i.test(text)
        ? `Remove the quotes around ${text.toLowerCase()}.`
        : /^(yes|no|y|n|on|off)$/i.test(text)
          ? `Write true or false (yes and no are not understood here).`
          : 'Write true or false.',
    };
  }

  if (want === 'integer' || want === 'number') {
    if (typeof data === 'number') {
      return {
        ...base,
        message: `Expected a whole number, found ${data}`,
        hint: `Write a whole number without a decimal point, e.g. ${Math.round(data)}.`,
      };
    }
    const text = String(data);
    const digits = /\d+(\.\d+)?/.exec(text)?.[0];
    return {
      ...base,
      message: `Expected ${typeName(want)}, found ${describeValue(data)}`,
      hint:
        typeof data === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(text)
          ? `Remove the quotes: ${key === undefined ? '' : `${key}: `}${text.trim()}`
          : `Write digits only, without units or quotes${digits ? `, e.g. ${digits}` : ''}.`,
    };
  }

  return { ...base, message: `Expected ${expectedText}, found ${found}` };
}

function emptyProblem(here: Problem, path: PathSegment[], expected?: string, want?: string): Problem {
  const key = lastKey(path);
  const isKey = typeof path[path.length - 1] === 'string';
  const hints: Record<string, string> = {
    string: `Write the text after '${key}:' on the same line.`,
    array: `Add the items on the lines below '${key}:', each starting with '- '.`,
    object: `Add its keys on the lines below '${key}:', indented by two more spaces.`,
    boolean: `Write true or false after '${key}:'.`,
    integer: `Write a whole number after '${key}:'.`,
    number: `Write a number after '${key}:'.`,
  };
  return {
    ...here,
    spot: isKey ? 'key' : 'value',
    message: isKey ? `'${key}' is empty` : `${capitalize(describePlace(path, undefined))} is empty`,
    expected,
    hint: !isKey ? "Write the item after the '- ', or remove the line." : (hints[want ?? 'string'] ?? `Write a value after '${key}:'.`),
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

// ---------------------------------------------------------------------------------------------
// YAML syntax

function syntaxWording(issue: SyntaxIssue, lineOf: (offset: number) => number): Wording {
  switch (issue.kind) {
    case 'tab':
      return {
        message: 'A tab is used to indent this line',
        hint: 'Indent with spaces only (set your editor to insert spaces when you press Tab).',
      };
    case 'indent-deeper':
      if (issue.listUnderValue && issue.above) {
        return {
          message: `'${issue.above}' has both a value after its colon and a list below it`,
          hint: `Remove the text after '${issue.above}:'; a key holds either one value or a list, not both.`,
        };
      }
      return {
        message:
          issue.key && issue.above
            ? `'${issue.key}' is indented more than '${issue.above}' above it`
            : 'This line is indented more than the line above it',
        hint: issue.above
          ? `Line it up with '${issue.above}:' (same number of spaces); if it continues the text above, put that whole text in quotes.`
          : 'Line it up with the line above (same number of spaces).',
      };
    case 'indent-misaligned':
      return issue.list
        ? { message: 'This list item is not lined up with the items above it', hint: "Start every '- ' of a list at the same column." }
        : {
            message: 'This line is not lined up with the lines above it',
            hint: 'Keys that belong together start at the same column: add or remove spaces at the start of the line.',
          };
    case 'unclosed-quote':
      return {
        message: 'This quote is never closed',
        hint: `Add the closing ${issue.quote} at the end of the text, or remove the opening one.`,
      };
    case 'text-after-quote':
      return {
        message: 'The text goes on after its closing quote',
        hint:
          issue.quote === '"'
            ? `To use " inside the text, wrap the whole text in single quotes instead, or write \\" for each inner quote.`
            : `Inside single quotes write an apostrophe twice ('It''s here'), or wrap the text in double quotes instead.`,
      };
    case 'unclosed-bracket':
      return {
        message: `This ${issue.bracket === ']' ? 'list' : 'group'} is opened with ${issue.bracket === ']' ? '[' : '{'} but never closed with ${issue.bracket}`,
        hint: `Close it with ${issue.bracket} on the same line, or write the ${issue.bracket === ']' ? "items on their own lines starting with '- '" : 'keys on their own lines'}.`,
      };
    case 'stray-character':
      return {
        message: `This '${issue.char}' does not belong here`,
        hint: `Remove it, or put the whole text in quotes if the '${issue.char}' is part of it.`,
      };
    case 'colon-in-text':
      return {
        message: "': ' inside this text makes it look like a new key",
        hint: issue.fix ? `Put the text in quotes:  ${issue.fix}` : 'Put the text in quotes.',
      };
    case 'missing-colon':
      return {
        message: "This line has no ':' after its key",
        found: `'${shorten(issue.text, 60)}'`,
        hint: 'Write the key, a colon and a space, then the value, e.g.  title: Hurricane Windows',
      };
    case 'duplicate-key':
      return {
        message: `'${issue.key}' appears twice here`,
        hint:
          issue.firstOffset !== undefined
            ? `Keep only one '${issue.key}:' (the first is on line ${lineOf(issue.firstOffset)}).`
            : `Keep only one '${issue.key}:'.`,
      };
    case 'reserved-start':
      return {
        message: `Text cannot start with '${issue.char}' unless it is in quotes`,
        hint: issue.fix ? `Put the text in quotes:  ${issue.fix}` : 'Put the text in quotes.',
      };
    case 'bad-escape':
      return {
        message: `'${issue.escape}' cannot be used inside double quotes`,
        hint: 'Write \\\\ for a backslash, or use single quotes instead.',
      };
    case 'multiple-documents':
      return {
        message: "A line with '---' splits this file in two",
        hint: "Remove the '---' line: each file holds one set of content.",
      };
    case 'too-many-references':
      return {
        message: 'This file repeats references (*name) too many times',
        hint: 'Write the values out instead of referring to them with *.',
      };
    case 'other':
      return {
        message: 'This line is not valid YAML',
        hint: 'Check the indentation, colons and quotes on this line and the one above it.',
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Files, links, images, placeholders

const wording = {
  badByte: (byte: number): Wording => ({
    message: `This character is not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')})`,
    hint: 'Save the file as UTF-8, or delete the character and type it again.',
  }),
  unreadable: (reason: string): Wording => ({
    message: 'This file could not be read',
    found: reason,
    hint: 'Check that the file exists and is a text file.',
  }),
  internal: (reason: string): Wording => ({
    message: 'This file could not be checked',
    found: reason,
    hint: 'This is a fault of the checker, not of the file: report it together with the file.',
  }),
  brokenSchema: (reason: string): Wording => ({
    message: 'The schemas that describe the content could not be read',
    found: reason,
    hint: 'This is a fault in the schema files, not in the content: fix the schema named here.',
  }),
  missingSite: (): Wording => ({
    message: 'The business facts file is missing',
    hint: 'Create content/site.yaml (it holds the name, phone numbers, menus and hours).',
  }),
  missingNotFound: (): Wording => ({
    message: 'The page shown for unknown addresses is missing',
    hint: 'Create content/pages/404.yaml like any other page (title, description, sections).',
  }),
  missingThankYou: (): Wording => ({
    message: 'The page shown after a form is sent without JavaScript is missing',
    hint: 'Create content/pages/thank-you.yaml like any other page, with noindex: true to keep it out of search results.',
  }),
  missingHome: (): Wording => ({
    message: 'There is no home page',
    hint: 'Create content/pages/index.yaml: it becomes the page at /.',
  }),
  ymlExtension: (suggested: string): Wording => ({
    message: 'Page files must end in .yaml',
    hint: `Rename the file to ${suggested}.`,
  }),
  badFileName: (name: string, suggested: string): Wording => ({
    message: 'File and folder names of pages use lowercase letters, digits and dashes only',
    found: `'${name}'`,
    hint: `Rename it to '${suggested}' (the name becomes the page address).`,
  }),
  routeClash: (route: string, otherFile: string): Wording => ({
    message: `Two files make the page ${route}`,
    hint: `${otherFile} also makes ${route}; keep only one of them.`,
  }),
  brokenLink: (href: string, suggestion: string | undefined): Wording => ({
    message: `The link '${href}' goes to a page that does not exist`,
    hint: suggestion
      ? `Did you mean '${suggestion}'?`
      : 'Fix the link, create the page under content/pages, or add a redirect in content/site.yaml.',
  }),
  missingImage: (src: string, suggestion: string | undefined): Wording => ({
    message: `The image '${src}' does not exist (looked for public${src})`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : `Put the file in public${src.slice(0, src.lastIndexOf('/') + 1)} or fix the path.`,
  }),
  redirectTargetMissing: (to: string, suggestion: string | undefined): Wording => ({
    message: `The redirect goes to '${to}', which is not a page`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : 'Point it at an existing page.',
  }),
  redirectHidesPage: (from: string, file: string): Wording => ({
    message: `'${from}' is a page (${file}); a redirect from it would hide that page`,
    hint: 'Remove this redirect, or rename the page.',
  }),
  duplicateRedirect: (from: string, firstLine: number): Wording => ({
    message: `'${from}' is redirected twice`,
    hint: `Keep only one of them (the first is on line ${firstLine}).`,
  }),
  duplicateSectionId: (id: string, firstLine: number): Wording => ({
    message: `Two sections of this page use the anchor '${id}'`,
    hint: `Give each section its own id (the other is on line ${firstLine}).`,
  }),
  unknownPlaceholder: (name: string, known: readonly string[], suggestion: string | undefined): Wording => ({
    message: `Unknown placeholder {${name}}`,
    expected: `one of: ${known.map((known) => `{${known}}`).join(', ')}`,
    found: `{${name}}`,
    hint: suggestion ? `Did you mean {${suggestion}}?` : 'Use one of the placeholders listed above, or remove the braces.',
  }),
};

// ---------------------------------------------------------------------------------------------
// Small wording helpers

function expectedTypes(error: ErrorObject): string[] {
  const schema = error.schema;
  if (Array.isArray(schema)) return schema.map(String);
  const type = (error.params as { type?: unknown }).type;
  return String(type ?? schema ?? 'string').split(',');
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of keys',
    null: 'nothing',
  };
  return names[type] ?? type;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `'${shorten(value, 60)}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length} ${plural(value.length, 'item')}`;
  if (isObject(value)) return `a group of keys (${shorten(Object.keys(value).join(', '), 60)})`;
  return String(value);
}

/** `sections[2]` -> "section 3"; `items[0]` -> "item 1 of 'items'"; `title` -> "'title'". */
function describePlace(path: readonly PathSegment[], root: unknown): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'this file';
  if (typeof last === 'string') return `'${last}'`;
  const list = path[path.length - 2];
  const type = sectionType(path, root);
  if (type !== undefined) return `the '${type}' section`;
  if (list === 'sections' || list === 'sidebar') return `${list === 'sidebar' ? 'sidebar ' : ''}section ${last + 1}`;
  return typeof list === 'string' ? `item ${last + 1} of '${list}'` : `item ${last + 1}`;
}

/** " in the 'hero' section", " at the top of the file" or "" (the key path says the rest). */
function whereIn(path: readonly PathSegment[], root: unknown): string {
  if (path.length === 0) return ' at the top of the file';
  const type = sectionType(path, root);
  return type === undefined ? '' : ` in this '${type}' section`;
}

/** The `type` of the section at `path`, when `path` is `sections[n]` or `sidebar[n]`. */
function sectionType(path: readonly PathSegment[], root: unknown): string | undefined {
  if (path.length !== 2 || (path[0] !== 'sections' && path[0] !== 'sidebar') || typeof path[1] !== 'number') return undefined;
  if (!isObject(root)) return undefined;
  const list = root[path[0]];
  const section = Array.isArray(list) ? list[path[1]] : undefined;
  return isObject(section) && typeof section.type === 'string' ? section.type : undefined;
}

function lastKey(path: readonly PathSegment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string') return segment;
  }
  return undefined;
}

function lengthRange(schema: SchemaObject): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : undefined;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  if (min !== undefined && max !== undefined) return `${min} to ${max} characters`;
  if (min !== undefined) return `at least ${min} characters`;
  return `at most ${max} characters`;
}

function firstScalarExample(schema: SchemaObject): string | undefined {
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  return typeof example === 'string' || typeof example === 'number' || typeof example === 'boolean' ? String(example) : undefined;
}

function isRequiredOnly(option: SchemaObject): boolean {
  return (
    Array.isArray(option.required) &&
    Object.keys(option).every((name) => name === 'required' || name === 'properties') &&
    Object.values((option.properties as SchemaObject | undefined) ?? {}).every((value) => value === true)
  );
}

function orList(names: readonly string[]): string {
  const quoted = names.map((name) => `'${name}'`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}

function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ');
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
