// The shapes every wording shares, and the small helpers that put a value or a place into words.
export {
  expectedTypes,
  typeName,
  describeValue,
  describePlace,
  whereIn,
  sectionType,
  lastKey,
  lengthRange,
  firstScalarExample,
  isRequiredOnly,
  orList,
  plural,
  shorten,
  capitalize,
  lowerFirst,
  isObject,
};
export type { Problem, Wording, SchemaContext, SchemaObject, SchemaError };

import type { ErrorObject } from 'ajv';
import type { PathSegment } from '../key-path';
import type { Spot } from '../yaml-source';
import { isObject } from '../is-object';

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
  /** When the key at `path` is the end of a text a comma cut inside `{ … }`, that text's line as meant, quoted. */
  commaSplit?: (path: PathSegment[]) => string | undefined;
}

type SchemaObject = Record<string, unknown>;

/** One validator error with what every wording reads from it. */
interface SchemaError {
  error: ErrorObject;
  context: SchemaContext;
  /** Where the value sits. */
  path: PathSegment[];
  /** The schema holding the failed keyword. */
  parent: SchemaObject;
  /** The value as read. */
  data: unknown;
  /** The value's own key, when it has one. */
  key: string | undefined;
  /** The problem at the value, to fill in. */
  here: Problem;
  params: Record<string, unknown>;
}

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
