export default defineConfig({
  plugins: [react()],
  test: {
    // Browser and server suites start processes: keep them from starving each other on 2 cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/server/**/*.test.ts'] },
      },
      {
        // Suites that read or serve the built site: the build runs once before them.
        extends: true,
        test: { name: 'site', include: ['test/site/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
