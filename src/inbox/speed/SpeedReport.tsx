export { SpeedReport };

import { Alert, NativeSelect, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SpeedRow } from '../../server/speed/speed-report';
import { useApiData } from '../use-api';

/** GET /api/staff/speed/report: one line per week and lead source ('*': all sources), as the server writes it. */
interface SpeedReportAnswer {
  promiseMs: number;
  rows: SpeedRow[];
}

// How fast the office answers, week by week and by where leads came from, in office hours.
function SpeedReport() {
  const [weeks, setWeeks] = useState('8');
  const report = useApiData<SpeedReportAnswer>(`speed/report?weeks=${weeks}`);
  const promiseHours = report.data ? Math.round(report.data.promiseMs / 3_600_000) : 24;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          Speed to lead
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
        hours. Shares are of all the week's leads.
      </Text>
      {report.error && (
        <Alert color="red" role="alert" title="The report could not be loaded">
          {report.error}
        </Alert>
      )}
      {report.data && report.data.rows.length === 0 && (
        <Paper withBorder p="lg" ta="center" c="gray.7">
          No leads in these weeks.
        </Paper>
      )}
      {report.data && report.data.rows.length > 0 && (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="Speed to lead by week and source">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week of</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th ta="right">Leads</Table.Th>
                <Table.Th ta="right">Median</Table.Th>
                <Table.Th ta="right">90%</Table.Th>
                <Table.Th ta="right">Within 1 h</Table.Th>
                <Table.Th ta="right">Within {promiseHours} h</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.rows.map((row) => (
                <Table.Tr key={`${row.week} ${row.source}`} fw={row.source === '*' ? 700 : undefined} data-source={row.source}>
                  <Table.Td>{row.source === '*' ? row.week : ''}</Table.Td>
                  <Table.Td>{row.source === '*' ? 'All sources' : row.source}</Table.Td>
                  <Table.Td ta="right">{row.leads}</Table.Td>
                  <Table.Td ta="right">{duration(row.medianMs)}</Table.Td>
                  <Table.Td ta="right">{duration(row.p90Ms)}</Table.Td>
                  <Table.Td ta="right">{share(row.withinHour)}</Table.Td>
                  <Table.Td ta="right">{share(row.withinPromise)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

function duration(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.round(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function share(value: number): string {
  return `${Math.round(value * 100)}%`;
}
