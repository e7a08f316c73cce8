export { whenHydrated, provideIslandWaking };

// The islands loader says here how it wakes an island by name, so code below it (the form sender) can ask for
// the toast area without importing the islands machinery.
let wake: (name: string) => Promise<void> = () => Promise.resolve();

/** Called once by the islands loader. */
function provideIslandWaking(wakeByName: (name: string) => Promise<void>): void {
  wake = wakeByName;
}

/** Resolves once the first island of that name on the page is hydrated (at once when there is none). */
function whenHydrated(name: string): Promise<void> {
  return wake(name);
}
