export { enhanceCarousel };

import { controlShapes } from './control-shapes';

/** How long each badge stays before the next one (spec: 3000 ms). */
const rotationMs = 3000;

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Turns the served list of badges (CertificationCarousel.tsx) into a carousel: one badge at a time, rotating
 * until hovered, focused by keyboard or paused; arrows and dots move it; a polite live region announces a badge
 * the visitor brings up and stays quiet while badges change on their own. Plain DOM: a few attributes and a
 * timer do not need a hydration runtime.
 */
function enhanceCarousel(root: HTMLElement): void {
  if (root.hasAttribute('data-ready')) return;
  const viewport = root.querySelector<HTMLElement>('.certifications-viewport');
  const list = root.querySelector<HTMLElement>('.certifications-list');
  const controls = root.querySelector<HTMLElement>('.certifications-controls');
  const toggle = root.querySelector<HTMLButtonElement>('.certifications-toggle');
  if (!viewport || !list || !controls || !toggle) return;
  const items = Array.from(list.querySelectorAll<HTMLElement>('.certifications-item'));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('.certifications-dot'));
  const count = items.length;
  // Visitors who asked for less motion get no automatic rotation; they may still press play.
  const motion = matchMedia(reducedMotion);
  let index = 0;
  let choice: 'play' | 'pause' | null = null;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timed = { rotating: false, index: -1 };

  const playing = () => (choice ? choice === 'play' : !motion.matches);
  const rotating = () => playing() && !hovered && !focused && count > 1;

  function update(): void {
    const now = rotating();
    viewport!.setAttribute('aria-live', now ? 'off' : 'polite');
    list!.style.setProperty('--certifications-index', String(index));
    items.forEach((item, i) => {
      const away = i !== index;
      item.toggleAttribute('inert', away);
      if (away) item.setAttribute('aria-hidden', 'true');
      else item.removeAttribute('aria-hidden');
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    const label = (playing() ? root.dataset.pause : root.dataset.play) ?? '';
    const text = toggle!.querySelector('.certifications-toggle-label');
    if (text && text.textContent !== label) {
      text.textContent = label;
      toggle!.querySelector('path')?.setAttribute('d', controlShapes[playing() ? 'pause' : 'play']);
    }
    // A fresh timer for every badge, so a manual move also gets the full interval.
    if (now !== timed.rotating || index !== timed.index) {
      clearTimeout(timer);
      if (now) timer = setTimeout(() => go(index + 1), rotationMs);
      timed = { rotating: now, index };
    }
  }

  function go(to: number): void {
    index = ((to % count) + count) % count;
    update();
  }

  items.forEach((item) => {
    const slide = item.querySelector<HTMLElement>('.certifications-slide');
    slide?.setAttribute('role', 'group');
    slide?.setAttribute('aria-roledescription', root.dataset.slideKind ?? '');
    slide?.setAttribute('aria-label', slide.dataset.slideLabel ?? '');
  });
  root.setAttribute('role', 'group');
  root.setAttribute('aria-roledescription', root.dataset.kind ?? '');
  if (root.dataset.labelledby) root.setAttribute('aria-labelledby', root.dataset.labelledby);
  controls.hidden = false;

  root.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  // Keyboard focus only: a mouse click on a control already pauses through hover.
  root.addEventListener('focusin', (event) => {
    if (!(event.target as Element).matches(':focus-visible')) return;
    focused = true;
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  // Pressing play is an explicit request: rotate even while the pointer or focus is still here.
  toggle.addEventListener('click', () => {
    if (playing()) choice = 'pause';
    else {
      choice = 'play';
      hovered = false;
      focused = false;
    }
    update();
  });
  root.querySelectorAll<HTMLButtonElement>('.certifications-arrow').forEach((arrow) => {
    arrow.addEventListener('click', () => go(index + Number(arrow.dataset.step ?? 1)));
  });
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  motion.addEventListener('change', update);

  root.setAttribute('data-ready', '');
  update();
}
