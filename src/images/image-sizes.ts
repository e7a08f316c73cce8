export { withImageSizes };

/**
 * A copy of `value` where every picture whose YAML leaves out its size has the size read from its file; a picture
 * given only a width (or only a height) gets the other from the file's proportions.
 */
function withImageSizes<T>(value: T, sizes: ReadonlyMap<string, { width: number; height: number }>): T {
  if (Array.isArray(value)) return value.map((item) => withImageSizes(item, sizes)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withImageSizes(item, sizes)])) as Record<
    string,
    unknown
  >;
  const size = typeof copy.src === 'string' ? sizes.get(copy.src) : undefined;
  if (size) {
    const width = typeof copy.width === 'number' ? copy.width : undefined;
    const height = typeof copy.height === 'number' ? copy.height : undefined;
    if (width === undefined && height === undefined) Object.assign(copy, size);
    else if (height === undefined) copy.height = Math.round((width! * size.height) / size.width);
    else if (width === undefined) copy.width = Math.round((height * size.width) / size.height);
  }
  return copy as T;
}
