export { launchChromium };

import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags';

// Playwright gives every launch a fresh, empty profile directory.
function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
