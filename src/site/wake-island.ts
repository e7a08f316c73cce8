export { whenHydrated, provideIslandWaking };

// The islands machinery says here how it hydrates an island root, so code below it (the form sender) can ask for
// the toast area without importing it.
let hydrate: (el: HTMLElement) => Promise<void> = () => Promise.resolve();

/** Called by the root every island renders in, once it is hydrated on the page. */
function provideIslandWaking(hydrateIsland: (el: HTMLElement) => Promise<void>): void {
  hydrate = hydrateIsland;
}

/** Resolves once the first island of that name on the page is hydrated (at once when there is none). */
function whenHydrated(name: string): Promise<void> {
  const el = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  return el ? hydrate(el) : Promise.resolve();
}
