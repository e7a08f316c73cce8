export { browserSuite };

import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { startSite, type RunningSite, type SiteOptions } from './site-server';

/** One real server and one Chromium for the test file: started before its tests, closed after them. */
function browserSuite(env: NodeJS.ProcessEnv = {}, options: SiteOptions = {}): { site: RunningSite; browser: Browser } {
  const suite = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [suite.site, suite.browser] = await Promise.all([startSite(env, options), launchChromium()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}
