export { ReportPage };

import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useApiData } from '../use-api';
import { percent, rangeQuery, readRange } from './report-range';
import type { Range } from './report-range';
import { townDatabase } from '../../visits/town-database';
import type { AnswerRow, Counts, VisitReport } from '../../server/visits/report-wire';

/** The server's report, as its route's schema declares it. */
type Report = VisitReport;

// Which pages, adverts and towns bring requests and jobs: its own chunk, so the charts load only here.
function ReportPage() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const query = rangeQuery(range);
  const { data, error, loading, reload } = useApiData<Report>(`report?${query}`);
  const setRange = (next: Range) => setParams(new URLSearchParams(rangeQuery(next)), { replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          Visits and jobs
        </Title>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label="From"
            size="sm"
            value={range.from}
            max={range.to}
            onChange={(e) => e.currentTarget.value && setRange({ ...range, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            size="sm"
            value={range.to}
            min={range.from}
            onChange={(e) => e.currentTarget.value && setRange({ ...range, to: e.currentTarget.value })}
          />
          <Button component="a" href={`/api/staff/report.csv?${query}`} variant="default" size="sm">
            Download CSV
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" title="The report could not load">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="white" loading={loading} onClick={() => void reload()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {data && <ReportBody report={data} />}
    </Stack>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { totals } = report;
  const sourceName = (row: Report['sources'][number]) => [row.source, row.medium, row.campaign].filter(Boolean).join(' / ');
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label="Visits" value={String(totals.visits)} />
        <Figure label="Leads" value={String(totals.leads)} />
        <Figure label="Leads per visit" value={percent(totals.rate)} />
        <Figure label="Won" value={String(totals.won)} />
        <Figure label="Lost" value={String(totals.lost)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Days {report.from} to {report.to} (UTC). Leads are counted from the leads received, not from the visit counter:{' '}
        {totals.leadsNotCounted} of them came from visits the counter did not count (Do Not Track, blocked scripts, no JavaScript).
      </Text>

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Leads and jobs by source
        </Title>
        <BarChart
          h={Math.max(160, report.sources.length * 36)}
          data={report.sources.map((row) => ({ name: sourceName(row), Leads: row.leads, Won: row.won, Lost: row.lost }))}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 200 }}
          series={[
            { name: 'Leads', color: 'blue.6' },
            { name: 'Won', color: 'teal.6' },
            { name: 'Lost', color: 'red.6' },
          ]}
          withLegend
        />
      </Paper>

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Visits and leads by day
        </Title>
        <LineChart
          h={220}
          data={report.days}
          dataKey="day"
          series={[
            { name: 'visits', label: 'Visits', color: 'blue.6' },
            { name: 'leads', label: 'Leads', color: 'orange.6' },
          ]}
          withLegend
          curveType="linear"
        />
      </Paper>

      <CountsTable
        title="By source / medium / campaign"
        first="Source"
        rows={report.sources.map((row) => ({ key: sourceName(row), ...row }))}
      />
      <CountsTable
        title="By landing page (the visit's first page)"
        first="Landing page"
        rows={report.landingPages.map((row) => ({ key: row.path, ...row }))}
      />
      <CountsTable
        title="By the page the form was sent from"
        first="Form page"
        rows={report.formPages.map((row) => ({ key: row.path, ...row }))}
      />
      <CountsTable
        title="By town"
        first="Town"
        rows={report.towns.map((row) => ({ key: row.label, ...row }))}
        note={
          <>
            Leads by the town chosen on the form; visits by the town their network address placed them in when they were counted (the
            address itself is not kept). <Anchor href={townDatabase.url}>{townDatabase.name}</Anchor>
          </>
        }
      />
      {/* A site in one language has nothing to break down. */}
      {report.languages.length > 1 && (
        <CountsTable
          title="By language"
          first="Language"
          rows={report.languages.map((row) => ({ key: row.label, ...row }))}
          note="Visits by the language of their first page; leads by the language of the page the form was sent from."
        />
      )}
      {report.answers.length > 0 && <AnswersTable rows={report.answers} />}
    </>
  );
}

// Leads by what they answered to the form's choice questions, in the words each lead was sent with.
function AnswersTable({ rows }: { rows: AnswerRow[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        By the answers to the form's questions
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th ta="right">Leads</Table.Th>
              <Table.Th ta="right">Won</Table.Th>
              <Table.Th ta="right">Lost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.label}\n${row.text}`}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{row.text}</Table.Td>
                <Table.Td ta="right">{row.leads}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right">{row.lost}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function CountsTable({ title, first, rows, note }: { title: string; first: string; rows: (Counts & { key: string })[]; note?: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{first}</Table.Th>
              <Table.Th ta="right">Visits</Table.Th>
              <Table.Th ta="right">Leads</Table.Th>
              <Table.Th ta="right">Leads per visit</Table.Th>
              <Table.Th ta="right">Won</Table.Th>
              <Table.Th ta="right">Lost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td ta="right">{row.visits}</Table.Td>
                <Table.Td ta="right">{row.leads}</Table.Td>
                <Table.Td ta="right">{percent(row.rate)}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right">{row.lost}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
