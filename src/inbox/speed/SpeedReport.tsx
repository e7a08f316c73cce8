export { SpeedReport };

import { Alert, Box, NativeSelect, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SpeedRow } from '../../server/speed/speed-report';
import { useTimes } from '../session';
import { useApiData } from '../use-api';

/** GET /api/staff/speed/report: one line per week and lead source ('*': all sources), as the server writes it. */
interface SpeedReportAnswer {
  promiseMs: number;
  rows: SpeedRow[];
}

// "May 4, 2026": a week's Monday (a calendar day, YYYY-MM-DD) as the office reads it; no clock moves a day.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

// How fast the office answers, week by week and by where leads came from, in office hours: a table where there is
// room, a card per week on a phone (every figure in view, none behind a sideways scroll).
function SpeedReport() {
  const [weeks, setWeeks] = useState('8');
  const report = useApiData<SpeedReportAnswer>(`speed/report?weeks=${weeks}`);
  const times = useTimes();
  const promiseHours = report.data ? Math.round(report.data.promiseMs / 3_600_000) : 24;
  const rows = report.data?.rows ?? [];
  const columns = [
    { label: 'Leads', value: (row: SpeedRow) => String(row.leads) },
    { label: 'Median', value: (row: SpeedRow) => duration(row.medianMs) },
    { label: '90%', value: (row: SpeedRow) => duration(row.p90Ms) },
    { label: 'Within 1 h', value: (row: SpeedRow) => share(row.withinHour) },
    { label: `Within ${promiseHours} h`, value: (row: SpeedRow) => share(row.withinPromise) },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          Response times
        </Title>
        <NativeSelect
          label="Weeks"
          value={weeks}
          onChange={(event) => setWeeks(event.currentTarget.value)}
          data={['4', '8', '13', '26', '52']}
          w={100}
        />
      </Group>
      <Text size="sm" c="gray.7">
        Time from a lead's arrival to its first contact (a Call or E-mail tap, a note, or a status change from New), counted in office
        hours. Shares are of all the week's leads.{times && ` Weeks start on Monday, in ${times.zone}.`}
      </Text>
      {report.error && (
        <Alert color="red" role="alert" title="The report could not be loaded">
          {report.error}
        </Alert>
      )}
      {report.data && rows.length === 0 && (
        <Paper withBorder p="lg" ta="center" c="gray.7">
          No leads in these weeks.
        </Paper>
      )}
      {rows.length > 0 && (
        <>
          <Paper withBorder radius="md" visibleFrom="sm" style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="Response times by week and source">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Week of</Table.Th>
                  <Table.Th>Source</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.label} ta="right">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.week} ${row.source}`} fw={row.source === '*' ? 700 : undefined} data-source={row.source}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.source === '*' ? weekDay(row.week) : ''}</Table.Td>
                    <Table.Td>{sourceName(row.source)}</Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {column.value(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="sm" hiddenFrom="sm" aria-label="Response times by week and source" role="list">
            {weeksOf(rows).map(([week, lines]) => (
              <Paper key={week} withBorder radius="md" p="sm" role="listitem" data-week={week}>
                <Title order={2} size="h5" mb={4}>
                  Week of {weekDay(week)}
                </Title>
                {lines.map((row) => (
                  <Box key={row.source} data-source={row.source} py={6} style={row.source === '*' ? undefined : divider}>
                    <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {sourceName(row.source)}
                    </Text>
                    <SimpleGrid component="dl" cols={3} spacing={4} verticalSpacing={4} m={0}>
                      {columns.map((column) => (
                        <div key={column.label}>
                          <Text component="dt" size="xs" c="gray.7">
                            {column.label}
                          </Text>
                          <Text component="dd" size="sm" m={0} fw={row.source === '*' ? 700 : 500}>
                            {column.value(row)}
                          </Text>
                        </div>
                      ))}
                    </SimpleGrid>
                  </Box>
                ))}
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

const divider = { borderTop: '1px solid var(--mantine-color-gray-2)' };

// The rows of each week together, newest week first, as the server ordered them.
function weeksOf(rows: SpeedRow[]): [string, SpeedRow[]][] {
  const weeks = new Map<string, SpeedRow[]>();
  for (const row of rows) weeks.set(row.week, [...(weeks.get(row.week) ?? []), row]);
  return [...weeks];
}

function weekDay(week: string): string {
  const day = new Date(`${week}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? week : dayFormat.format(day);
}

function sourceName(source: string): string {
  return source === '*' ? 'All sources' : source;
}

function duration(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.round(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function share(value: number): string {
  return `${Math.round(value * 100)}%`;
}
