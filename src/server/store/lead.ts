export { deliveryStates, filterColumns, leadStatuses, submissionKeyOf, wentToOutbox };
export type {
  LeadStatus,
  Lead,
  LeadPhotoSize,
  NewLead,
  LeadAttribution,
  LeadFilter,
  FilterColumn,
  FilterCondition,
  Delivery,
  DeliveryState,
  RecipientOutcome,
  Recipients,
};

import type { LeadAttribution } from '../../forms/attribution.ts';
import type { LeadForm } from '../../content/lead-form.ts';
import type { Answer } from '../../content/questions.ts';
import type { PhotoInfo } from './photo-store.ts';

/** A stored lead: the fields of the contacts table (spec section 3), where it came from (page, landing page,
 * referrer, utm_*; '' when unknown) and the server's delivery bookkeeping. */
interface Lead extends LeadAttribution {
  /** `contact_`, `cta_` or `error_`, a millisecond timestamp, `_`, a random suffix. */
  id: string;
  /** The id without its prefix: a lead and the error_ record of the same submission share it. */
  submissionKey: string;
  /** The form it was sent with (an error_ copy: estimate, its id does not say). */
  form: LeadForm;
  name: string;
  email: string;
  phone: string;
  /** The questions answered, in the order asked, each with the question's words when it was sent. */
  answers: Answer[];
  /** "1" once the browser saw the e-mail succeed. */
  emailSent: '0' | '1';
  /** Why the e-mail failed, as reported by the browser or the server. */
  emailError: string | null;
  /** Always "anonymous": nobody logs in. */
  userId: 'anonymous';
  /** Set by the database clock. */
  createdAt: Date;
  /** The hidden honeypot field was filled: stored, never e-mailed. */
  spam: boolean;
  /** When the mail server (or the dev outbox) accepted the lead e-mail. */
  notifiedAt: Date | null;
  /** Failed e-mail attempts so far. */
  attempts: number;
  /** Earliest time the retry may try again. */
  nextAttemptAt: Date | null;
  /** The submission's delivery: its state and each recipient's outcome (none before the first attempt). */
  delivery: { state: Delivery['state']; recipients: Recipients } | null;
  /** For an error_ copy: the id of its submission's lead, when that lead was stored too. */
  copyOf: string | null;
  /** The office's follow-up. */
  status: LeadStatus;
  /** The photos the homeowner attached, oldest first (sizes only; the bytes are fetched one by one). */
  photos: LeadPhotoSize[];
  /** How many photos the homeowner chose when sending (they follow the lead); 0 when none or not said. */
  photosComing: number;
  /** The language of the page it was sent from, a code of site.yaml's languages; '' for the main language's leads
   * stored before languages were kept. */
  language: string;
}

/** A photo of a lead as its lead lists it: sizes only. */
type LeadPhotoSize = Pick<PhotoInfo, 'id' | 'width' | 'height' | 'bytes'>;

/** The follow-up of a lead, in the order it usually goes, with the words staff read. */
const leadStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quote-sent', label: 'Quote sent' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const;

type LeadStatus = (typeof leadStatuses)[number]['value'];

/** What a request may set when it creates a lead; the rest is the server's. Attribution left out is ''. */
type NewLead = Omit<
  Lead,
  | 'submissionKey'
  | 'emailSent'
  | 'userId'
  | 'createdAt'
  | 'notifiedAt'
  | 'attempts'
  | 'nextAttemptAt'
  | 'delivery'
  | 'copyOf'
  | 'status'
  | 'photos'
  | 'photosComing'
  | 'language'
  | keyof LeadAttribution
> &
  Partial<LeadAttribution> &
  Partial<Pick<Lead, 'photosComing' | 'language'>>;

/** accepted: the mail server took it for this address; deferred: refused for now (4xx); refused: for good (5xx). */
interface RecipientOutcome {
  status: 'accepted' | 'deferred' | 'refused';
  /** The mail server's reply for a refusal. */
  reply?: string;
  /** When this outcome was recorded (ISO). */
  at: string;
  /** Taken by the outbox folder (no SMTP_URL), not by a mail server: nobody received it. */
  outbox?: true;
}

/** Recipient address -> its outcome. */
type Recipients = Record<string, RecipientOutcome>;

/** sending: an attempt is under way; pending: waiting for the next attempt; sent: every address answered
 * (accepted, or refused for good); failed: every address refused it for good. */
const deliveryStates = ['sending', 'pending', 'sent', 'failed'] as const;

type DeliveryState = (typeof deliveryStates)[number];

/** The record of one submission's e-mail. */
interface Delivery {
  submissionKey: string;
  leadId: string;
  state: DeliveryState;
  claimedBy: string;
  claimedAt: Date;
  sentAt: Date | null;
  /** Chosen before the first attempt and kept for every retry: mail clients show one message. */
  messageId: string | null;
  /** Attempts started so far (each counted before it is sent). */
  attempts: number;
  recipients: Recipients;
}

/** Columns a staff query may filter or sort on, with their SQL names and value types; a question's key filters on
 * that answer's value (text, '' when unanswered). */
const filterColumns = {
  id: { sql: 'id', type: 'text' },
  name: { sql: 'name', type: 'text' },
  email: { sql: 'email', type: 'text' },
  phone: { sql: 'phone', type: 'text' },
  emailSent: { sql: 'email_sent', type: 'text' },
  emailError: { sql: 'email_error', type: 'text' },
  createdAt: { sql: 'created_at', type: 'timestamptz' },
  notifiedAt: { sql: 'notified_at', type: 'timestamptz' },
  spam: { sql: 'spam', type: 'boolean' },
  attempts: { sql: 'attempts', type: 'integer' },
  status: { sql: 'status', type: 'text' },
} as const;

/** A column of the table, or the answer to the question of that key. */
type FilterColumn = keyof typeof filterColumns | { answer: string };

/** One PostgREST-style condition, e.g. `createdAt=gte.2025-01-01`. */
interface FilterCondition {
  column: FilterColumn;
  op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'is' | 'isnot';
  /** Already checked against the column type; `null` only with is/isnot. */
  value: string | number | boolean | null;
}

/** A staff query on leads. */
interface LeadFilter {
  where: FilterCondition[];
  order: { column: FilterColumn; descending: boolean }[];
  limit?: number;
  offset?: number;
}

/** Whether the addresses that took the e-mail were the outbox folder's alone (no mail server was set). */
function wentToOutbox(recipients: Recipients): boolean {
  const taken = Object.values(recipients).filter((outcome) => outcome.status === 'accepted');
  return taken.length > 0 && taken.every((outcome) => outcome.outbox === true);
}

function submissionKeyOf(id: string): string {
  return id.slice(id.indexOf('_') + 1);
}
