export default {
  // Every route is written to dist/client as static HTML at build time.
  prerender: true,
  // Pages are HTML only: the template never ships to the browser; islands hydrate on their own.
  meta: { Page: { env: { server: true, client: false } } },
  clientHooks: false,
} satisfies Config;

import type { Config } from 'vike/types';
