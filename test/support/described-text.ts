export { describedText };

import type { Locator } from 'playwright-core';

/** The words a field is described by (its help and its message), read at one instant, as a screen reader hears them. */
function describedText(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}
