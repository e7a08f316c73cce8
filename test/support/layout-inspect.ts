export { inspectLayout, inspectHeader };
export type { LayoutProblem };

/** One thing a visitor would see wrong, with enough words to find it on the screenshot. */
interface LayoutProblem {
  kind:
    | 'page wider than the screen'
    | 'text cut off'
    | 'text past its box'
    | 'phone number on two lines'
    | 'tap target under 24x24'
    | 'empty column'
    | 'header name on more than two lines'
    | 'header links on two lines'
    | 'header control at the edge';
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

  // How far text may reach past an edge before it counts: layout is in fractions of a pixel and an edge is read
  // through rounded numbers, and a glyph's last pixel or two of advance is blank space. A real cut is larger.
  const slack = 2;
  // A box's inside edges, in fractions of a pixel (clientWidth and clientLeft are rounded to whole pixels).
  const inside = (el: Element) => {
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      left: box.left + parseFloat(cs.borderLeftWidth),
      right: box.right - parseFloat(cs.borderRightWidth),
      top: box.top + parseFloat(cs.borderTopWidth),
      bottom: box.bottom - parseFloat(cs.borderBottomWidth),
    };
  };
  // How far past those edges a text's boxes reach, on each axis (0 when inside).
  const past = (r: DOMRect, edges: ReturnType<typeof inside>) => ({
    x: Math.max(r.right - edges.right, edges.left - r.left, 0),
    y: Math.max(r.bottom - edges.bottom, edges.top - r.top, 0),
  });

  // 2. Text cut off inside a box that hides its overflow (or ends it with an ellipsis): the text's own boxes
  // reach past the box's inner edges. The text a visitor sees: a screen reader's name for a link, clipped to a pixel,
  // runs on unseen past its box (a long one past the screen's edge) and is neither cut off nor part of a column.
  const textRects = (el: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      if (screenReaderOnly(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    return rects;
  };
  const hides = (v: string) => v === 'hidden' || v === 'clip';
  for (const el of document.body.querySelectorAll('*')) {
    const cs = getComputedStyle(el);
    const ellipsis = cs.textOverflow === 'ellipsis';
    const cutsX = (hides(cs.overflowX) || ellipsis) && el.scrollWidth > el.clientWidth + 1;
    const cutsY = hides(cs.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (!cutsX && !cutsY) continue;
    if (!shown(el) || screenReaderOnly(el)) continue;
    const edges = inside(el);
    const cut = Math.max(
      0,
      ...textRects(el)
        .filter((r) => r.width > 0)
        .map((r) => past(r, edges))
        .map(({ x, y }) => Math.max(cutsX ? x : 0, cutsY ? y : 0)),
    );
    if (cut > slack) problems.push({ kind: 'text cut off', where: `${describe(el)} by ${Math.round(cut)} px` });
  }

  // 3. Text past its box: no text runs into the side padding of the box it is in, or over its edge, where that
  // edge is seen (a border, a background or a shadow: a chip, a card, a button), as a long word does in a column too
  // narrow for it. Up and down, a line's own box is taller than its letters: only the edge counts there. The box is
  // the nearest one with an edge, an inline one (a highlighted word) aside; text in a box that hides or scrolls its
  // overflow is (2)'s, and text placed out of the flow (a badge over a card's corner) is where it was put.
  const edged = (cs: CSSStyleDeclaration) =>
    cs.display !== 'inline' &&
    (['top', 'right', 'bottom', 'left'].some(
      (side) => cs.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(cs.getPropertyValue(`border-${side}-width`)) > 0,
    ) ||
      !/^(transparent|rgba\(.*,\s*0\))$/.test(cs.backgroundColor) ||
      cs.backgroundImage !== 'none' ||
      cs.boxShadow !== 'none');
  const overrun = new Map<Element, number>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement) || screenReaderOnly(node.parentElement)) continue;
    // A closed <details> draws its summary alone: the rest is laid out below it, unseen.
    const closed = node.parentElement.closest('details:not([open])');
    if (closed && node.parentElement.closest('summary')?.parentElement !== closed) continue;
    let box: Element | undefined;
    for (let e: Element | null = node.parentElement; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'contents') continue;
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') break;
      if (edged(cs)) {
        box = e;
        break;
      }
      if (cs.position === 'absolute' || cs.position === 'fixed') break;
    }
    if (!box) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxStyle = getComputedStyle(box);
    const edges = inside(box);
    edges.left += parseFloat(boxStyle.paddingLeft);
    edges.right -= parseFloat(boxStyle.paddingRight);
    const reach = Math.max(
      0,
      ...[...range.getClientRects()]
        .filter((r) => r.width > 0)
        .map((r) => past(r, edges))
        .map(({ x, y }) => Math.max(x, y)),
    );
    if (reach > slack) overrun.set(box, Math.max(reach, overrun.get(box) ?? 0));
  }
  for (const [box, reach] of overrun) problems.push({ kind: 'text past its box', where: `${describe(box)} by ${Math.round(reach)} px` });

  // 4. A phone number reads as one piece: all of it on one line.
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

  // 5. Every control at least 24x24 px (WCAG 2.5.8), except a link inside a sentence.
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

  // 6. No empty column: in the main column of a wide page, no stretch of 600 px or more (two thirds of a laptop's
  // screen) where what is shown keeps to one side and leaves over a fifth of the column's width empty on the other.
  // What is shown: text, pictures and controls, and boxes with a border or a shadow (cards); not background colour.
  for (const column of document.querySelectorAll('.page-content')) {
    if (!shown(column) || column.getBoundingClientRect().width < 720) continue;
    const boxes = textRects(column).filter((r) => r.width > 0);
    for (const el of column.querySelectorAll('*')) {
      if (!shown(el) || screenReaderOnly(el)) continue;
      const cs = getComputedStyle(el);
      const replaced = /^(img|svg|video|iframe|canvas|input|select|textarea|button)$/i.test(el.tagName);
      const framed = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          cs.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(cs.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      if (replaced || framed || cs.boxShadow !== 'none') boxes.push(el.getBoundingClientRect());
    }
    if (boxes.length === 0) continue;
    const left = Math.min(...boxes.map((r) => r.left));
    const right = Math.max(...boxes.map((r) => r.right));
    const width = right - left;
    const band = 8;
    let run = 0;
    let worst = { height: 0, y: 0 };
    for (let y = Math.min(...boxes.map((r) => r.top)); y < Math.max(...boxes.map((r) => r.bottom)); y += band) {
      const here = boxes.filter((r) => r.top < y + band && r.bottom > y);
      // Space between blocks neither starts nor ends a column.
      if (here.length === 0) continue;
      const emptyLeft = Math.min(...here.map((r) => r.left)) - left;
      const emptyRight = right - Math.max(...here.map((r) => r.right));
      const oneSided = Math.max(emptyLeft, emptyRight) > width / 5 && Math.min(emptyLeft, emptyRight) < width / 20;
      run = oneSided ? run + band : 0;
      if (run > worst.height) worst = { height: run, y };
    }
    if (worst.height >= 600) {
      // Named by the section where it starts.
      const start = worst.y - worst.height + band;
      const beside = [...column.querySelectorAll(':scope > section')].find((section) => {
        const r = section.getBoundingClientRect();
        return r.top <= start && r.bottom >= start;
      });
      problems.push({ kind: 'empty column', where: `${worst.height} px tall${beside ? ` beside ${describe(beside)}` : ''}` });
    }
  }
  return problems;
}

/**
 * Runs in the page (passed to page.evaluate, so it must not use anything outside itself): the header as laid out
 * now. The site's name on one line; the links shown in one row, each on one line; every link and button inside the
 * screen with at least `margin` px to spare; nothing wider than the screen.
 */
function inspectHeader(margin: number): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const header = document.querySelector('header');
  if (!header) return [{ kind: 'header control at the edge', where: 'the page has no <header>' }];
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) || el.getAttribute('aria-label')}"`;
  const shown = (el: Element) => {
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return cs.display !== 'none' && cs.visibility === 'visible' && r.width > 0 && r.height > 0;
  };
  // The lines a text takes: the distinct tops of its words' line boxes (a logo beside them is not a line).
  const lines = (el: Element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  };
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width || header.scrollWidth > width) {
    problems.push({ kind: 'page wider than the screen', where: `the header: ${header.scrollWidth} px on a ${width} px screen` });
  }
  // The site's name: the header's first link.
  const name = header.querySelector('a[href]');
  // A name too long for one line beside the menu may take two (Header.css), never more.
  if (name && lines(name) > 2) problems.push({ kind: 'header name on more than two lines', where: describe(name) });
  const links = [...header.querySelectorAll('nav > ul > li > a')].filter(shown);
  const split = links.filter((link) => lines(link) > 1);
  const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
  if (split.length > 0 || tops.size > 1) {
    problems.push({ kind: 'header links on two lines', where: [...split.map(describe), `${tops.size} rows`].join(', ') });
  }
  for (const control of [...header.querySelectorAll('a[href], button')].filter(shown)) {
    const r = control.getBoundingClientRect();
    // A submenu's links show on hover only: those out of sight are not looked at.
    if (control.closest('nav li li')) continue;
    if (r.left < margin || r.right > width - margin) {
      problems.push({
        kind: 'header control at the edge',
        where: `${describe(control)} from ${Math.round(r.left)} to ${Math.round(r.right)} px`,
      });
    }
  }
  return problems;
}
