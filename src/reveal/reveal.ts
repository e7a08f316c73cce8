export { startReveal, revealThreshold };

/** Share of a section that must be on screen before it fades in (spec: 0.12). */
const revealThreshold = 0.12;

// Sections below the screen fade in once as they scroll into view. Only this script hides them, and only
// those entirely below the screen when it runs: without JavaScript, with reduced motion, and for the hero
// (the largest paint) or anything already seen, content simply stays visible. Opacity and transform only,
// so nothing shifts.
function startReveal(root: ParentNode = document): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const sections = Array.from(root.querySelectorAll<HTMLElement>('main section:not(.hero)')).filter(
    (section) => !section.parentElement?.closest('main section'),
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio, boundingClientRect, rootBounds } of entries) {
        const section = target as HTMLElement;
        if (section.dataset.reveal === 'hidden') {
          if (intersectionRatio >= revealThreshold) show(section, observer);
        } else if (!isIntersecting && boundingClientRect.top > 0 && fitsThreshold(section, rootBounds)) {
          section.dataset.reveal = 'hidden';
        } else {
          observer.unobserve(section);
        }
      }
    },
    { threshold: [0, revealThreshold] },
  );
  for (const section of sections) observer.observe(section);
}

// Below the first screen a section's CSS is in the stylesheet fetched after the first paint: fade in once it is here.
function show(section: HTMLElement, observer: IntersectionObserver): void {
  observer.unobserve(section);
  void (window.__islands?.styled() ?? Promise.resolve()).then(() => {
    section.dataset.reveal = 'shown';
  });
}

// A section so tall that 12% of it never fits on screen would never reach the threshold: leave it visible.
function fitsThreshold(section: HTMLElement, rootBounds: DOMRectReadOnly | null): boolean {
  const viewport = rootBounds?.height ?? innerHeight;
  return section.offsetHeight * revealThreshold < viewport * 0.9;
}
