export { hydrateIsland };

import type { ReactNode } from 'react';
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

// Load React, the island's code and hydrate in separate tasks: one long task would block input.
async function load(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const edits = recordEdits(el);
  // What a woken island shows (errors, loading states) is styled by the page's whole stylesheet: wait for it too.
  const [{ createElement, startTransition, useEffect }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./IslandRoot'),
    window.__islands?.styled(),
  ]);
  await nextTask();
  const { default: Component } = await islands[name]();
  await nextTask();
  const typed = typedValues(el);
  edits.clear();
  await new Promise<void>((resolve) => {
    // Resolves once React has committed the island: its event handlers are live from then on.
    function Committed({ children }: { children: ReactNode }) {
      useEffect(resolve, []);
      return children;
    }
    startTransition(() => {
      hydrateRoot(
        el,
        createElement(
          Committed,
          null,
          createElement(IslandRoot, { hydrate: hydrateIsland }, createElement(Component, { ...props, typed })),
        ),
        {
          identifierPrefix: el.dataset.prefix,
          onRecoverableError: (error) => console.error(`Island ${name} hydration:`, error),
        },
      );
    });
  });
  edits.replay();
  el.dataset.hydrated = '';
}

// A field changed while the island was hydrating would be reset to the state React started from:
// keep the last value of each and hand it to React as a fresh edit once the island is live.
// Read at 'input' alone: an edit that wakes React in that very event can see a render put the old value back before
// the 'change' that follows it (a select's choice read at 'change' then came back as the page's default). A file
// input is left alone: React keeps its chosen files, which its component takes when it wakes, and its value may only
// be set to nothing.
function recordEdits(el: HTMLElement) {
  const latest = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  const record = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      latest.set(field, field.value);
    }
  };
  el.addEventListener('input', record, true);
  return {
    clear: () => latest.clear(),
    replay() {
      el.removeEventListener('input', record, true);
      for (const [field, value] of latest) {
        // The prototype's setter, so React's value tracker sees the change and calls onChange.
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
        setter?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    },
  };
}

// What a visitor typed, picked or ticked before the island woke up, so the form state starts from it: a group of
// check boxes gives the values ticked, a pair of radios the one chosen.
function typedValues(el: HTMLElement): Record<string, string | string[]> | undefined {
  const fields = el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  );
  const typed: Record<string, string | string[]> = {};
  const ticked = new Map<string, HTMLInputElement[]>();
  for (const field of fields) {
    if (field.type === 'hidden' || field.type === 'submit' || field.type === 'file') continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      ticked.set(field.name, [...(ticked.get(field.name) ?? []), field]);
      continue;
    }
    const initial = field instanceof HTMLSelectElement ? selectedDefault(field) : field.defaultValue;
    if (field.value !== initial) typed[field.name] = field.value;
  }
  for (const [name, boxes] of ticked) {
    if (boxes.every((box) => box.checked === box.defaultChecked)) continue;
    const values = boxes.filter((box) => box.checked).map((box) => box.value);
    typed[name] = boxes[0]?.type === 'radio' ? (values[0] ?? '') : values;
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
