export { DeliveryCard, recipientLines };

import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { deliveryColor, deliveryLabel, formatWhen } from '../labels';
import type { LeadDelivery } from '../types';
import { FieldList } from './FieldList';

// Each address the e-mail went to with its outcome, whatever shape the server reports it in.
function recipientLines(recipients: unknown): string[] {
  if (Array.isArray(recipients)) return recipients.map(String);
  if (!recipients || typeof recipients !== 'object') return [];
  return Object.entries(recipients as Record<string, unknown>).map(([address, outcome]) => {
    if (typeof outcome === 'string') return `${address}: ${outcome}`;
    const o = (outcome ?? {}) as { state?: string; status?: string; error?: string | null; reply?: string };
    const state = o.status ?? o.state ?? '';
    const why = o.reply ?? o.error;
    return [address, state && `: ${state}`, why ? ` (${why})` : ''].join('');
  });
}

function DeliveryCard({ delivery, onResend, busy }: { delivery: LeadDelivery | null; onResend(): void; busy: boolean }) {
  const state = delivery?.state ?? 'none';
  const recipients = recipientLines(delivery?.recipients);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Badge color={deliveryColor(state)} variant="light" size="lg">
          {deliveryLabel(state)}
        </Badge>
        <Button variant="default" size="xs" onClick={onResend} loading={busy}>
          Resend notification
        </Button>
      </Group>
      {delivery ? (
        <FieldList
          fields={[
            { label: 'Sent', value: delivery.sentAt ? formatWhen(delivery.sentAt) : '' },
            { label: 'Attempts', value: String(delivery.attempts ?? 0) },
            { label: 'Last error', value: delivery.error ?? '' },
            {
              label: 'To',
              value: recipients.length ? (
                <List size="sm" spacing={2}>
                  {recipients.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              ) : (
                ''
              ),
            },
          ]}
        />
      ) : (
        <Text size="sm" c="gray.7">
          No notification was sent for this lead (spam is never e-mailed).
        </Text>
      )}
    </Stack>
  );
}
