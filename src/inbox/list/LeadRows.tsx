export { LeadRows };

import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { deliveryColor, deliveryLabel, formatWhen, orDash, statusColor, statusLabel } from '../labels';
import type { LeadSummary } from '../types';
import { waitingColor, waitingText } from '../speed/waiting';
import type { WaitingAnswer } from '../speed/waiting';

// The leads as a table on a desktop; on a phone the same rows show name, service, town and status stacked.
function LeadRows({
  leads,
  waiting,
}: {
  leads: LeadSummary[];
  /** How long untouched leads have waited; default none. */ waiting?: WaitingAnswer;
}) {
  const navigate = useNavigate();
  if (leads.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center" c="gray.7">
        No leads match these filters.
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lead</Table.Th>
            <Table.Th visibleFrom="sm">Service</Table.Th>
            <Table.Th visibleFrom="sm">City</Table.Th>
            <Table.Th visibleFrom="md">Received</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="md">E-mail to staff</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr
              key={lead.id}
              data-lead={lead.id}
              bg={lead.status === 'new' && !lead.spam ? 'blue.0' : undefined}
              style={{ cursor: 'pointer' }}
              // The whole row opens the lead; its name stays the link for keyboards and screen readers.
              onClick={(event) => {
                if (!(event.target as HTMLElement).closest('a')) navigate(`/staff/leads/${encodeURIComponent(lead.id)}`);
              }}
            >
              <Table.Td>
                <Anchor component={Link} to={`/staff/leads/${encodeURIComponent(lead.id)}`} fw={lead.status === 'new' ? 700 : 500}>
                  {lead.name || '(no name)'}
                </Anchor>
                {lead.spam && (
                  <Badge color="red" variant="light" size="xs" ml={6}>
                    Spam
                  </Badge>
                )}
                {lead.photoCount > 0 && (
                  <Badge color="gray" variant="light" size="xs" ml={6} data-photos={lead.id}>
                    {lead.photoCount === 1 ? '1 photo' : `${lead.photoCount} photos`}
                  </Badge>
                )}
                <Text size="xs" c="gray.7" hiddenFrom="sm">
                  {[lead.serviceLabel, lead.cityLabel].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="gray.7" hiddenFrom="md">
                  {formatWhen(lead.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{orDash(lead.serviceLabel)}</Table.Td>
              <Table.Td visibleFrom="sm">{orDash(lead.cityLabel)}</Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatWhen(lead.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Side by side where there is room, one above the other on a phone. */}
                <Group gap={4} wrap="wrap">
                  <Badge color={statusColor(lead.status)} variant="light" {...unsqueezed}>
                    {statusLabel(lead.status)}
                  </Badge>
                  {waitingBadge(lead.id, waiting)}
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Badge color={deliveryColor(lead.delivery)} variant="dot">
                  {deliveryLabel(lead.delivery)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

// An untouched lead says how long it has waited, in office hours; orange near the promise, red past it.
function waitingBadge(id: string, waiting: WaitingAnswer | undefined) {
  const ms = waiting?.leads.find((lead) => lead.id === id)?.waitingMs;
  if (ms === undefined || !waiting) return null;
  return (
    <Badge color={waitingColor(ms, waiting)} variant="outline" data-waiting={id} {...unsqueezed}>
      {waitingText(ms)}
    </Badge>
  );
}

// A badge keeps its whole word: the row's badges wrap instead of cutting it to "N…".
const unsqueezed = { style: { flexShrink: 0 }, styles: { label: { overflow: 'visible' } } } as const;
