export { statusLabel, statusColor, deliveryLabel, deliveryColor, statusOrder, orDash };

import { outboxWords } from '../server/mail/outbox-words';
import { leadStatuses } from '../server/store/lead';
import type { LeadStatus } from '../server/store/lead';
import type { LeadDeliveryState } from './types';

// The follow-up steps in the order an office works a lead, with the words the server's filters use.
const statusOrder: string[] = leadStatuses.map((status) => status.value);
const statusWords = new Map<string, string>(leadStatuses.map((status) => [status.value, status.label]));

// Keyed by the store's own lists: a status or a delivery state without its colour or words does not compile.
const statusColors: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  'quote-sent': 'grape',
  won: 'green',
  lost: 'gray',
};

const deliveries: Record<LeadDeliveryState, { label: string; color: string }> = {
  none: { label: 'Not e-mailed', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  pending: { label: 'Retrying', color: 'yellow' },
  sent: { label: 'E-mailed', color: 'green' },
  // The server has no mail server: the e-mail is a file on it, and nobody received it.
  outbox: { label: outboxWords.short, color: 'orange' },
  failed: { label: 'E-mail failed', color: 'red' },
};

function statusLabel(status: string): string {
  return statusWords.get(status) ?? status;
}

function statusColor(status: string): string {
  return statusColors[status as LeadStatus] ?? 'gray';
}

function deliveryLabel(state: string): string {
  return deliveries[state as LeadDeliveryState]?.label ?? state;
}

function deliveryColor(state: string): string {
  return deliveries[state as LeadDeliveryState]?.color ?? 'gray';
}

function orDash(value: string | null | undefined): string {
  return value ? value : '—';
}
