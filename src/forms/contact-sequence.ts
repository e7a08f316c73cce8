export { submitLead, newLeadId };
export type { LeadValues, LeadField, SubmitOptions, SubmitResult };

import ky, { HTTPError } from 'ky';
import type { LeadAttribution } from './attribution';
import type { LeadForm } from '../content/lead-form';
import { newLeadId } from './lead-id';
import { errorCopyId, leadIdPrefix, leadsTable } from './wire-names';

/** What the visitor typed: the product's fields and each question's answer by its key (a list for several
 * choices); optional ones may be empty. */
interface LeadValues {
  /** Full name (required). */
  name: string;
  /** E-mail address (required); staff replies go here. */
  email: string;
  /** Phone number (required). */
  phone: string;
  /** Hidden honeypot field: people leave it empty. */
  website?: string;
  [key: string]: string | readonly string[] | undefined;
}

/** A field the lead API takes from a form: a product field or a question's key. */
type LeadField = string;

/** Where and how to send. */
interface SubmitOptions {
  /** The project name of the lead API path (site.yaml leads.project). */
  project: string;
  /** Origin of the lead API; default: the page's own origin. */
  baseUrl?: string;
  /** Milliseconds to wait for each response (default 10000). */
  timeout?: number;
  /** Extra attempts after a network error, a timeout, 408, 429 or 5xx (default 2). */
  retries?: number;
  /** Where the lead came from (the page, the visit's first page, referrer, utm_*), stored with it. */
  attribution?: Partial<LeadAttribution>;
  /** How many photos will follow the stored lead (its e-mail says so); default 0. */
  photosComing?: number;
}

/** The outcome: `ok` once the lead is stored (the recipients get it now by e-mail, or later from the server's retry). */
interface SubmitResult {
  ok: boolean;
  /** The lead's id (contact_... or cta_...). */
  id: string;
  /** Lets this browser attach photos to the stored lead for a while ('' when the server did not give one). */
  uploadToken: string;
}

const failureMessages: Record<LeadForm, string> = {
  estimate: 'Email send failed - no success flag',
  quote: 'Email failed to send',
};

// Create the record, e-mail the recipients, mark the record; on a thrown failure keep an error_ copy.
async function submitLead(form: LeadForm, values: LeadValues, options: SubmitOptions): Promise<SubmitResult> {
  const id = newLeadId(leadIdPrefix(form));
  const base = `${options.baseUrl ?? ''}/api`;
  const contacts = `${base}/db/${encodeURIComponent(options.project)}/rest/v1/${leadsTable}`;
  const timeout = options.timeout ?? 10_000;
  const api = ky.create({
    timeout,
    totalTimeout: timeout * 3,
    // Every step is safe to repeat: a repeated create answers 409, the e-mail is sent once per id.
    retry: { limit: options.retries ?? 2, methods: ['get', 'post', 'patch'], retryOnTimeout: true, maxRetryAfter: 5_000 },
  });
  let stored = false;
  let uploadToken = '';
  let step = 'Saving the request';
  try {
    const photosComing = String(options.photosComing ?? 0);
    uploadToken = await createRecord(api, contacts, { id, ...recordFields(values), ...options.attribution, photosComing, emailSent: '0' });
    stored = true;
    step = 'Sending the e-mail';
    // The server knows the recipients and writes the e-mail from the stored lead: only the id is needed.
    const reply = await api
      .post(`${base}/notifications/email`, { json: { replyTo: values.email.trim(), submissionId: id } })
      .json<{ success?: unknown }>();
    step = 'Updating the request';
    const change = reply.success === true ? { emailSent: '1' } : { emailError: failureMessages[form] };
    await api.patch(`${contacts}?id=eq.${encodeURIComponent(id)}`, { json: change });
    return { ok: true, id, uploadToken };
  } catch (error) {
    const errorId = errorCopyId(id);
    const emailError = `${step} failed: ${describe(error)}`.slice(0, 500);
    const record = { id: errorId, ...recordFields(values), ...options.attribution, emailSent: '0', emailError };
    await createRecord(api, contacts, record).catch(() => {});
    return { ok: stored, id, uploadToken };
  }
}

// A 409 means an earlier attempt whose answer got lost already stored this id: the server then sends a new upload
// token with it. Returns the stored lead's upload token.
async function createRecord(api: typeof ky, url: string, record: Record<string, string | string[]>): Promise<string> {
  try {
    const response = await api.post(url, { json: record, headers: { Prefer: 'return=representation' } });
    return response.headers.get('x-upload-token') ?? '';
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 409) return error.response.headers.get('x-upload-token') ?? '';
    throw error;
  }
}

// What the form holds, trimmed; the honeypot as it is.
function recordFields(values: LeadValues): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'website' || value === undefined) continue;
    record[field] = typeof value === 'string' ? value.trim() : value.map((each) => each.trim());
  }
  record.website = values.website ?? '';
  return record;
}

function describe(error: unknown): string {
  if (error instanceof HTTPError) return `HTTP ${error.response.status}`;
  return error instanceof Error ? error.message : String(error);
}
