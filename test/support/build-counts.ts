// Test support: what `npm run build` reports it did, read from its output.
export { buildCounts };
export type { BuildCounts };

interface BuildCounts {
  firstScreens: { weighed: number; cached: number };
  pages: { rendered: number; cached: number };
  compressed: { written: number; made: number };
  /** Vike's build and the staff inbox's were taken from the last build of the same code. */
  codeFromCache: boolean;
  /** The whole build, in seconds, as it reports it. */
  seconds: number;
  /** The whole build's seconds for each page it wrote, and how many pages it counted. */
  perPage: { seconds: number; pages: number };
}

function buildCounts(output: string): BuildCounts {
  const screens = match(output, /First screens: (\d+) weighed, (\d+) from the cache/);
  const pages = match(output, /Pages: (\d+) rendered, (\d+) from the cache/);
  const compressed = match(output, /Compressed \d+ files \((\d+) \.br and \.gz, (\d+) made/);
  const seconds = match(output, /Build finished in ([\d.]+) s/);
  const perPage = match(output, /Build finished in [\d.]+ s, ([\d.]+) s per page \((\d+) pages\)/);
  return {
    firstScreens: { weighed: screens[0], cached: screens[1] },
    pages: { rendered: pages[0], cached: pages[1] },
    compressed: { written: compressed[0], made: compressed[1] },
    codeFromCache: /Code unchanged since the last build: vike build and staff inbox build taken from it/.test(output),
    seconds: seconds[0],
    perPage: { seconds: perPage[0], pages: perPage[1] },
  };
}

function match(output: string, pattern: RegExp): [number, number] {
  const found = pattern.exec(output);
  if (!found) throw new Error(`The build's output has no line like ${pattern}:\n${output}`);
  return [Number(found[1]), Number(found[2] ?? NaN)];
}
