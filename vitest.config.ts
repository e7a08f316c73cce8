export default defineConfig({
  plugins: [react()],
  test: {
    // Browser and server suites start processes: keep them from starving each other on 2 cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    // expect.poll waits 1 s by default: too short for what a busy machine's browser draws late.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    projects: [
      {
        // Modules on their own, beside the code they test: no server, no database, no browser.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Type-level tests (*.test-d.ts, e.g. the staff API's types against their schemas) run through tsc here.
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
        },
      },
      {
        // The server with a real store (embedded, or PostgreSQL with TEST_DATABASE_URL) and a real SMTP server.
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.ts'] },
      },
      {
        // The built site, served and read, in real Chromium for *.browser.test.ts: the build runs once before them.
        extends: true,
        test: { name: 'site', include: ['test/site/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
