// @vitest-environment node
// The public pages' content policy in real Chromium: a script slipped into a page runs nowhere, while the page's
// own scripts, the modules they load and the reviews widget they insert all run. (Every other browser test of the
// public pages runs under the same policy: their forms and islands work with it.)
import { expect, test } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { scrollUntilSettled } from '../support/scroll';
import { builtContent, siteBuild } from '../support/site-builds';

// A fixture site whose home page has the reviews widget.
const roofer = siteBuild('roofer-site');
const suite = browserSuite({}, { root: roofer.root });
const { site } = builtContent(roofer);

test("a script slipped into a page is refused; the page's own code and the reviews widget it loads still run", async () => {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // What an injection would add (an inline script and an inline handler), the page's own header kept as it is.
  await context.route(`${suite.site.url}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.injected = true</script><img src="/nowhere.png" alt="" onerror="window.injected = true"></body>',
    );
    await route.fulfill({ response, body: html });
  });
  // The widget's stand-in loads a script of its own, as real widgets do.
  await context.route(site.reviews!.scriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const more = document.createElement('script'); more.src = 'https://widget-cdn.example/more.js'; document.body.append(more);`,
    }),
  );
  await context.route('https://widget-cdn.example/more.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.widgetRan = true;` }),
  );
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refused: string[] }).refused = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const response = await page.goto(`${suite.site.url}/`);
  expect(response?.headers()['content-security-policy']).toMatch(/^script-src 'strict-dynamic' 'sha256-/);

  // The reviews widget, inserted by the page's own code as its section nears, and what it inserts in turn, run.
  await scrollUntilSettled(page, '[data-reviews-widget]', { viewport: 0.5 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { widgetRan?: boolean }).widgetRan)).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as unknown as { refused: string[] }).refused.length)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([
    'script-src-elem inline',
    'script-src-attr inline',
  ]);
  await context.close();
}, 60_000);
