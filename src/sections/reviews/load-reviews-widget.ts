export { loadReviewsWidgets };

/** How far ahead of the screen the widget starts loading, so it is ready when the visitor arrives. */
const ahead = '200px';

// The third-party script costs nothing until its box nears the screen; the fallback link stays until the
// widget replaces it (and for good if the script never loads).
function loadReviewsWidgets(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-reviews-widget][data-script-src]')) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        injectScript(box);
      },
      { rootMargin: ahead },
    );
    observer.observe(box);
  }
}

function injectScript(box: HTMLElement): void {
  const src = box.dataset.scriptSrc!;
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.widgetId = box.dataset.reviewsWidget;
  document.body.append(script);
}
