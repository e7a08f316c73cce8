// Opens the embedded store of the DATA_DIR given as argument, from a second process; exit 3 when refused.
import { openStore } from '../../src/server/store/open-store.ts';

try {
  const store = await openStore({ dataDir: process.argv[2] ?? '' });
  await store.close();
  process.exit(0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(3);
}
