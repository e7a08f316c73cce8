export { scrollUntilSettled };
export type { ScrollTarget };

import type { Page } from 'playwright-core';

/**
 * Where an element's top edge should come to rest, as `viewport * innerHeight + height * the element's height
 * + offset` px from the top of the screen: `{ viewport: 1, offset: 100 }` is 100px below the screen,
 * `{ viewport: 1, height: -0.12 }` shows 12% of it at the bottom, `{ viewport: 0.5, height: -0.5 }` centres it.
 */
interface ScrollTarget {
  viewport?: number;
  height?: number;
  offset?: number;
}

// Sections off screen keep a placeholder height until they near it (content-visibility), so the page grows or
// shrinks while scrolling: move in short steps, as a reader would, until the element stays where it should be.
async function scrollUntilSettled(page: Page, selector: string, target: ScrollTarget): Promise<void> {
  const { viewport = 0, height = 0, offset = 0 } = target;
  for (let i = 0; i < 100; i++) {
    const moved = await page.evaluate(
      ([sel, v, h, o]) => {
        const rect = document.querySelector(sel)!.getBoundingClientRect();
        const delta = rect.top - (innerHeight * v + rect.height * h + o);
        if (Math.abs(delta) < 1) return false;
        scrollBy({ top: Math.max(-300, Math.min(300, delta)), behavior: 'instant' });
        return true;
      },
      [selector, viewport, height, offset] as const,
    );
    if (!moved) return;
    await page.waitForTimeout(30);
  }
  throw new Error(`${selector} does not settle at ${JSON.stringify(target)}`);
}
