export { isObject };

/** A YAML mapping as parsed: an object that is not a list. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
