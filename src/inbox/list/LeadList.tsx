export { LeadList };

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentVisibility, useInterval } from '@mantine/hooks';
import { useApiData } from '../use-api';
import type { Choices, LeadList as LeadListAnswer } from '../types';
import { filterQuery, readFilters, rememberListSearch, withFilter } from './filters';
import { FilterBar } from './FilterBar';
import { LeadRows } from './LeadRows';
import { onNewLead } from '../alerts/lead-stream';
import { useTimes } from '../session';

const refreshMs = 30_000;

// The inbox's first screen: newest leads first, filtered by what the address says, fresh every 30 s.
function LeadList() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = filterQuery(filters).toString();
  const choices = useApiData<Choices>('choices');
  // One request for what the screen shows: the page of leads, their waits and the counts.
  const list = useApiData<LeadListAnswer>(`leads${query ? `?${query}` : ''}`);
  const times = useTimes();
  const visibility = useDocumentVisibility();
  const { reload, refresh } = list;
  // start and stop keep their identity from render to render (the object around them does not).
  const { start, stop } = useInterval(() => void refresh(), refreshMs);

  // A lead announced by the server shows at once.
  useEffect(() => onNewLead(() => void refresh()), [refresh]);

  useEffect(() => {
    rememberListSearch(query ? `?${query}` : '');
  }, [query]);

  // Only while someone can see it; coming back to the tab refreshes at once.
  useEffect(() => {
    if (visibility !== 'visible') return;
    start();
    return stop;
  }, [visibility, start, stop]);
  // Back to the tab: at once. Not on opening, when the list's own first request is under way.
  const seen = useRef(visibility);
  useEffect(() => {
    if (visibility === 'visible' && seen.current !== 'visible') void refresh();
    seen.current = visibility;
  }, [visibility, refresh]);

  const answer = list.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const csvQuery = filterQuery(filters, { paged: false }).toString();
  const csv = `/api/staff/leads.csv${csvQuery ? `?${csvQuery}` : ''}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          <Title order={1} size="h2">
            Leads
          </Title>
          {/* Its room is kept before the count comes, so the buttons beside it do not move when it does. */}
          <Badge
            size="lg"
            miw="6.5em"
            color={answer?.newCount ? 'blue' : 'gray'}
            variant={answer?.newCount ? 'filled' : 'light'}
            aria-live="polite"
            style={answer ? undefined : { visibility: 'hidden' }}
          >
            {answer?.newCount ?? 0} new
          </Badge>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => void reload()} loading={list.loading && !!answer}>
            Refresh
          </Button>
          <Button component="a" href={csv} download variant="light" size="sm">
            Export CSV
          </Button>
        </Group>
      </Group>
      <FilterBar
        filters={filters}
        choices={choices.data}
        onChange={(key, value) => setParams(withFilter(filters, key, value), { replace: key === 'q' })}
        onClear={() => setParams(new URLSearchParams())}
      />
      {list.error && (
        <Alert color="red" role="alert" title="The list could not be loaded">
          {list.error}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {/* Its times wait for the zone they are read in (the session's answer, usually first). */}
      {answer && times && (
        <>
          <Group justify="space-between" gap={4}>
            <Text size="sm" c="gray.7" aria-live="polite">
              {answer.totalCapped
                ? `More than ${answer.total.toLocaleString('en-US')} leads`
                : answer.total === 1
                  ? '1 lead'
                  : `${answer.total.toLocaleString('en-US')} leads`}
              {answer.total > answer.pageSize && `, page ${answer.page} of ${pages}`}
              {answer.totalCapped && ': add a word to narrow the search'}
            </Text>
            <Text size="xs" c="gray.7" data-zone>
              Times in {times.zone}
            </Text>
          </Group>
          <LeadRows leads={answer.leads} waiting={answer.waiting} times={times} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => setParams(withFilter(filters, 'page', page))}
              siblings={1}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
