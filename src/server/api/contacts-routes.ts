export { contactsRoutes };

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCopy, leadsTable } from '../../forms/wire-names.ts';
import { photoLimits } from '../photos/photo-limits.ts';
import { issueUploadToken, uploadTokenHeader } from '../photos/upload-token.ts';
import { ApiError } from '../http/api-error.ts';
import type { NewContact } from '../store/contact.ts';
import { DuplicateLeadError } from '../store/lead-store.ts';
import { publicRow, staffRow } from './contact-rows.ts';
import type { LeadDeps } from './lead-deps.ts';
import { parseContactFilter, parseIdFilter } from './query-filter.ts';
import { parseContactPatch, parseNewContact } from './request-bodies.ts';
import { requireJson } from './require-json.ts';
import { storeLead } from '../leads/store-lead.ts';

type TableRoute = { Params: { project: string; table: string }; Querystring: Record<string, unknown> };
type TableRequest = FastifyRequest<TableRoute>;

/** Anonymous visitors may only create a lead and, within this window, record its e-mail outcome. */
const patchWindowMs = 60 * 60_000;

// The hosted backend's record calls, GET/POST/PATCH/DELETE /api/db/{project}/rest/v1/{table}. Each draws on the
// client's lead allowance first; the project, the table and (for reads, deletes and other tables) the staff token are
// checked before the body is read.
function contactsRoutes(app: FastifyInstance, deps: LeadDeps): void {
  const url = '/api/db/:project/rest/v1/:table';
  const anyone = async (request: TableRequest) => checkTable(deps, request, false);
  const staff = async (request: TableRequest) => checkTable(deps, request, true);
  app.route<TableRoute>({
    method: 'POST',
    url,
    onRequest: [deps.budget.take, requireJson, anyone],
    handler: (request, reply) => create(deps, request, reply),
  });
  app.route<TableRoute>({
    method: 'PATCH',
    url,
    onRequest: [deps.budget.take, requireJson, anyone],
    handler: (request, reply) => update(deps, request, reply),
  });
  app.route<TableRoute>({
    method: 'GET',
    url,
    onRequest: [deps.budget.take, staff],
    handler: (request, reply) => list(deps, request, reply),
  });
  app.route<TableRoute>({
    method: 'DELETE',
    url,
    onRequest: [deps.budget.take, staff],
    handler: (request, reply) => remove(deps, request, reply),
  });
  app.route({
    method: 'PUT',
    url,
    onRequest: deps.budget.take,
    handler: async () => {
      throw new ApiError(405, 'PGRST117', 'Unsupported HTTP verb', 'Use POST, PATCH, GET or DELETE', null);
    },
  });
}

async function create(deps: LeadDeps, request: TableRequest, reply: FastifyReply) {
  const lead = parseNewContact(request.body, deps.config.choices);
  let contact;
  try {
    contact = await storeLead(deps.leadStored, lead);
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
  if (contact.spam) request.log.info({ leadId: contact.id }, 'Lead stored as spam (honeypot filled)');
  // Its sender alone may attach photos to it for a while (an error_ copy takes none).
  if (!isErrorCopy(contact.id)) reply.header(uploadTokenHeader, await issueUploadToken(deps.photos, contact.id));
  reply.code(201).header('cache-control', 'no-store');
  return wantsRepresentation(request) ? [publicRow(contact)] : reply.send();
}

// The same sender's retry of a recent lead (same id, name, e-mail and phone) gets a new upload token; a guessed id
// with other details gets none.
async function retriedLeadToken(deps: LeadDeps, lead: NewContact): Promise<string | undefined> {
  if (isErrorCopy(lead.id)) return undefined;
  const stored = await deps.store.getRecent(lead.id, photoLimits.uploadWindowMs);
  if (!stored || stored.name !== lead.name || stored.email !== lead.email || stored.phone !== lead.phone) return undefined;
  return issueUploadToken(deps.photos, lead.id);
}

async function update(deps: LeadDeps, request: TableRequest, reply: FastifyReply) {
  const id = parseIdFilter(request.query);
  const changes = parseContactPatch(request.body);
  const result = await deps.store.patch(id, changes, patchWindowMs);
  if (result.status === 'missing') throw new ApiError(404, 'PGRST116', 'No lead with this id', null, null);
  if (result.status === 'too-old') {
    throw new ApiError(403, '42501', 'This lead can no longer be changed', 'Only leads created within the last hour may be updated.', null);
  }
  reply.header('cache-control', 'no-store');
  return wantsRepresentation(request) ? reply.code(200).send([publicRow(result.contact)]) : reply.code(204).send();
}

async function list(deps: LeadDeps, request: TableRequest, reply: FastifyReply) {
  const contacts = await deps.store.find(parseContactFilter(request.query));
  return reply.header('cache-control', 'no-store').send(contacts.map(staffRow));
}

async function remove(deps: LeadDeps, request: TableRequest, reply: FastifyReply) {
  const filter = parseContactFilter(request.query);
  if (!filter.where.length) {
    throw new ApiError(400, 'PGRST100', 'DELETE needs a filter', 'Name the leads to delete, e.g. ?id=eq.{id}', null);
  }
  const removed = await deps.store.remove(filter);
  reply.header('cache-control', 'no-store');
  return wantsRepresentation(request) ? reply.code(200).send(removed.map(staffRow)) : reply.code(204).send();
}

// Order matters: an unknown project is 404 for everyone, other tables and staff verbs need the token.
async function checkTable(deps: LeadDeps, request: TableRequest, staffOnly: boolean): Promise<void> {
  const { project, table } = request.params;
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
