// @vitest-environment node
// A lead keeps the language of the page it was sent from, on a site in two languages (the plumber fixture: English
// and Spanish): the homeowner's acknowledgement is in it, the office e-mail says it first, the inbox shows and filters
// by it and the report breaks visits and leads down by it. Over a real SMTP server, on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import type { VisitReport } from '../../src/server/visits/report.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';
import type { ReceivedMail, SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const plumber = readSiteConfig(fixtureRoot('plumber-site'));
const contacts = `/api/db/${plumber.site.leads.project}/rest/v1/contacts`;
const staff = ['office@staff.example'];
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const stores = [
  { name: 'embedded store', skip: false, overrides: () => ({}) },
  {
    name: `PostgreSQL${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`,
    skip: !testDatabaseUrl,
    overrides: () => ({ databaseUrl: testDatabaseUrl, databaseSchema: uniqueSchema('language') }),
  },
];

for (const store of stores) {
  describe.skipIf(store.skip)(`a lead's language (${store.name})`, () => {
    let smtp: SmtpFixture;
    let server: RunningApp;
    let office: SignedIn;
    let schema: string | undefined;
    const ids: Record<'es' | 'en' | 'form', string> = { es: '', en: '', form: '' };
    // What a visitor is told of a typo in the e-mail address: the API's details, the page without JavaScript.
    const refused = { es: '', en: '', page: '' };
    const today = new Date().toISOString().slice(0, 10);

    beforeAll(async () => {
      smtp = await startSmtp();
      const overrides = store.overrides();
      schema = 'databaseSchema' in overrides ? String(overrides.databaseSchema) : undefined;
      server = await startApp({
        site: plumber.site,
        questions: plumber.questions,
        formWords: plumber.formWords,
        formsInLanguage: plumber.formsInLanguage,
        speed: plumber.speed,
        smtpUrl: smtp.url,
        recipients: staff,
        trustProxy: true,
        visits: { keepDays: 90, ratePerMinute: 10_000, firstPagesPerDay: 50, eventsPerDay: 2000, rollUpEveryMs: 0, towns: false },
        ...overrides,
      });
      office = await signedIn(server.url, 'office@staff.example');
      // Two visits: one lands on a Spanish page, one on an English one.
      await visit('session-es-000', '/es/contacto');
      await visit('session-en-000', '/contact');
      refused.es = await refusedDetails('rosa@example', '/es/contacto');
      refused.en = await refusedDetails('jane@example', '/contact');
      refused.page = await refusedPage('luis@example', '/es/calentadores-de-agua');
      ids.es = await send('Rosa Fuentes', 'rosa@example.com', '/es/contacto');
      ids.en = await send('Jane Doe', 'jane@example.com', '/contact');
      ids.form = await sendPlainForm('Luis Vega', 'luis@example.com', '/es/calentadores-de-agua');
      await server.app.speed.settled();
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.stop();
      if (schema) await dropSchema(schema);
    });

    it('is stored from the page it was sent from, with JavaScript and without', async () => {
      const rows = await server.app.leads.store.db.query<{ id: string; language: string }>(
        `SELECT id, language FROM contacts WHERE id = ANY($1::text[]) ORDER BY created_at`,
        [[ids.es, ids.en, ids.form]],
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.language]))).toEqual({ [ids.es]: 'es', [ids.en]: 'en', [ids.form]: 'es' });
    });

    it("tells a visitor's typo in the page's language, with JavaScript and without, keeping what was typed", () => {
      expect(refused.es).toBe('email: Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.');
      expect(refused.en).toBe('email: Please enter a valid e-mail address, like name@mail.com.');
      const page = refused.page;
      expect(page).toContain('<html lang="es">');
      expect(page).toContain('<title>Por favor, revise su solicitud | ');
      expect(page).toMatch(
        /<label for="email">Correo electrónico \(obligatorio\)<\/label>\s*<p class="error" id="email-error">Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.<\/p>\s*<input id="email"[^>]* value="luis@example"/,
      );
      // The form's questions as the Spanish page asks them, its answers already given kept.
      expect(page).toContain('<p class="error" id="problem-error">Por favor, elija una opción.</p>');
      expect(page).toContain('<option value="" selected>Elija lo más parecido</option><option value="leak">Una fuga</option>');
      expect(page).toContain('<label><input type="radio" name="leakingNow" value="yes" id="leakingNow" checked>Sí</label>');
      expect(page).toContain('<button type="submit">Enviar mi solicitud</button>');
      expect(page).toContain('Llámenos al <a href="tel:');
      expect(page).not.toMatch(/Please|Send my request|Full Name|\(required\)/);
    });

    it("opens the office e-mail with the language when it is not the site's main one", () => {
      const spanish = officeMail('Rosa Fuentes');
      expect(spanish.text.split(/\r?\n/)[0]).toBe('Prefers Spanish');
      expect(spanish.html).toMatch(/^<p><strong>Prefers Spanish<\/strong><\/p>/);
      expect(officeMail('Luis Vega').text.split(/\r?\n/)[0]).toBe('Prefers Spanish');
      const english = officeMail('Jane Doe');
      expect(english.text).not.toContain('Prefers');
      expect(english.text.split(/\r?\n/)[0]).toBe('New estimate request from the website');
    });

    it("acknowledges the homeowner in the page's language", () => {
      const [spanish] = acknowledgementsTo('rosa@example.com');
      expect(spanish?.text).toContain('Hola, Rosa:');
      expect(spanish?.text).toContain(`Gracias por consultar a ${plumber.site.name} sobre su tubería.`);
      const [english] = acknowledgementsTo('jane@example.com');
      expect(english?.headers.subject).toBe(`Your pipe request reached ${plumber.site.name}`);
      expect(english?.text).toContain('Hi Jane,');
    });

    it('shows the language in the inbox and filters by it; an unknown language is a 400', async () => {
      const list = async (query: string) => {
        const response = await inboxCall(server.url, office, 'GET', `/api/staff/leads${query}`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { leads: { id: string; languageLabel: string }[] }).leads;
      };
      const all = await list('');
      expect(Object.fromEntries(all.map((lead) => [lead.id, lead.languageLabel]))).toEqual({
        [ids.es]: 'Spanish',
        [ids.en]: '',
        [ids.form]: 'Spanish',
      });
      expect((await list('?language=es')).map((lead) => lead.id).sort()).toEqual([ids.es, ids.form].sort());
      expect((await list('?language=EN')).map((lead) => lead.id)).toEqual([ids.en]);
      const unknown = await inboxCall(server.url, office, 'GET', '/api/staff/leads?language=fr');
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { details: string }).details).toBe('language: one of en, es');
      const choices = await inboxCall(server.url, office, 'GET', '/api/staff/choices');
      expect(((await choices.json()) as { languages: unknown }).languages).toEqual([
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Spanish' },
      ]);
      const detail = await inboxCall(server.url, office, 'GET', `/api/staff/leads/${ids.es}`);
      const lead = (await detail.json()) as { lead: { language: string }; labels: { language: string } };
      expect([lead.lead.language, lead.labels.language]).toEqual(['es', 'Spanish']);
    });

    it('breaks the report down by language: visits by their first page, leads by the page sent from', async () => {
      const response = await fetch(`${server.url}/api/visits/report?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      const report = (await response.json()) as VisitReport;
      expect(report.languages.map((row) => [row.language, row.label, row.visits, row.leads])).toEqual([
        ['en', 'English', 1, 1],
        ['es', 'Spanish', 1, 2],
      ]);
      const csv = await fetch(`${server.url}/api/visits/report?from=${today}&to=${today}&format=csv`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(await csv.text()).toContain('"Language","Spanish","","","1","2"');
    });

    async function send(name: string, email: string, page: string): Promise<string> {
      const id = newLeadId('contact');
      const created = await fetch(server.url + contacts, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, name, email, phone: '(602) 555-0142', problem: 'leak', page, landingPage: page, emailSent: '0' }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      expect((await askForLeadEmail(server.url, id)).status).toBe(200);
      return id;
    }

    // The form without JavaScript: its page is the one it goes back to.
    async function sendPlainForm(name: string, email: string, returnTo: string): Promise<string> {
      const response = await fetch(`${server.url}/api/leads/form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ form: 'estimate', name, email, phone: '(602) 555-0143', problem: 'leak', returnTo }).toString(),
        redirect: 'manual',
      });
      expect(response.status, await response.clone().text()).toBe(303);
      // The thank-you page in the form's language.
      expect(response.headers.get('location')).toBe('/es/gracias');
      const rows = await server.app.leads.store.db.query<{ id: string }>(`SELECT id FROM contacts WHERE email = $1`, [email]);
      return rows[0]!.id;
    }

    // A lead from the page with a typo in its e-mail address: the API's refusal, field by field.
    async function refusedDetails(email: string, page: string): Promise<string> {
      const body = { id: newLeadId('contact'), name: 'Typo', email, phone: '(602) 555-0144', problem: 'leak', page, emailSent: '0' };
      const response = await fetch(server.url + contacts, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { details: string }).details;
    }

    // The form without JavaScript with a typo in its e-mail address: the page that shows it again.
    async function refusedPage(email: string, returnTo: string): Promise<string> {
      const response = await fetch(`${server.url}/api/leads/form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form: 'estimate',
          name: 'Luis Vega',
          email,
          phone: '(602) 555-0143',
          leakingNow: 'yes',
          returnTo,
        }).toString(),
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      return response.text();
    }

    async function visit(session: string, path: string) {
      const response = await fetch(`${server.url}/api/visits`, {
        method: 'POST',
        body: JSON.stringify({ s: session, e: [{ k: 'view', p: path, l: 1 }] }),
        headers: { 'content-type': 'text/plain', 'user-agent': browser, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.status).toBe(204);
    }

    function officeMail(name: string): ReceivedMail {
      const found = smtp.messages.find((message) => message.rcptTo.includes(staff[0]!) && message.text.includes(`${name} asked for`));
      if (!found) throw new Error(`No office e-mail for ${name}`);
      return found;
    }

    function acknowledgementsTo(address: string): ReceivedMail[] {
      return smtp.messages.filter((message) => message.rcptTo.includes(address) && message.headers['auto-submitted'] === 'auto-replied');
    }
  });
}
