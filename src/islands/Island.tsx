export { Island };
export type { IslandProps, HydrateOn };

import { useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from './IslandRoot';
import type { IslandName } from './registry';

/** When an island's JavaScript loads: on the first interaction with it, or when asked (the toast area). */
type HydrateOn = 'interaction' | 'manual';

interface IslandProps<P extends object> {
  /** Name in `src/islands/registry.ts` (the layout's, or one its section's definition declares), used by the browser to import the component. */
  name: IslandName;
  /** The component, rendered here on the server. */
  component: ComponentType<P>;
  /** Plain JSON props, serialised into the page for hydration. */
  props: P;
  /** Hydration trigger. @default 'interaction' */
  hydrate?: HydrateOn;
  /** Extra class on the wrapper element. */
  className?: string;
}

// Each island is its own React root on the server too, so React's generated ids match on hydration.
function Island<P extends object>({ name, component: Component, props, hydrate = 'interaction', className }: IslandProps<P>) {
  const prefix = `${name}${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const html = renderToString(
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      className={className}
      data-island={name}
      data-hydrate={hydrate}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
