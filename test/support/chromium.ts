export { launchChromium };

import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium, headless, with no traffic to the outside (this machine has no network).
// Playwright gives every launch a fresh, empty profile directory.
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
