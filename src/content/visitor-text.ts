// Which strings of a content file a visitor reads, and so are translated: the schemas say it with the annotation
// keyword `"translate": true` on a string's schema (or on the definition it refers to; the nearest says). Every
// other string is a fact (an address, a phone, a time, an icon, a choice's value) written once, in the main file.
export { schemaIndex, rootPlace, placeAt, keyPlace, itemPlace, isVisitorText, isFreeText, kindKey, translateKeyword };
export type { SchemaIndex, SchemaPlace };

import { translateKeyword, type SchemaFile } from './schemas';
import { isObject } from './is-object';

type SchemaObject = Record<string, unknown>;

/** A subschema and the file address its references resolve against. */
interface Node {
  base: string;
  schema: SchemaObject;
}

/** The schema files by address, and each reference once resolved. */
interface SchemaIndex {
  byId: ReadonlyMap<string, SchemaFile>;
  byName: ReadonlyMap<string, SchemaFile>;
  refs: Map<string, Node | undefined>;
}

/** Where a value sits in the schemas: every subschema that applies to it, nearest first. */
interface SchemaPlace {
  nodes: readonly Node[];
}

function schemaIndex(files: readonly SchemaFile[]): SchemaIndex {
  return {
    byId: new Map(files.map((file) => [file.id, file])),
    byName: new Map(files.map((file) => [file.name, file])),
    refs: new Map(),
  };
}

/** The place of a whole file, e.g. `site.schema.json`. */
function rootPlace(index: SchemaIndex, name: string, value: unknown): SchemaPlace {
  const file = index.byName.get(name);
  return { nodes: file ? expand(index, { base: file.id, schema: file.schema }, value, 0) : [] };
}

/** The place of the subschema at a JSON pointer of a file (`#/properties/hours`), whatever value it is for. */
function placeAt(index: SchemaIndex, name: string, pointer: string): SchemaPlace {
  const file = index.byName.get(name);
  const node = file && resolveRef(index, file.id, pointer);
  return { nodes: node ? expand(index, node, undefined, 0) : [] };
}

/** The place of `value[key]`, where `value` sits at `place`. */
function keyPlace(index: SchemaIndex, place: SchemaPlace, key: string, value: unknown): SchemaPlace {
  const child = isObject(value) ? value[key] : undefined;
  const nodes: Node[] = [];
  for (const node of place.nodes) {
    const properties = node.schema.properties;
    const property = isObject(properties) ? properties[key] : undefined;
    if (isObject(property)) nodes.push(...expand(index, { base: node.base, schema: property }, child, 0));
  }
  return { nodes };
}

/** The place of an item of the list at `place`. */
function itemPlace(index: SchemaIndex, place: SchemaPlace, item: unknown): SchemaPlace {
  const nodes: Node[] = [];
  for (const node of place.nodes) {
    if (isObject(node.schema.items)) nodes.push(...expand(index, { base: node.base, schema: node.schema.items }, item, 0));
  }
  return { nodes };
}

/** True when a string at this place is words a visitor reads. */
function isVisitorText(place: SchemaPlace): boolean {
  for (const node of place.nodes) {
    const said = node.schema[translateKeyword];
    if (typeof said === 'boolean') return said;
  }
  return false;
}

/**
 * True when every character of a string at this place counts and nothing else checks it: words a visitor reads, or
 * a fact with no fixed form (a name, a license number, a town) that no pattern or list of values would catch cut short.
 */
function isFreeText(place: SchemaPlace): boolean {
  if (isVisitorText(place)) return true;
  const fixed = ['pattern', 'format', 'enum', 'const'];
  return (
    place.nodes.some((node) => node.schema.type === 'string') &&
    !place.nodes.some((node) => fixed.some((keyword) => keyword in node.schema))
  );
}

/** The key that says which kind of object this is (a section's `type`), when the schemas choose by one. */
function kindKey(place: SchemaPlace): string | undefined {
  for (const node of place.nodes) {
    const discriminator = node.schema.discriminator;
    if (isObject(discriminator) && typeof discriminator.propertyName === 'string') return discriminator.propertyName;
  }
  return undefined;
}

// A node, then what it refers to and the branches that fit the value (a branch whose `const` says another kind does not).
function expand(index: SchemaIndex, node: Node, value: unknown, depth: number): Node[] {
  if (depth > 20) return [node];
  const out: Node[] = [node];
  const { $ref, allOf, oneOf, anyOf } = node.schema;
  if (typeof $ref === 'string') {
    const target = resolveRef(index, node.base, $ref);
    if (target) out.push(...expand(index, target, value, depth + 1));
  }
  for (const list of [allOf, oneOf, anyOf]) {
    if (!Array.isArray(list)) continue;
    for (const branch of list) {
      if (!isObject(branch)) continue;
      const nodes = expand(index, { base: node.base, schema: branch }, value, depth + 1);
      if (list === allOf || fits(nodes, value)) out.push(...nodes);
    }
  }
  return out;
}

function fits(nodes: readonly Node[], value: unknown): boolean {
  if (!isObject(value)) return true;
  return nodes.every((node) => {
    const properties = node.schema.properties;
    if (!isObject(properties)) return true;
    return Object.entries(properties).every(
      ([key, property]) => !isObject(property) || !('const' in property) || !(key in value) || value[key] === property.const,
    );
  });
}

function resolveRef(index: SchemaIndex, base: string, ref: string): Node | undefined {
  const key = `${base}\n${ref}`;
  if (!index.refs.has(key)) index.refs.set(key, findRef(index, base, ref));
  return index.refs.get(key);
}

function findRef(index: SchemaIndex, base: string, ref: string): Node | undefined {
  const url = new URL(ref, base);
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  const file = index.byId.get(url.href);
  if (!file) return undefined;
  let schema: unknown = file.schema;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    schema = isObject(schema) ? schema[key] : Array.isArray(schema) ? schema[Number(key)] : undefined;
  }
  return isObject(schema) ? { base: file.id, schema } : undefined;
}
