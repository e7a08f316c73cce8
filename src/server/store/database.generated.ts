// Generated from the migrations by scripts/database-types.ts (npm run typecheck and npm run build refresh it): do not
// edit. Each table's columns as both stores return them; a CHECK that lists a column's values names them here.

import type { ColumnType, GeneratedAlways } from 'kysely';

/** timestamptz and date: read as a Date, written as a Date or an ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A column with a default: optional when a row is inserted (over a Timestamp too). */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface AcknowledgedAddresses {
  address_hash: string;
  last_at: Timestamp;
}

export interface Contacts {
  id: string;
  submission_key: string;
  name: string;
  email: string;
  phone: string;
  email_sent: Generated<'0' | '1'>;
  email_error: string | null;
  user_id: Generated<'anonymous'>;
  created_at: Generated<Timestamp>;
  spam: Generated<boolean>;
  notified_at: Timestamp | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  page: Generated<string>;
  landing_page: Generated<string>;
  referrer: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  utm_term: Generated<string>;
  utm_content: Generated<string>;
  status: Generated<'new' | 'contacted' | 'quote-sent' | 'won' | 'lost'>;
  form: 'estimate' | 'quote';
  photos_coming: Generated<number>;
  answers: Generated<unknown>;
  language: Generated<string>;
}

export interface DeletionLog {
  id: string;
  kind: 'lead' | 'visit';
}

export interface Jobs {
  id: GeneratedAlways<number>;
  kind: 'office-email' | 'acknowledgement' | 'escalation' | 'push' | 'reclaim';
  key: string;
  contact_id: string | null;
  state: Generated<'waiting' | 'running' | 'done' | 'failed'>;
  run_after: Generated<Timestamp>;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  payload: Generated<unknown>;
  result: unknown | null;
  error: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface LeadDeletions {
  id: GeneratedAlways<number>;
  at: Generated<Timestamp>;
  actor: string;
}

export interface LeadEvents {
  id: GeneratedAlways<number>;
  contact_id: string;
  at: Generated<Timestamp>;
  actor: string;
  kind: 'status' | 'note' | 'spam' | 'resend' | 'delivery' | 'acknowledgement' | 'contact' | 'escalation';
  from_value: string | null;
  to_value: string | null;
  text: string | null;
}

export interface LeadPhotos {
  id: GeneratedAlways<number>;
  contact_id: string;
  name: Generated<string>;
  bytes: Uint8Array;
  width: number;
  height: number;
  byte_size: number;
  created_at: Generated<Timestamp>;
}

export interface PhotoUploads {
  contact_id: string;
  token_hash: string;
  expires_at: Timestamp;
}

export interface PushSubscriptions {
  endpoint: string;
  account_id: number;
  p256dh: string;
  auth: string;
  created_at: Generated<Timestamp>;
}

export interface SchemaMigrations {
  version: number;
  name: string;
  applied_at: Generated<Timestamp>;
}

export interface ServerSecrets {
  name: string;
  value: string;
}

export interface StaffAccounts {
  id: GeneratedAlways<number>;
  email: string;
  name: Generated<string>;
  password_hash: string | null;
  created_at: Generated<Timestamp>;
  removed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
}

export interface StaffSessions {
  id_hash: string;
  account_id: number;
  csrf_token: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  public_id: Generated<string>;
  user_agent: Generated<string>;
  last_seen_at: Generated<Timestamp>;
}

export interface StaffSignInLimits {
  key: string;
  attempts: Generated<number>;
  window_ends: Timestamp;
  next_at: Generated<Timestamp>;
  turn_ms: Generated<number>;
}

export interface StaffTokens {
  token_hash: string;
  account_id: number;
  purpose: 'invite' | 'reset';
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StoreInstances {
  id: string;
  started_at: Generated<Timestamp>;
  seen_at: Generated<Timestamp>;
}

export interface VisitCountedLeads {
  lead_id: string;
  day: Timestamp;
}

export interface VisitDays {
  day: Timestamp;
  landing: string;
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  town: Generated<string>;
}

export interface VisitEvents {
  id: GeneratedAlways<number>;
  at: Generated<Timestamp>;
  session: string;
  kind: 'view' | 'start' | 'sent' | 'call' | 'quote';
  landing: Generated<boolean>;
  source: Generated<string>;
  medium: Generated<string>;
  campaign: Generated<string>;
  screen: Generated<string>;
  form: Generated<string>;
  lead_id: string | null;
  town: Generated<string>;
  path_id: number;
}

export interface VisitPageDays {
  day: Timestamp;
  path: string;
  visits: number;
  views: number;
  starts: number;
  sent: number;
  calls: number;
  quotes: number;
}

export interface VisitPaths {
  id: GeneratedAlways<number>;
  path: string;
}

export interface VisitSummed {
  one: Generated<boolean>;
  before: Timestamp;
}

export interface Database {
  acknowledged_addresses: AcknowledgedAddresses;
  contacts: Contacts;
  deletion_log: DeletionLog;
  jobs: Jobs;
  lead_deletions: LeadDeletions;
  lead_events: LeadEvents;
  lead_photos: LeadPhotos;
  photo_uploads: PhotoUploads;
  push_subscriptions: PushSubscriptions;
  schema_migrations: SchemaMigrations;
  server_secrets: ServerSecrets;
  staff_accounts: StaffAccounts;
  staff_sessions: StaffSessions;
  staff_sign_in_limits: StaffSignInLimits;
  staff_tokens: StaffTokens;
  store_instances: StoreInstances;
  visit_counted_leads: VisitCountedLeads;
  visit_days: VisitDays;
  visit_events: VisitEvents;
  visit_page_days: VisitPageDays;
  visit_paths: VisitPaths;
  visit_summed: VisitSummed;
}
