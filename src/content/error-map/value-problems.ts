// Mistakes in a value: the wrong kind (text for a list, yes for true), empty, not among the allowed values, not
// in the expected form.
export { valueProblem, emptyProblem };

import { closest } from '../did-you-mean';
import { type PathSegment } from '../key-path';
import {
  expectedTypes,
  typeName,
  describeValue,
  describePlace,
  lastKey,
  shorten,
  capitalize,
  isObject,
  type Problem,
  type SchemaContext,
  type SchemaObject,
  type SchemaError,
} from './describe';

/** Values of the wrong kind or outside what is allowed; anything else, said plainly. */
function valueProblem({ error, context, path, parent, data, key, here, params }: SchemaError): Problem {
  switch (error.keyword) {
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
    case 'false schema':
      return {
        ...here,
        spot: typeof path[path.length - 1] === 'string' ? 'key' : 'value',
        message: `${capitalize(describePlace(path, context.root))} is not allowed here`,
        hint: 'Remove it.',
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

  // A schema can say in its own words what a value of the wrong kind means there ({value}: the value as written).
  if (typeof parent.typeErrorMessage === 'string' && (typeof data === 'string' || typeof data === 'number')) {
    const said = parent.typeErrorMessage.replaceAll('{value}', `'${String(data)}'`);
    const at = said.indexOf(': ');
    return at < 0 ? { ...base, message: said } : { ...base, message: said.slice(0, at), hint: capitalize(said.slice(at + 2)) };
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
