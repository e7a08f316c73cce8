export { statusLabel, statusColor, deliveryLabel, deliveryColor, statusOrder, formatWhen, orDash };

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

// Made once: toLocaleString builds a new formatter on every call, milliseconds each on a phone, for every row.
let formats: { withTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat } | undefined;

// Dates as the office reads them, in the browser's own time zone.
function formatWhen(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  formats ??= {
    withTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    dateOnly: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
  };
  return (withTime ? formats.withTime : formats.dateOnly).format(date);
}

function orDash(value: string | null | undefined): string {
  return value ? value : '—';
}
