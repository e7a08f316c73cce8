export { enableMapFacades };

// Shows each map placeholder's 'Load map' button; a click swaps the placeholder for the embedded map.
// Until then no request goes to the map provider.
function enableMapFacades(root: ParentNode = document): void {
  for (const facade of root.querySelectorAll<HTMLElement>('[data-map-facade]')) {
    const button = facade.querySelector<HTMLButtonElement>('[data-map-load]');
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => loadMap(facade), { once: true });
  }
}

function loadMap(facade: HTMLElement): void {
  const iframe = document.createElement('iframe');
  iframe.title = facade.dataset.mapTitle ?? '';
  iframe.src = facade.dataset.mapSrc!;
  iframe.loading = 'lazy';
  iframe.referrerPolicy = 'no-referrer-when-downgrade';
  iframe.allowFullscreen = true;
  facade.replaceChildren(iframe);
  // The button is gone: keep keyboard focus at the map rather than losing it to the page top.
  iframe.focus();
}
