export { cleanUpAfterAll };

import { afterAll } from 'vitest';

// What a test file set up (servers, mounts, folders) is undone after its last test, last first; one step failing
// does not stop the others.
function cleanUpAfterAll(): (cleanup: () => unknown) => void {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // the next step still runs
      }
    }
  });
  return (cleanup) => void cleanups.push(cleanup);
}
