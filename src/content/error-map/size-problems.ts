// Mistakes of size: a text too long or too short for its slot, a list with too many or too few items, a number
// out of range.
export { sizeProblem };

import { describeValue, describePlace, lengthRange, plural, capitalize, type Problem, type SchemaError } from './describe';
import { emptyProblem } from './value-problems';

/** Lengths, counts and numbers over or under their limits. */
function sizeProblem({ error, context, path, parent, data, key, here, params }: SchemaError): Problem | undefined {
  switch (error.keyword) {
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
    default:
      return undefined;
  }
}
