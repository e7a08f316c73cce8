// @vitest-environment node
// A roofer's leads as staff read them after the site's questions changed: a lead sent before keeps the words it was
// sent with (a question renamed or removed since), a new one the words of now; the API's row, the inbox, the CSV and
// the staff e-mail all show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import type { Answer, LeadQuestions } from '../../src/content/questions.ts';
import { leadEmail } from '../../src/server/leads/lead-email.ts';
import { rooferQuestions } from '../support/answers.ts';
import { parseCsv } from '../support/csv.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, contactsPath, staffToken, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

// The roofer's questions today: the roof's age no longer asked, "Budget" asked again and renamed "Budget range" since
// the old lead was sent.
const questions: LeadQuestions = {
  ...rooferQuestions,
  estimate: rooferQuestions.estimate
    .filter((question) => question.key !== 'roofAge')
    .map((question) =>
      question.key === 'budget' ? { ...question, label: 'Budget range', listLabel: undefined, retired: false } : question,
    ),
};

// Sent before: a question removed since (the roof's age) and the budget under its old label.
const oldAnswers: Answer[] = [
  { key: 'roofAge', label: 'Roof age', kind: 'choice', value: '20-plus', text: '20+ years' },
  { key: 'budget', label: 'Budget', kind: 'choice', value: 'under-15k', text: 'Under $15,000' },
  { key: 'city', label: 'City', kind: 'choice', value: 'golden', text: 'Golden' },
];

let server: RunningApp;
let smtp: SmtpFixture;
let who: SignedIn;
const ids = { old: newLeadId('contact'), fresh: newLeadId('contact') };
let created: Record<string, unknown>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApp({ smtpUrl: smtp.url, questions });
  who = await signedIn(server.url, 'office@test.example');
  await server.app.leads.store.insert({
    id: ids.old,
    form: 'estimate',
    name: 'Olive Oldlead',
    email: 'olive@example.com',
    phone: '(303) 555-0170',
    answers: oldAnswers,
    emailError: null,
    spam: false,
  });
  await server.app.leads.store.db.query(`UPDATE contacts SET created_at = now() - interval '2 days' WHERE id = $1`, [ids.old]);
  const response = await fetch(server.url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({
      id: ids.fresh,
      name: 'Nina Newlead',
      email: 'nina@example.com',
      phone: '(303) 555-0171',
      city: 'lakewood',
      serviceType: 'Roofing',
      budget: 'over-15k',
      message: 'Hail last night',
    }),
  });
  expect(response.status).toBe(201);
  created = ((await response.json()) as Record<string, unknown>[])[0]!;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe("a roofer's leads after a question changed", () => {
  it("return each answer under its question's key in the API's row, '' for a question not answered", async () => {
    expect(created).toMatchObject({ id: ids.fresh, city: 'lakewood', serviceType: 'Roofing', budget: 'over-15k', address: '' });
    const rows = await fetch(`${server.url}${contactsPath}?city=eq.golden`, { headers: { authorization: `Bearer ${staffToken}` } });
    const [old, ...others] = (await rows.json()) as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(old).toMatchObject({ id: ids.old, roofAge: '20-plus', budget: 'under-15k', city: 'golden', message: '' });
    expect(old!.answers).toEqual(oldAnswers);
  });

  it('keep their words on the lead page: the old one its old labels, the new one the labels of now', async () => {
    const page = async (id: string) => (await (await inboxCall(server.url, who, 'GET', `/api/staff/leads/${id}`)).json()).lead;
    expect((await page(ids.old)).answers).toEqual(oldAnswers);
    const fresh = (await page(ids.fresh)).answers as Answer[];
    expect(fresh.map((answer) => [answer.label, answer.text])).toEqual([
      ['City', 'Lakewood'],
      ['Service', 'Roofing'],
      ['Message', 'Hail last night'],
      ['Budget range', '$15,000 or more'],
    ]);
  });

  it('export one column per question of now, in order, then the old labels the leads carry', async () => {
    const response = await inboxCall(server.url, who, 'GET', '/api/staff/leads.csv');
    const rows = parseCsv(await response.text());
    const header = Object.keys(rows[0]!);
    const current = ['Address', 'City', 'Service', 'Roof type', 'Leaks', 'Stories', 'Problems', 'Message', 'Budget range'];
    expect(header.slice(5, 5 + current.length + 2)).toEqual([...current, 'Roof age', 'Budget']);
    const old = rows.find((row) => row.Name === 'Olive Oldlead')!;
    expect([old['Roof age'], old.Budget, old['Budget range'], old.City]).toEqual(['20+ years', 'Under $15,000', '', 'Golden']);
    const fresh = rows.find((row) => row.Name === 'Nina Newlead')!;
    expect([fresh['Budget range'], fresh.Budget, fresh['Roof age']]).toEqual(['$15,000 or more', '', '']);
  });

  it('write each answer into the staff e-mail with the words it was sent with', async () => {
    expect((await askForLeadEmail(server.url, ids.fresh)).status).toBe(200);
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === ids.fresh)!;
    expect(mail.headers.subject).toBe('New Roofing Lead - Nina Newlead');
    expect(mail.text).toContain('Nina Newlead asked for an estimate for Roofing in Lakewood.');
    const lines = mail.text.split(/\r?\n/);
    const from = lines.indexOf('City: Lakewood');
    expect(lines.slice(from, from + 4)).toEqual([
      'City: Lakewood',
      'Service: Roofing',
      'Message: Hail last night',
      'Budget range: $15,000 or more',
    ]);
    const old = leadEmail((await server.app.leads.store.get(ids.old))!, questions, server.config.publicUrl);
    expect(old.subject).toBe('New General Lead - Olive Oldlead');
    expect(old.text).toContain('Olive Oldlead asked for an estimate in Golden.');
    expect(old.text.split('\n')).toEqual(expect.arrayContaining(['Roof age: 20+ years', 'Budget: Under $15,000', 'City: Golden']));
  });
});
