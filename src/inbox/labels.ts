export { statusLabel, statusColor, deliveryLabel, deliveryColor, statusOrder, orDash };

import { outboxWords } from '../server/mail/outbox-words';

// The follow-up steps in the order an office works a lead.
const statusOrder = ['new', 'contacted', 'quote-sent', 'won', 'lost'];

const statuses: Record<string, { label: string; color: string }> = {
  new: { label: 'New', color: 'blue' },
  contacted: { label: 'Contacted', color: 'cyan' },
  'quote-sent': { label: 'Quote sent', color: 'grape' },
  won: { label: 'Won', color: 'green' },
  lost: { label: 'Lost', color: 'gray' },
};

const deliveries: Record<string, { label: string; color: string }> = {
  none: { label: 'Not e-mailed', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  pending: { label: 'Retrying', color: 'yellow' },
  sent: { label: 'E-mailed', color: 'green' },
  // The server has no mail server: the e-mail is a file on it, and nobody received it.
  outbox: { label: outboxWords.short, color: 'orange' },
  failed: { label: 'E-mail failed', color: 'red' },
};

function statusLabel(status: string): string {
  return statuses[status]?.label ?? status;
}

function statusColor(status: string): string {
  return statuses[status]?.color ?? 'gray';
}

function deliveryLabel(state: string): string {
  return deliveries[state]?.label ?? state;
}

function deliveryColor(state: string): string {
  return deliveries[state]?.color ?? 'gray';
}

function orDash(value: string | null | undefined): string {
  return value ? value : '—';
}
