export { hydrateIsland, whenHydrated };

import { islands, type IslandName } from './registry';

const pending = new Map<Element, Promise<void>>();

/** Hydrates one island root element once; later calls return the same promise. */
function hydrateIsland(el: HTMLElement): Promise<void> {
  let done = pending.get(el);
  if (!done) {
    done = load(el);
    pending.set(el, done);
  }
  return done;
}

/** Hydrates the first island of that name on the page (used to mount the toast area on demand). */
function whenHydrated(name: IslandName): Promise<void> {
  const el = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  return el ? hydrateIsland(el) : Promise.resolve();
}

// Load React, the island's code and hydrate in separate tasks: one long task would block input.
async function load(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const [{ createElement, startTransition }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./IslandRoot'),
  ]);
  await nextTask();
  const { default: Component } = await islands[name]();
  await nextTask();
  const typed = typedValues(el);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(el, createElement(IslandRoot, null, createElement(Component, { ...props, typed })), {
        identifierPrefix: el.dataset.prefix,
        onRecoverableError: (error) => console.error(`Island ${name} hydration:`, error),
      });
      // Effects run after the commit; the next task sees event handlers attached.
      setTimeout(resolve, 0);
    });
  });
  el.dataset.hydrated = '';
}

// What a visitor typed before the island woke up, so the form state starts from it.
function typedValues(el: HTMLElement): Record<string, string> | undefined {
  const fields = el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]');
  const typed: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'hidden' || field.type === 'submit') continue;
    const initial = field instanceof HTMLSelectElement ? selectedDefault(field) : field.defaultValue;
    if (field.value !== initial) typed[field.name] = field.value;
  }
  return Object.keys(typed).length > 0 ? typed : undefined;
}

function selectedDefault(select: HTMLSelectElement): string {
  const option = Array.from(select.options).find((o) => o.defaultSelected) ?? select.options[0];
  return option?.value ?? '';
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
