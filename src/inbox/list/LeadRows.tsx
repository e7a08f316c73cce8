export { LeadRows };

import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { deliveryColor, deliveryLabel, orDash, statusColor, statusLabel } from '../labels';
import type { Times } from '../times';
import type { LeadList, LeadSummary } from '../types';
import { waitingColor, waitingText } from '../speed/waiting';

interface LeadRowsProps {
  leads: LeadSummary[];
  /** What each lead's wait is measured against. */
  waiting: LeadList['waiting'];
  times: Times;
}

// The leads as a table on a desktop; on a phone the same rows show name, service, town and status stacked.
function LeadRows({ leads, waiting, times }: LeadRowsProps) {
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
                {lead.languageLabel && (
                  <Badge color="grape" variant="light" size="xs" ml={6} data-language={lead.id}>
                    {lead.languageLabel}
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
                  {times.when(lead.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{orDash(lead.serviceLabel)}</Table.Td>
              <Table.Td visibleFrom="sm">{orDash(lead.cityLabel)}</Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {times.when(lead.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Side by side where there is room, one above the other on a phone. */}
                <Group gap={4} wrap="wrap">
                  <Badge color={statusColor(lead.status)} variant="light" c="gray.9" {...unsqueezed}>
                    {statusLabel(lead.status)}
                  </Badge>
                  {waitingBadge(lead, waiting)}
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
function waitingBadge(lead: LeadSummary, waiting: LeadList['waiting']) {
  if (lead.waitingMs === null) return null;
  const color = waitingColor(lead.waitingMs, waiting);
  // Words at 4.5:1 on white: the darkest blue and red do; no orange does, so its words are dark in an orange frame.
  return (
    <Badge color={color} c={color === 'orange' ? 'gray.9' : `${color}.9`} variant="outline" data-waiting={lead.id} {...unsqueezed}>
      {waitingText(lead.waitingMs)}
    </Badge>
  );
}

// Status badges' words are dark on their tint: a tint's own darkest shade reads too faintly on it (green: 3.8:1).
// A badge keeps its whole word: the row's badges wrap instead of cutting it to "N…".
const unsqueezed = { style: { flexShrink: 0 }, styles: { label: { overflow: 'visible' } } } as const;
