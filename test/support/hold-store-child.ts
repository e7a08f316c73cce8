// Opens the embedded store of the DATA_DIR given as argument and keeps it open until killed;
// prints what opening reported, then OPEN. Exit 3 when refused.
import { openStore } from '../../src/server/store/open-store.ts';

try {
  await openStore({ dataDir: process.argv[2] ?? '', log: (message) => process.stdout.write(`${message}\n`) });
  process.stdout.write(`OPEN pid ${process.pid}\n`);
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(3);
}
