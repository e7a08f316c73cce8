export { pageDiary };
export type { PageDiary };

import type { Page } from 'playwright-core';

/** What a page did, in order, with milliseconds since the diary began: for a failure's message. */
interface PageDiary {
  /** Adds a line of the test's own (e.g. "pressed Send"). */
  note(line: string): void;
  /** Every line so far, then `extra` (the page's state when it failed, say). */
  text(extra?: string): string;
}

// The page's requests and their answers (or failures), its console and script errors, and its dialogs; with
// `presses`, also where each press and release of a pointer landed, each submit and each move of the focus (read
// through the console, so the page must be opened after).
async function pageDiary(page: Page, origin: string, { presses = false } = {}): Promise<PageDiary> {
  if (presses) await page.addInitScript(watchPresses);
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  const path = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  page.on('request', (request) => add(`> ${request.method()} ${path(request.url())}`));
  page.on('response', (response) => add(`< ${response.status()} ${response.request().method()} ${path(response.url())}`));
  page.on('requestfailed', (request) => add(`x ${request.method()} ${path(request.url())}: ${request.failure()?.errorText}`));
  page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  // A listener takes over Playwright's dismissal of dialogs: dismissed here as it would have been.
  page.on('dialog', (dialog) => {
    add(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    note: add,
    text: (extra = '') => [...lines, extra].join('\n'),
  };
}

// Runs in the page: one console line per pointer event, submit and focus move, naming the element it reached.
function watchPresses(): void {
  const name = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const field = target.getAttribute('name');
    const classes = String(target.className).split(' ').filter(Boolean);
    return `${target.tagName.toLowerCase()}${field ? `[name=${field}]` : ''}${classes.map((c) => `.${c}`).join('')}`;
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'submit', 'focusin']) {
    addEventListener(type, (event) => console.debug(`${type} on ${name(event.target)}`), true);
  }
  // Whether a click or submit came through its handlers, and whether one of them took it over.
  for (const type of ['click', 'submit']) {
    addEventListener(type, (event) => console.debug(`${type} passed${event.defaultPrevented ? ', default prevented' : ''}`));
  }
}
