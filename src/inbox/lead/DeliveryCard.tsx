export { DeliveryCard, recipientLines };

import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { outboxWords } from '../../server/mail/outbox-words';
import { deliveryColor, deliveryLabel } from '../labels';
import type { Times } from '../times';
import type { LeadDelivery } from '../types';
import { FieldList } from './FieldList';

// Each address the e-mail went to with its outcome, whatever shape the server reports it in; an address the outbox
// folder took (no mail server) says so rather than "accepted".
function recipientLines(recipients: unknown): string[] {
  if (Array.isArray(recipients)) return recipients.map(String);
  if (!recipients || typeof recipients !== 'object') return [];
  return Object.entries(recipients as Record<string, unknown>).map(([address, outcome]) => {
    if (typeof outcome === 'string') return `${address}: ${outcome}`;
    const o = (outcome ?? {}) as { state?: string; status?: string; error?: string | null; reply?: string; outbox?: boolean };
    const state = o.outbox ? outboxWords.sentence : (o.status ?? o.state ?? '');
    const why = o.reply ?? o.error;
    return [address, state && `: ${state}`, why ? ` (${why})` : ''].join('');
  });
}

interface DeliveryCardProps {
  delivery: LeadDelivery | null;
  times: Times;
  onResend(): void;
  busy: boolean;
}

// A long state ("In outbox folder (no mail server)") wraps on a narrow phone rather than lose its end.
const wholeWords = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

function DeliveryCard({ delivery, times, onResend, busy }: DeliveryCardProps) {
  const state = delivery?.state ?? 'none';
  const recipients = recipientLines(delivery?.recipients);
  const outbox = state === 'outbox';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Badge color={deliveryColor(state)} variant="light" c="gray.9" size="lg" radius="sm" styles={wholeWords}>
          {deliveryLabel(state)}
        </Badge>
        <Button variant="default" size="xs" onClick={onResend} loading={busy}>
          Resend notification
        </Button>
      </Group>
      {outbox && (
        <Alert color="orange" p="xs" data-outbox>
          <Text size="sm">
            The e-mail was {outboxWords.sentence}: it is a file on the server, and nobody received it. Whoever runs the website sets a mail
            server (SMTP_URL) for the office to be e-mailed.
          </Text>
        </Alert>
      )}
      {delivery ? (
        <FieldList
          fields={[
            { label: outbox ? 'Written' : 'Sent', value: delivery.sentAt ? times.when(delivery.sentAt) : '' },
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
