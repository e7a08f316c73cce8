export default {
  // Every route is written to dist/client as static HTML at build time, by the build's own step
  // (scripts/prerender.ts), which hands the pages what the client build made.
  prerender: { disableAutoRun: true },
  // Pages are HTML only: the template never ships to the browser; islands hydrate on their own.
  meta: { Page: { env: { server: true, client: false } } },
  clientHooks: false,
} satisfies Config;

import type { Config } from 'vike/types';
