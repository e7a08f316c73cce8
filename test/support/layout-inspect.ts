export { inspectLayout };
export type { LayoutProblem };

/** One thing a visitor would see wrong, with enough words to find it on the screenshot. */
interface LayoutProblem {
  kind: 'page wider than the screen' | 'text cut off' | 'phone number on two lines' | 'tap target under 24x24';
  /** Where: the element's tag and classes, and its text. */
  where: string;
}

/**
 * Runs in the page (passed to page.evaluate, so it must not use anything outside itself). Looks at the page as
 * laid out now, every section rendered.
 */
function inspectLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const phonePattern = /\(\d{3}\)\s?\d{3}-\d{4}/g;
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) || el.getAttribute('aria-label') || '';
    return `${el.tagName.toLowerCase()}${cls} "${text}"`;
  };
  // Screen-reader-only text: clipped to nothing on purpose.
  const screenReaderOnly = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      if (cs.position === 'absolute' && r.width <= 1 && r.height <= 1) return true;
      if (cs.clip === 'rect(0px, 0px, 0px, 0px)' || cs.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const shown = (el: Element) => {
    if (el.closest('[hidden], [aria-hidden="true"], dialog:not([open]), template, noscript')) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible' || cs.display === 'none' || Number(cs.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.left < document.documentElement.clientWidth && r.bottom + scrollY > 0;
  };

  // 1. Nothing sideways: the page is exactly as wide as the screen.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const widest = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && shown(el))
      .slice(-1)[0];
    problems.push({
      kind: 'page wider than the screen',
      where: `${root.scrollWidth} px on a ${root.clientWidth} px screen${widest ? `: ${describe(widest)}` : ''}`,
    });
  }

  // 2. Text cut off inside a box that hides its overflow (or ends it with an ellipsis): the text's own boxes
  // reach past the box's inner edges.
  const textRects = (el: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    return rects;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const cs = getComputedStyle(el);
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    const ellipsis = cs.textOverflow === 'ellipsis';
    const cutsX = (hides(cs.overflowX) || ellipsis) && el.scrollWidth > el.clientWidth + 1;
    const cutsY = hides(cs.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (!cutsX && !cutsY) continue;
    if (!shown(el) || screenReaderOnly(el)) continue;
    const box = el.getBoundingClientRect();
    const left = box.left + el.clientLeft;
    const top = box.top + el.clientTop;
    const cut = textRects(el).filter(
      (r) =>
        r.width > 0 &&
        ((cutsX && (r.right > left + el.clientWidth + 1 || r.left < left - 1)) ||
          (cutsY && (r.bottom > top + el.clientHeight + 1 || r.top < top - 1))),
    );
    if (cut.length > 0) problems.push({ kind: 'text cut off', where: describe(el) });
  }

  // 3. A phone number reads as one piece: all of it on one line.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!node.parentElement || !shown(node.parentElement) || screenReaderOnly(node.parentElement)) continue;
    for (const match of text.matchAll(phonePattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
      if (lines.size > 1) problems.push({ kind: 'phone number on two lines', where: describe(node.parentElement) });
    }
  }

  // 4. Every control at least 24x24 px (WCAG 2.5.8), except a link inside a sentence.
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';
  for (const el of document.body.querySelectorAll(controls)) {
    if (!shown(el) || screenReaderOnly(el) || el.classList.contains('skip-link')) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'inline') {
      const block = el.parentElement?.closest('p, li, dd, td, span, div');
      const own = (el.textContent ?? '').trim().length;
      if (block && (block.textContent ?? '').trim().length > own) continue;
    }
    const r = el.getBoundingClientRect();
    if (r.width < 24 || r.height < 24) {
      problems.push({ kind: 'tap target under 24x24', where: `${describe(el)} ${Math.round(r.width)}x${Math.round(r.height)}` });
    }
  }
  return problems;
}
