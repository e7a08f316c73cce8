export { leadsWithDelivery, deliveryStateOf, selectLeads, toLead, parseAnswers, parseRecipients, photosJson, photosOf };
export type { LeadRow };

import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Answer } from '../../content/questions.ts';
import type { Lead, LeadPhotoSize, DeliveryState, Recipients } from './lead.ts';
import type { Contacts } from './database.generated.ts';
import { tables } from './query.ts';

/** A lead's row as the store reads it: its columns, and with the queries that add them, its photos (JSON), its
 * submission's delivery and, for an error_ copy, the lead it copies. */
type LeadRow = Selectable<Contacts> & {
  photos?: unknown;
  delivery_state?: DeliveryState | null;
  delivery_recipients?: string | null;
  copy_of?: string | null;
};

// A lead's photos as a JSON list (sizes only), for the lead of table alias `alias`.
function photosJson(alias: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'bytes', p.byte_size)
    ORDER BY p.id), '[]'::json) FROM lead_photos p WHERE p.contact_id = ${alias}.id)`;
}

function photosOf(alias: string): string {
  return `${photosJson(alias)} AS photos`;
}

// The delivery state of the office-email job of table alias `alias`: none before its first attempt (or when its lead
// was spam when its turn came), then waiting (pending), running (sending), and once over sent or failed.
function deliveryStateOf(alias: string): string {
  return `CASE WHEN ${alias}.attempts = 0 OR ${alias}.result->>'skipped' = 'true' THEN NULL
    WHEN ${alias}.state = 'waiting' THEN 'pending' WHEN ${alias}.state = 'running' THEN 'sending'
    WHEN ${alias}.state = 'done' THEN ${alias}.result->>'state' ELSE 'failed' END`;
}

// A lead with its submission's delivery and, for an error_ copy, the lead it copies.
const leadsWithDelivery = tables
  .selectFrom('contacts')
  .selectAll('contacts')
  .select([
    sql<DeliveryState | null>`(SELECT ${sql.raw(deliveryStateOf('j'))} FROM jobs j
      WHERE j.key = 'office-email:' || contacts.submission_key)`.as('delivery_state'),
    sql<string | null>`(SELECT (j.result->'recipients')::text FROM jobs j
      WHERE j.key = 'office-email:' || contacts.submission_key)`.as('delivery_recipients'),
    sql<string | null>`CASE WHEN starts_with(contacts.id, 'error_') THEN (SELECT o.id FROM contacts o
      WHERE o.submission_key = contacts.submission_key AND NOT starts_with(o.id, 'error_') ORDER BY o.id LIMIT 1) END`.as('copy_of'),
    sql<unknown>`${sql.raw(photosJson('contacts'))}`.as('photos'),
  ]);

/** The same, as text that a WHERE clause may follow (it has no parameters of its own). */
const selectLeads = leadsWithDelivery.compile().sql;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    submissionKey: row.submission_key,
    form: row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    answers: parseAnswers(row.answers),
    emailSent: row.email_sent,
    emailError: row.email_error,
    userId: 'anonymous',
    createdAt: row.created_at,
    spam: row.spam,
    notifiedAt: row.notified_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    delivery: row.delivery_state ? { state: row.delivery_state, recipients: parseRecipients(row.delivery_recipients) } : null,
    copyOf: row.copy_of ?? null,
    status: row.status,
    page: row.page,
    landingPage: row.landing_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    photos: parsePhotos(row.photos),
    photosComing: row.photos_coming,
    language: row.language,
  };
}

// json_agg arrives parsed from both drivers; a row read without the aggregate has none.
function parsePhotos(value: unknown): LeadPhotoSize[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((photo: Record<string, unknown>) => ({
    id: Number(photo.id),
    width: Number(photo.width),
    height: Number(photo.height),
    bytes: Number(photo.bytes),
  }));
}

// jsonb arrives parsed from both drivers (as text from a row read as JSON); only well-formed answers are kept.
function parseAnswers(value: unknown): Answer[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (answer: Partial<Answer> | null): answer is Answer =>
      typeof answer?.key === 'string' &&
      typeof answer.label === 'string' &&
      typeof answer.text === 'string' &&
      (typeof answer.value === 'string' || Array.isArray(answer.value)),
  );
}

function parseRecipients(value: unknown): Recipients {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Recipients) : {};
  } catch {
    return {};
  }
}
