export { FilterBar };

import { useEffect, useRef, useState } from 'react';
import { Box, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Choice, Choices } from '../types';
import type { Filters } from './filters';

const searchDelayMs = 350;

interface FilterBarProps {
  filters: Filters;
  /** Options of the selects; undefined while they load. */
  choices: Choices | undefined;
  onChange(key: keyof Filters, value: string): void;
  /** Back to every lead but spam. */
  onClear(): void;
}

// Search as you type (after a short pause), and the selects and dates that narrow the list.
function FilterBar({ filters, choices, onChange, onClear }: FilterBarProps) {
  const [typed, setTyped] = useState(filters.q);
  const [debounced] = useDebouncedValue(typed, searchDelayMs);
  const searchInput = useRef<HTMLInputElement>(null);
  // Typed in the drawn list before the app took it over: the box keeps it, and the search starts from it.
  useEffect(() => {
    const drawn = searchInput.current?.value ?? '';
    if (drawn && drawn !== typed) setTyped(drawn);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) onChange('q', debounced.trim());
    // Only the typing decides; a change of the address (Back) is taken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Back or a link changed the search: show it in the box.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (typed.trim() !== filters.q) setTyped(filters.q);
  }

  // On a phone the selects fold away under a button; the search box stays.
  const [open, setOpen] = useState(false);
  const options = (all: Choice[] | undefined, anyLabel: string) => [{ value: '', label: anyLabel }, ...(all ?? [])];
  const narrowed =
    (['status', 'service', 'city', 'language', 'from', 'to'] as const).filter((key) => filters[key]).length +
    (filters.spam !== 'exclude' ? 1 : 0);
  const filtered = narrowed > 0 || filters.q;

  return (
    <Stack gap="xs" role="search">
      <TextInput
        ref={searchInput}
        type="search"
        label="Search"
        placeholder="Name, e-mail, phone, address or message"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Button
        hiddenFrom="sm"
        variant="default"
        size="sm"
        aria-expanded={open}
        aria-controls="staff-filters"
        onClick={() => setOpen((value) => !value)}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Hide filters' : narrowed ? `Filters (${narrowed})` : 'Filters'}
      </Button>
      {/* Folded on a phone until asked for. Plain classes and an auto-filled grid rather than responsive props, which
          Mantine writes as <style> elements inside the list's frame drawn at build time. */}
      <Box
        id="staff-filters"
        visibleFrom={open ? undefined : 'sm'}
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-xs)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 40vw), 1fr))',
        }}
      >
        <NativeSelect
          label="Status"
          value={filters.status}
          data={options(choices?.statuses, 'Any status')}
          onChange={(e) => onChange('status', e.currentTarget.value)}
        />
        <NativeSelect
          label="Service"
          value={filters.service}
          data={options(choices?.services, 'Any service')}
          onChange={(e) => onChange('service', e.currentTarget.value)}
        />
        <NativeSelect
          label="City"
          value={filters.city}
          data={options(choices?.cities, 'Any city')}
          onChange={(e) => onChange('city', e.currentTarget.value)}
        />
        {/* A site in one language has nothing to choose. */}
        {(choices?.languages.length ?? 0) > 1 && (
          <NativeSelect
            label="Language"
            value={filters.language}
            data={options(choices?.languages, 'Any language')}
            onChange={(e) => onChange('language', e.currentTarget.value)}
          />
        )}
        <NativeSelect
          label="Spam"
          value={filters.spam}
          data={[
            { value: 'exclude', label: 'Hide spam' },
            { value: 'only', label: 'Spam only' },
            { value: 'all', label: 'Show all' },
          ]}
          onChange={(e) => onChange('spam', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange('to', e.currentTarget.value)}
        />
      </Box>
      {filtered && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setTyped('');
            onClear();
          }}
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
