export { screen };
export type { Screen };

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen of the inbox, its code a chunk of its own. */
interface Screen<P extends object = object> {
  /** The screen for a route: React.lazy over its chunk. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches its code ahead: main.tsx does, before it takes a drawn screen over. */
  load(): Promise<void>;
}

// Once the code is here, React.lazy is handed it at once (a thenable that answers synchronously), so a drawn screen
// is taken over in one pass. A screen still waiting for its code is thrown away and drawn afresh by the first
// update that reaches it (the session check's answer): focus, keys and a press in flight were lost with it.
function screen<P extends object = object>(load: () => Promise<ComponentType<P>>): Screen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetch = () => (loading ??= load().then((component) => (loaded = { default: component })));
  const Component = lazy(() => {
    const now = loaded;
    if (now) return { then: (done: (module: typeof now) => void) => done(now) } as unknown as Promise<typeof now>;
    return fetch();
  });
  return { Component, load: () => fetch().then(() => undefined) };
}
