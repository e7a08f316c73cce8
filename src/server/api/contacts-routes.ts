export { contactsRoutes };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { LeadAttribution } from '../../forms/attribution.ts';
import type { Answer } from '../../content/questions.ts';
import { isErrorCopy, leadFormOfId, leadsTable } from '../../forms/wire-names.ts';
import { photoLimits } from '../photos/photo-limits.ts';
import { issueUploadToken, uploadTokenHeader } from '../photos/upload-token.ts';
import { ApiError } from '../http/api-error.ts';
import { requireJson } from '../http/require-json.ts';
import { Nothing, errorReplies, noNul } from '../http/wire-schemas.ts';
import { answersOf, checkLead, type LeadErrors, type LeadValues } from '../../forms/lead-check.ts';
import { visitorForm } from '../leads/lead-language.ts';
import type { NewLead } from '../store/lead.ts';
import { DuplicateLeadError } from '../store/lead-store.ts';
import { PublicRow, StaffRow, publicRow, staffRow } from '../leads/lead-rows.ts';
import type { PublicRowAnswer } from '../leads/lead-rows.ts';
import type { LeadDeps } from '../lead-deps.ts';
import { contactPatchBody, leadBodySchemas } from '../leads/lead-body-schema.ts';
import type { ContactBody } from '../leads/lead-body-schema.ts';
import { parseLeadFilter, parseIdFilter } from './query-filter.ts';
import { storeLead } from '../leads/store-lead.ts';

/** Anonymous visitors may only create a lead and, within this window, record its e-mail outcome. */
const patchWindowMs = 60 * 60_000;

const TableParams = Type.Object({ project: Type.String(), table: Type.String() }, { additionalProperties: false });

/** PostgREST's filters (`?createdAt=gte.2025-01-01&order=createdAt.desc`): each parameter once, as text. */
const FilterQuery = Type.Record(Type.String(), Type.String({ pattern: noNul }));

/** A create reads no parameter; `select=*` is what PostgREST clients add to have the row back. */
const CreateQuery = Type.Object({ select: Type.Optional(Type.Literal('*')) }, { additionalProperties: false });

/** An update names its one lead: `?id=eq.{id}`. */
const UpdateQuery = Type.Object({ id: Type.String({ pattern: noNul }) }, { additionalProperties: false });

// The hosted backend's record calls, GET/POST/PATCH/DELETE /api/db/{project}/rest/v1/{table}. Each draws on the
// client's lead allowance first; the project, the table and (for reads, deletes and other tables) the staff token are
// checked before the body is read.
function contactsRoutes(app: FastifyInstance, deps: LeadDeps): void {
  const url = '/api/db/:project/rest/v1/:table';
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const bodies = leadBodySchemas(deps.config);
  routes.route({
    method: 'POST',
    url,
    schema: {
      params: TableParams,
      querystring: CreateQuery,
      body: bodies.contact,
      // The row when the client asks for it (Prefer: return=representation), else nothing.
      response: { 201: Type.Unsafe<PublicRowAnswer[] | undefined>(Type.Array(PublicRow)), ...errorReplies },
    },
    onRequest: [deps.budget.take, requireJson, async (request) => checkTable(deps, request, request.params, false)],
    preValidation: oneRow,
    handler: async (request, reply) => {
      const lead = newLead(request.body, deps);
      let stored;
      try {
        stored = await storeLead(deps.leadStored, lead);
      } catch (error) {
        if (error instanceof DuplicateLeadError) {
          // A retry whose first answer was lost: its sender gets a token again, so the photos still follow the lead.
          const token = await retriedLeadToken(deps, lead);
          if (token) reply.header(uploadTokenHeader, token);
          throw new ApiError(
            409,
            '23505',
            'duplicate key value violates unique constraint "contacts_pkey"',
            `Key (id)=(${lead.id}) already exists.`,
            null,
          );
        }
        throw error;
      }
      if (stored.spam) request.log.info({ leadId: stored.id }, 'Lead stored as spam (honeypot filled)');
      // Its sender alone may attach photos to it for a while (an error_ copy takes none).
      if (!isErrorCopy(stored.id)) reply.header(uploadTokenHeader, await issueUploadToken(deps.photos, stored.id));
      reply.code(201).header('cache-control', 'no-store');
      return wantsRepresentation(request) ? reply.send([publicRow(stored, deps.config.questions)]) : reply.send(undefined);
    },
  });
  routes.route({
    method: 'PATCH',
    url,
    schema: {
      params: TableParams,
      querystring: UpdateQuery,
      body: contactPatchBody,
      response: { 200: Type.Array(PublicRow), 204: Nothing, ...errorReplies },
    },
    onRequest: [deps.budget.take, requireJson, async (request) => checkTable(deps, request, request.params, false)],
    preValidation: oneRow,
    handler: async (request, reply) => {
      const id = parseIdFilter(request.query.id);
      const result = await deps.store.patch(id, request.body, patchWindowMs);
      if (result.status === 'missing') throw new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
      if (result.status === 'too-old') {
        throw new ApiError(
          403,
          '42501',
          'This lead can no longer be changed',
          'Only leads created within the last hour may be updated.',
          null,
        );
      }
      reply.header('cache-control', 'no-store');
      return wantsRepresentation(request)
        ? reply.code(200).send([publicRow(result.lead, deps.config.questions)])
        : reply.code(204).send(null);
    },
  });
  routes.route({
    method: 'GET',
    url,
    schema: { params: TableParams, querystring: FilterQuery, response: { 200: Type.Array(StaffRow), ...errorReplies } },
    onRequest: [deps.budget.take, async (request) => checkTable(deps, request, request.params, true)],
    handler: async (request, reply) => {
      const leads = await deps.store.find(parseLeadFilter(request.query, deps.config.questions));
      return reply.header('cache-control', 'no-store').send(leads.map((lead) => staffRow(lead, deps.config.questions)));
    },
  });
  routes.route({
    method: 'DELETE',
    url,
    schema: { params: TableParams, querystring: FilterQuery, response: { 200: Type.Array(StaffRow), 204: Nothing, ...errorReplies } },
    onRequest: [deps.budget.take, async (request) => checkTable(deps, request, request.params, true)],
    handler: async (request, reply) => {
      const filter = parseLeadFilter(request.query, deps.config.questions);
      if (!filter.where.length) {
        throw new ApiError(400, 'PGRST100', 'DELETE needs a filter', 'Name the leads to delete, e.g. ?id=eq.{id}', null);
      }
      const removed = await deps.store.remove(filter);
      reply.header('cache-control', 'no-store');
      return wantsRepresentation(request)
        ? reply.code(200).send(removed.map((lead) => staffRow(lead, deps.config.questions)))
        : reply.code(204).send(null);
    },
  });
  routes.route({
    method: 'PUT',
    url,
    schema: { params: TableParams, querystring: FilterQuery, response: errorReplies },
    onRequest: deps.budget.take,
    handler: async () => {
      throw new ApiError(405, 'PGRST117', 'Unsupported HTTP verb', 'Use POST, PATCH, GET or DELETE', null);
    },
  });
}

// The hosted backend accepts an array of rows; one lead per request here, so an array of one is that row.
async function oneRow(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (Array.isArray(body) && body.length === 1) request.body = body[0];
}

// The lead a checked body holds, ready to store: its fields trimmed, the forms' own check passed, the form its id
// names, the answers with the questions' words now.
function newLead(body: ContactBody, deps: LeadDeps): NewLead {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const form = leadFormOfId(body.id);
  const questions = deps.config.questions[form];
  const values: LeadValues = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value ?? undefined])) as LeadValues;
  // The visitor's form is answered in its page's language; the lead keeps the main language's labels for staff.
  const page = visitorForm(deps.config, text(body.page));
  throwFieldErrors(checkLead(values, page.questions[form], page.words.problems));
  const attribution: LeadAttribution = {
    page: text(body.page),
    landingPage: text(body.landingPage),
    referrer: text(body.referrer),
    utmSource: text(body.utmSource),
    utmMedium: text(body.utmMedium),
    utmCampaign: text(body.utmCampaign),
    utmTerm: text(body.utmTerm),
    utmContent: text(body.utmContent),
  };
  const lead: NewLead & { answers: Answer[] } = {
    id: body.id,
    form,
    name: text(body.name),
    email: text(body.email),
    phone: text(body.phone),
    answers: answersOf(questions, values),
    ...attribution,
    emailError: body.emailError || null,
    spam: text(body.website) !== '',
    photosComing: Number(body.photosComing || 0),
    language: page.language,
  };
  return lead;
}

function throwFieldErrors(errors: LeadErrors): void {
  const entries = Object.entries(errors);
  if (entries.length) {
    throw new ApiError(400, 'PGRST102', 'Invalid request body', entries.map(([field, message]) => `${field}: ${message}`).join('; '), null);
  }
}

// The same sender's retry of a recent lead (same id, name, e-mail and phone) gets a new upload token; a guessed id
// with other details gets none.
async function retriedLeadToken(deps: LeadDeps, lead: NewLead): Promise<string | undefined> {
  if (isErrorCopy(lead.id)) return undefined;
  const stored = await deps.store.getRecent(lead.id, photoLimits.uploadWindowMs);
  if (!stored || stored.name !== lead.name || stored.email !== lead.email || stored.phone !== lead.phone) return undefined;
  return issueUploadToken(deps.photos, lead.id);
}

// Order matters: an unknown project is 404 for everyone, other tables and staff verbs need the token.
async function checkTable(deps: LeadDeps, request: FastifyRequest, params: Static<typeof TableParams>, staffOnly: boolean): Promise<void> {
  const { project, table } = params;
  if (project !== deps.config.site.leads.project) {
    throw new ApiError(404, 'PGRST125', `Unknown project "${project}"`, null, null);
  }
  if (table !== leadsTable || staffOnly) {
    await deps.keeper.refuseSpent(request);
    await deps.keeper.requireToken(request);
  }
  if (table !== leadsTable) {
    throw new ApiError(404, 'PGRST205', `Could not find the table '${table}'`, null, `The only table is ${leadsTable}.`);
  }
}

function wantsRepresentation(request: FastifyRequest): boolean {
  return /\breturn=representation\b/.test(String(request.headers.prefer ?? ''));
}
