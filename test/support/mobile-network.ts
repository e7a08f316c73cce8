export { throttleLikeLighthouseMobile, lighthouseMobileNetwork };

import type { Page } from 'playwright-core';

/** Lighthouse's mobile network profile (slow 4G): 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const lighthouseMobileNetwork = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 };

// Chromium's own network emulation (CDP), applied to every request of the page from now on.
async function throttleLikeLighthouseMobile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: lighthouseMobileNetwork.latencyMs,
    downloadThroughput: lighthouseMobileNetwork.downloadBitsPerSecond / 8,
    uploadThroughput: lighthouseMobileNetwork.uploadBitsPerSecond / 8,
  });
}
