export { createScanGate, scanLimits };
export type { ScanGate };

import { ApiError } from '../http/api-error.ts';

/**
 * Reads that go through many leads (the list and its search, the CSV export): at most `perSession` at once for one
 * signed-in browser (more: 429), at most `running` at once in all, and `waiting` more in line (beyond: 503). The
 * database then never holds a pile of scans that public requests would wait behind.
 */
const scanLimits = { perSession: 2, running: 2, waiting: 16 };

interface ScanGate {
  /** Waits for a turn; call the returned function when done. */
  enter(session: string): Promise<() => void>;
}

function createScanGate(limits = scanLimits): ScanGate {
  const bySession = new Map<string, number>();
  const line: (() => void)[] = [];
  let running = 0;
  return {
    async enter(session) {
      const mine = bySession.get(session) ?? 0;
      if (mine >= limits.perSession) {
        throw new ApiError(
          429,
          'PGRST429',
          'Too many searches or exports at once',
          `At most ${limits.perSession} at a time.`,
          'Wait for the one under way.',
          1,
        );
      }
      if (running >= limits.running && line.length >= limits.waiting) {
        throw new ApiError(503, 'STAFF_BUSY', 'The inbox is busy', 'Too many searches and exports at once.', 'Try again in a moment.', 2);
      }
      bySession.set(session, mine + 1);
      if (running >= limits.running) await new Promise<void>((resolve) => line.push(resolve));
      else running++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (bySession.get(session) ?? 1) - 1;
        if (left > 0) bySession.set(session, left);
        else bySession.delete(session);
        // The turn passes straight to the next in line.
        const next = line.shift();
        if (next) next();
        else running--;
      };
    },
  };
}
