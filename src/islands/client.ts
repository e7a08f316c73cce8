// Islands loader: loaded after first paint by a tiny inline script; wakes each island on its trigger.
import { hydrateIsland } from './hydrate';
import { startReveal } from '../reveal/reveal';

startReveal();
// Plain-HTML enhancements, each its own small chunk, fetched only by pages that have their element.
if (document.querySelector('[data-reviews-widget]'))
  void import('../sections/reviews/load-reviews-widget').then((m) => m.loadReviewsWidgets());
if (document.querySelector('[data-map-facade]')) void import('../sections/areas/map-facade').then((m) => m.enableMapFacades());
// The certifications carousel, as it nears the screen (so it is already rotating when the visitor gets there),
// once the page's whole stylesheet, which styles it, is here.
for (const el of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  whenNear(el, async () => {
    const [{ enhanceCarousel }] = await Promise.all([import('../sections/certifications/carousel'), window.__islands?.styled()]);
    enhanceCarousel(el);
  });
}

const triggers = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'submit', 'click', 'input'] as const;

declare global {
  interface Window {
    /** Set by the inline early script: events held before this loader ran, and the page's whole stylesheet. */
    __islands?: { held: HeldEvent[]; release(): void; styled(): Promise<void> };
  }
}

interface HeldEvent {
  type: string;
  target: HTMLElement;
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  if (el.dataset.hydrate === 'interaction') onFirstInteraction(el);
}

// A visitor already in a field when this loader arrives is interacting: wake that island now.
const focused = document.activeElement?.closest<HTMLElement>('[data-island][data-hydrate="interaction"]');
if (focused) void hydrateIsland(focused);

// Take over from the early script: wake the islands it held events for, then replay them.
window.__islands?.release();
for (const held of window.__islands?.held.splice(0) ?? []) {
  const island = held.target.closest<HTMLElement>('[data-island]');
  if (island) void hydrateIsland(island).then(() => replay(held));
}

// Runs `wake` once, when `el` comes within 200 px of the screen.
function whenNear(el: HTMLElement, wake: () => Promise<unknown>) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void wake();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
}

// Before hydration a click would be lost and a submit would reload the page: hold them, replay after.
function onFirstInteraction(el: HTMLElement) {
  let held: HeldEvent | null = null;
  const wake = (event: Event) => {
    const target = event.target as HTMLElement;
    if ((event.type === 'click' || event.type === 'submit') && el.dataset.hydrated === undefined) {
      if (event.type === 'submit' || target.closest('button, [role="button"], summary')) {
        event.preventDefault();
        event.stopPropagation();
        held = { type: event.type, target };
      }
    }
    if (el.dataset.hydrating !== undefined) return;
    el.dataset.hydrating = '';
    void hydrateIsland(el).then(() => {
      for (const type of triggers) el.removeEventListener(type, wake, true);
      if (held) replay(held);
    });
  };
  for (const type of triggers) el.addEventListener(type, wake, { capture: true, passive: false });
}

function replay({ type, target }: HeldEvent) {
  if (!document.contains(target)) return;
  if (type === 'submit') (target as HTMLFormElement).requestSubmit();
  else target.closest<HTMLElement>('button, [role="button"], summary')?.click();
}
