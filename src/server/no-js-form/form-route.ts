export { formRoute };

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newLeadId } from '../../forms/lead-id.ts';
import { attributionLimits } from '../../forms/attribution.ts';
import { answersOf, checkLead, type LeadErrors, type LeadValues } from '../../forms/lead-check.ts';
import { leadFormAction } from '../../forms/lead-setup.ts';
import { leadFormOfFieldValue, leadIdPrefix } from '../../forms/wire-names.ts';
import type { LeadDeps } from '../lead-deps.ts';
import { ApiError, refusedField } from '../http/api-error.ts';
import { ErrorReply, NoQuery, Nothing } from '../http/wire-schemas.ts';
import { leadBodySchemas } from '../leads/lead-body-schema.ts';
import { isDiskFull } from '../http/disk-full.ts';
import { deliverWithin, notifyWaitMs } from '../leads/deliver-lead.ts';
import { attachFiles, type PostedFile } from '../photos/attach-files.ts';
import { fileLabel } from '../photos/file-label.ts';
import { renderFormPage } from './form-page.ts';
import { readMultipartForm, refuseOversizedForm } from './multipart-body.ts';
import { renderPhotosRefusedPage } from './photos-refused-page.ts';
import { pageLanguage, visitorForm } from '../leads/lead-language.ts';
import type { FormWords } from '../../content/types.ts';
import { storeLead } from '../leads/store-lead.ts';

/** The files of a multipart form, from its reading to its handler. */
const postedFiles = new WeakMap<FastifyRequest, PostedFile[]>();

/** Forms that came when their client's allowance was spent, refused once what was typed is read. */
const overBudget = new WeakSet<FastifyRequest>();

/** Forms whose multipart body did not arrive whole or broke its limits: shown again with what could be read. */
const brokenForms = new WeakSet<FastifyRequest>();

// POST /api/leads/form: the forms work without JavaScript. Same checks, same store, same e-mail as the
// JSON sequence; success is a 303 to /thank-you, a refusal re-renders the form with the visitor's values.
// With photos (multipart/form-data) the files are shrunk and stored with the lead once it is stored.
async function formRoute(app: FastifyInstance, deps: LeadDeps): Promise<void> {
  await app.register(async (scope) => {
    // A file over the limit is marked truncated (and named to the visitor) instead of failing the whole form.
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    route(scope, deps);
  });
}

function route(app: FastifyInstance, deps: LeadDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'POST',
    url: leadFormAction,
    // A refusal of the schema is shown on the form's page with what was typed, so the handler reads it.
    attachValidation: true,
    schema: {
      querystring: NoQuery,
      body: leadBodySchemas(deps.config).form,
      response: {
        200: htmlPage,
        303: Nothing,
        // The form's page again (400, 429, 503), or the API's error where no page can help (411, 413, 415).
        '4xx': { content: { 'text/html': { schema: htmlPage }, 'application/json': { schema: ErrorReply } } },
        '5xx': { content: { 'text/html': { schema: htmlPage }, 'application/json': { schema: ErrorReply } } },
      },
    },
    // Counted before the body is read: a form with photos over the allowance is refused unread (the page with the
    // phone); a plain form's small body is read first, so that the page shows again what was typed.
    onRequest: [
      requireFormEncoding,
      async (request) => {
        // Multipart is known by its header here: the body's parser, which marks the request, has not run yet.
        if (formEncoding(request) === 'multipart/form-data') return deps.budget.take(request);
        if (!(await deps.budget.took(request))) overBudget.add(request);
      },
    ],
    // A multipart form's fields are read here; its files wait for the lead, each drawing on the allowance.
    preValidation: async (request) => {
      if (!request.isMultipart()) return;
      const fields: Record<string, unknown> = {};
      const files: PostedFile[] = [];
      try {
        await readMultipartForm(request, fields, files);
      } catch (error) {
        request.log.info({ err: error }, 'A form with photos did not arrive whole');
        brokenForms.add(request);
      }
      request.body = fields;
      postedFiles.set(request, await drawPhotos(deps, request, files, visitorForm(deps.config, typed(request).returnTo).words));
    },
    preHandler: async (request) => {
      if (overBudget.has(request)) throw deps.budget.refusal();
    },
    handler: (request, reply) => handle(deps, request, reply),
    // Refused for a while (too many requests, a full disk): the form again with what was typed, and the phone.
    errorHandler: (error, request, reply) => {
      const full = isDiskFull(error);
      if (!full && (error as { statusCode?: number }).statusCode !== 429) throw error;
      if (full) deps.diskFull.full(request.log);
      const { form, values, returnTo } = typed(request);
      const { language, questions, words } = visitorForm(deps.config, returnTo);
      const errors = { form: full ? words.noScript.notSaved : words.noScript.busy };
      const { site } = deps.config;
      const page = renderFormPage({
        siteName: site.name,
        phone: site.phone,
        questions: questions[form],
        form,
        values,
        errors,
        returnTo,
        words,
        language,
      });
      return reply
        .code(full ? 503 : 429)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  });
}

/** A page of HTML: the form again, or the photos that were not added. */
const htmlPage = Type.String();

// The form's values as posted: read from the posted body itself, so that a form its schema refused is shown again
// with what was typed (a value that is neither text nor a list of text is left out).
function typed(request: FastifyRequest) {
  const body: unknown = request.body;
  const raw = (name: string): unknown =>
    typeof body === 'object' && body !== null && Object.hasOwn(body, name) ? Reflect.get(body, name) : '';
  const field = (name: string): string => {
    const value = raw(name);
    return typeof value === 'string' ? value : '';
  };
  const posted = leadFormOfFieldValue(field('form'));
  const form = posted ?? 'estimate';
  const values: LeadValues = {};
  if (typeof body === 'object' && body !== null) {
    for (const name of Object.keys(body)) {
      const value = raw(name);
      if (typeof value === 'string') values[name] = value;
      else if (Array.isArray(value) && value.every((each) => typeof each === 'string')) values[name] = value as string[];
    }
  }
  return { field, posted, form, values, returnTo: sameSitePath(field('returnTo')) };
}

async function handle(deps: LeadDeps, request: FastifyRequest, reply: FastifyReply) {
  const { field, posted, form, values, returnTo } = typed(request);
  const questions = deps.config.questions[form];
  // The visitor is answered in the language of the page the form was on; the lead keeps the main language's labels.
  const { language, questions: shown, words, thankYou } = visitorForm(deps.config, returnTo);
  const errors: LeadErrors = checkLead(values, shown[form], words.problems);
  // A value the schema refused (a town not on the list) is said beside its field, in the check's words where it has
  // them; anything else a person filling the form could not have sent is said once, above it.
  const refused = request.validationError?.validation[0];
  const beside = refused ? refusedField(refused) : undefined;
  if (brokenForms.has(request)) {
    errors.form = words.noScript.broken;
  } else if (beside?.words && isAsked(beside.field, questions)) {
    errors[beside.field] ??= words.problems.choose;
  } else if (refused || !posted) {
    errors.form = words.noScript.unexpected;
  }
  if (Object.keys(errors).length) {
    const { site } = deps.config;
    const page = renderFormPage({
      siteName: site.name,
      phone: site.phone,
      questions: shown[form],
      form,
      values,
      errors,
      returnTo,
      words,
      language,
    });
    return reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }
  const page = formPage(field('returnTo'), request);
  const lead = await storeLead(deps.leadStored, {
    id: newLeadId(leadIdPrefix(form)),
    form,
    name: field('name').trim(),
    email: field('email').trim(),
    phone: field('phone').trim(),
    answers: answersOf(questions, values),
    page,
    emailError: null,
    spam: field('website').trim() !== '',
    language: pageLanguage(page, deps.config.site.languages),
  });
  // The lead is stored first: its photos follow, each refused one named to the visitor.
  const attached = await attachFiles(deps.photos, lead.id, postedFiles.get(request) ?? [], deps.photoChecks(request));
  if (lead.spam) {
    request.log.info({ leadId: lead.id }, 'Lead stored as spam (honeypot filled)');
  } else {
    // A failed send is recorded on the lead; the retry e-mails it later, the visitor is not bothered.
    await deliverWithin(deps.delivery, { ...lead, photos: attached.stored }, notifyWaitMs);
  }
  if (attached.refused.length) {
    const { site } = deps.config;
    const page = renderPhotosRefusedPage({
      siteName: site.name,
      phone: site.phone,
      stored: attached.stored.length,
      refused: attached.refused,
      returnTo,
      words: words.noScript,
      language,
    });
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }
  return reply.header('cache-control', 'no-store').redirect(thankYou, 303);
}

// Each photo draws on the client's allowance like a request of its own; one past it is named as not added.
async function drawPhotos(deps: LeadDeps, request: FastifyRequest, files: PostedFile[], words: FormWords): Promise<PostedFile[]> {
  const drawn: PostedFile[] = [];
  for (const file of files) {
    if ('refused' in file || (await deps.budget.took(request))) drawn.push(file);
    else drawn.push({ name: file.name, refused: words.noScript.photoBusy.replaceAll('{file}', fileLabel(file.name)) });
  }
  return drawn;
}

function formEncoding(request: FastifyRequest): string | undefined {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
}

async function requireFormEncoding(request: FastifyRequest): Promise<void> {
  const type = formEncoding(request);
  if (type === 'multipart/form-data') {
    refuseOversizedForm(request);
    return;
  }
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(
      415,
      'PGRST107',
      'Unsupported Content-Type',
      `Got "${request.headers['content-type'] ?? 'none'}"`,
      'Send application/x-www-form-urlencoded, or multipart/form-data with photos.',
    );
  }
}

// The page the form was on: the path the page wrote into its form, with its query when the browser's Referer names
// the same page; without that field, the Referer's path and query when it is this site's.
function formPage(written: string, request: FastifyRequest): string {
  const path = written === '' ? '' : sameSitePath(written);
  let referer: URL | undefined;
  try {
    referer = new URL(request.headers.referer ?? '');
  } catch {
    referer = undefined;
  }
  const sameSite = referer && referer.host === request.host && referer.pathname !== leadFormAction;
  const fromReferer = referer && sameSite ? referer.pathname + referer.search : '';
  const page = path && (!fromReferer || referer?.pathname !== path) ? path : fromReferer;
  return page.slice(0, attributionLimits.page);
}

// Only a path on this site: never another origin (//evil.example, /\evil.example, javascript:).
function sameSitePath(value: string): string {
  return /^\/(?![/\\])[^\s\\]{0,199}$/.test(value) ? value : '/';
}

// A product field or a question of the form: its message goes beside it.
function isAsked(name: string, questions: readonly { key: string }[]): boolean {
  return name === 'name' || name === 'email' || name === 'phone' || questions.some((question) => question.key === name);
}
