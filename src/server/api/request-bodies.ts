export { parseNewContact, parseContactPatch, parseEmailRequest };
export type { EmailRequest };

import { attributionFields, attributionLimits } from '../../forms/attribution.ts';
import type { LeadAttribution } from '../../forms/attribution.ts';
import { leadFieldNames } from '../../forms/lead-rules.ts';
import { ApiError } from '../http/api-error.ts';
import type { LeadChoices } from '../../content/types.ts';
import { leadFormOfId, leadIdPattern } from '../../forms/wire-names.ts';
import { checkLeadValues } from '../leads/lead-fields.ts';
import { photoLimits } from '../photos/photo-limits.ts';
import type { FieldErrors, LeadInput } from '../leads/lead-fields.ts';
import type { NewContact } from '../store/contact.ts';

/** A checked POST /api/notifications/email body: the lead to e-mail the recipients about. */
interface EmailRequest {
  submissionId: string;
}

// Accepted on create besides the lead fields: what the hosted backend's client sends, and the honeypot.
const createExtras = ['id', 'emailSent', 'emailError', 'userId', 'createdAt', 'website', 'photosComing'];

// Closed schema: every field is known and checked, an unknown one (cc, isAdmin, ...) is refused.
function parseNewContact(body: unknown, choices: LeadChoices): NewContact {
  const record = singleObject(body);
  refuseUnknown(record, [...leadFieldNames, ...attributionFields, ...createExtras]);
  const text = (field: string, max: number) => optionalText(record, field, max);
  const id = text('id', 100);
  if (!leadIdPattern.test(id)) {
    throw invalid('id: must be contact_, cta_ or error_, a 13-digit millisecond timestamp, _ and at least 11 random letters or digits');
  }
  const emailSent = text('emailSent', 1);
  if (emailSent !== '' && emailSent !== '0') throw invalid('emailSent: a new lead starts with "0"');
  const userId = text('userId', 100);
  if (userId !== '' && userId !== 'anonymous') throw invalid('userId: must be "anonymous"');
  text('createdAt', 40); // accepted for compatibility; the database clock decides
  const values = Object.fromEntries(leadFieldNames.map((field) => [field, text(field, Number.MAX_SAFE_INTEGER).trim()])) as LeadInput;
  const form = leadFormOfId(id);
  throwFieldErrors(checkLeadValues(values, form, choices));
  const emailError = text('emailError', 500);
  // Where the lead came from: optional, any text within its limit.
  const attribution = Object.fromEntries(
    attributionFields.map((field) => [field, text(field, attributionLimits[field]).trim()]),
  ) as LeadAttribution;
  return {
    id,
    form,
    ...values,
    ...attribution,
    emailError: emailError === '' ? null : emailError,
    spam: text('website', 500).trim() !== '',
    photosComing: photosComing(text('photosComing', 10)),
  };
}

// How many photos follow the lead, as the form counted them: "0" to the most a lead holds.
function photosComing(value: string): number {
  if (value === '') return 0;
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count <= photoLimits.perLead)) throw invalid(`photosComing: a whole number from 0 to ${photoLimits.perLead}`);
  return count;
}

// Only the e-mail outcome may change after creation.
function parseContactPatch(body: unknown): { emailSent?: '0' | '1'; emailError?: string | null } {
  const record = singleObject(body);
  const others = Object.keys(record).filter((key) => key !== 'emailSent' && key !== 'emailError');
  if (others.length) {
    throw new ApiError(400, 'PGRST204', 'Only emailSent and emailError may be changed', `Refused field(s): ${others.join(', ')}`, null);
  }
  const changes: { emailSent?: '0' | '1'; emailError?: string | null } = {};
  if ('emailSent' in record) {
    if (record.emailSent !== '0' && record.emailSent !== '1') throw invalid('emailSent: must be "0" or "1"');
    changes.emailSent = record.emailSent;
  }
  if ('emailError' in record) {
    if (record.emailError !== null && typeof record.emailError !== 'string') throw invalid('emailError: must be text or null');
    if (typeof record.emailError === 'string' && record.emailError.length > 500) throw invalid('emailError: at most 500 characters');
    changes.emailError = record.emailError;
  }
  if (!Object.keys(changes).length) throw invalid('Nothing to change: send emailSent and/or emailError');
  return changes;
}

// The spec's shape is accepted; only submissionId is used, the rest is checked for shape and dropped.
function parseEmailRequest(body: unknown): EmailRequest {
  if (!isPlainObject(body)) throw invalid('The body must be one JSON object');
  refuseUnknown(body, ['to', 'subject', 'html', 'text', 'replyTo', 'submissionId']);
  const to = body.to;
  if (to !== undefined && typeof to !== 'string' && !(Array.isArray(to) && to.length <= 10 && to.every((a) => typeof a === 'string'))) {
    throw invalid('to: one to ten e-mail addresses (not needed: the server knows where leads go)');
  }
  for (const field of ['subject', 'html', 'text', 'replyTo']) optionalText(body, field, 100_000);
  const submissionId = requiredText(body, 'submissionId', 100);
  if (!leadIdPattern.test(submissionId)) throw invalid('submissionId: not a lead id');
  return { submissionId };
}

// The hosted backend accepts an array of rows; one lead per request here.
function singleObject(body: unknown): Record<string, unknown> {
  const value = Array.isArray(body) && body.length === 1 ? body[0] : body;
  if (!isPlainObject(value)) throw invalid('The body must be one JSON object (or an array holding one)');
  return value;
}

function refuseUnknown(record: Record<string, unknown>, allowed: string[]): void {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length) throw invalid(`Unknown field(s): ${unknown.join(', ')}`);
}

function optionalText(record: Record<string, unknown>, field: string, max: number): string {
  const value = record[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(`${field}: must be text`);
  if (value.length > max) throw invalid(`${field}: at most ${max} characters`);
  // PostgreSQL text cannot hold NUL; refuse it here instead of failing in the database.
  if (value.includes('\u0000')) throw invalid(`${field}: contains a NUL character`);
  return value;
}

function requiredText(record: Record<string, unknown>, field: string, max: number): string {
  const value = optionalText(record, field, max);
  if (value.trim() === '') throw invalid(`${field}: required`);
  return value;
}

function throwFieldErrors(errors: FieldErrors): void {
  const entries = Object.entries(errors);
  if (entries.length) throw invalid(entries.map(([field, message]) => `${field}: ${message}`).join('; '));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(details: string): ApiError {
  return new ApiError(400, 'PGRST102', 'Invalid request body', details, null);
}
