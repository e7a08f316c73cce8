// @vitest-environment node
// A roofer's leads as staff read them after the site's questions changed (one added, one renamed, one removed, one
// retired with a choice of another): a lead sent before keeps the words it was sent with, a new one the words of now;
// the forms ask the questions of now, the API takes their answers only, and the API's row, the inbox, the CSV and the
// staff e-mail all show them.
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EstimateRequestForm } from '../../src/sections/estimateForm/EstimateRequestForm.tsx';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { leadSetup } from '../../src/forms/lead-setup.ts';
import type { Answer, LeadQuestions, Question } from '../../src/content/questions.ts';
import { leadEmail } from '../../src/server/leads/lead-email.ts';
import { rooferQuestions } from '../support/answers.ts';
import { parseCsv } from '../support/csv.ts';
import { startOnEitherStore } from '../support/either-store.ts';
import { renderForTest, testSite as pageSite } from '../support/render-section.tsx';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, contactsPath, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

// Asked since the old lead was sent, before the message.
const added: Question = { key: 'insurer', label: 'Is an insurer paying for it?', listLabel: 'Insurance claim', kind: 'yes-no' };

// What changed in the roofer's estimate form since the old lead was sent, question by question.
const changes: Record<string, (question: Question) => Question[]> = {
  // Removed: no longer in site.yaml at all.
  roofAge: () => [],
  // Asked again (it was retired) and renamed.
  budget: (question) => [{ ...question, label: 'Budget range', listLabel: undefined, retired: false }],
  message: (question) => [added, question],
  // Retired: kept so old answers read in words, no longer asked.
  stories: (question) => [{ ...question, retired: true }],
  // A choice retired: tile is no longer offered.
  roofType: (question) => [
    { ...question, choices: question.choices!.map((choice) => (choice.value === 'tile' ? { ...choice, retired: true } : choice)) },
  ],
};

// The roofer's questions today.
const questions: LeadQuestions = {
  ...rooferQuestions,
  estimate: rooferQuestions.estimate.flatMap((question) => changes[question.key]?.(question) ?? [question]),
};

// Sent before: a question removed since (the roof's age), the budget under its old label, a question retired since
// (the stories) and a choice retired since (tile); nothing for the question added since.
const oldAnswers: Answer[] = [
  { key: 'roofAge', label: 'Roof age', kind: 'choice', value: '20-plus', text: '20+ years' },
  { key: 'budget', label: 'Budget', kind: 'choice', value: 'under-15k', text: 'Under $15,000' },
  { key: 'city', label: 'City', kind: 'choice', value: 'golden', text: 'Golden' },
  { key: 'roofType', label: 'Roof type', kind: 'choice', value: 'tile', text: 'Tile' },
  { key: 'stories', label: 'Stories', kind: 'number', value: '2', text: '2' },
];

let server: RunningApp;
let smtp: SmtpFixture;
let who: SignedIn;
const ids = { old: newLeadId('contact'), fresh: newLeadId('contact') };
let created: Record<string, unknown>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startOnEitherStore('lead_answers', { smtpUrl: smtp.url, questions });
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
      insurer: 'yes',
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
    expect(created).toMatchObject({
      id: ids.fresh,
      city: 'lakewood',
      serviceType: 'Roofing',
      budget: 'over-15k',
      insurer: 'yes',
      address: '',
      roofType: '',
    });
    // A question retired is no longer one of the row's.
    expect(created).not.toHaveProperty('stories');
    const rows = await fetch(`${server.url}${contactsPath}?city=eq.golden`, { headers: { authorization: `Bearer ${staffToken}` } });
    const [old, ...others] = (await rows.json()) as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(old).toMatchObject({
      id: ids.old,
      roofAge: '20-plus',
      budget: 'under-15k',
      city: 'golden',
      roofType: 'tile',
      stories: '2',
      insurer: '',
      message: '',
    });
    expect(old!.answers).toEqual(oldAnswers);
  });

  it('take an answer to the question added, and refuse one to the question or the choice retired', async () => {
    const send = (change: Record<string, unknown>) =>
      fetch(server.url + contactsPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: newLeadId('contact'),
          name: 'Ray Retired',
          email: 'ray@example.com',
          phone: '(303) 555-0172',
          ...change,
        }),
      });
    for (const [change, field] of [
      [{ stories: '2' }, 'stories'],
      [{ roofType: 'tile' }, 'roofType'],
      [{ insurer: 'perhaps' }, 'insurer'],
    ] as const) {
      const refused = await send(change);
      expect(refused.status, field).toBe(400);
      expect(((await refused.json()) as { details: string }).details).toContain(field);
    }
    expect((await send({ insurer: 'no', roofType: 'metal' })).status).toBe(201);
  });

  it('ask the questions of now in the browser form and in the form without JavaScript', async () => {
    const { root } = renderForTest(
      createElement(EstimateRequestForm, {
        serviceType: 'Roofing',
        returnTo: '/contact',
        setup: leadSetup(pageSite, 'estimate'),
        questions: questions.estimate,
      }),
    );
    const values = (name: string) =>
      Array.from(
        root.querySelectorAll<HTMLInputElement | HTMLOptionElement>(`input[name="${name}"], select[name="${name}"] option`),
        (el) => el.value,
      );
    expect(values('insurer')).toEqual(['yes', 'no']);
    expect(values('stories')).toEqual([]);
    expect(values('roofAge')).toEqual([]);
    expect(values('roofType')).toEqual(['', 'asphalt', 'metal', 'flat']);
    expect(root.textContent).toContain(added.label);

    // Refused for want of a phone: the page shows the form again, as the questions of now ask it.
    const body = new URLSearchParams({ form: 'estimate', returnTo: '/contact', name: 'Pia Plain', email: 'pia@example.com', phone: '' });
    const refused = await fetch(`${server.url}/api/leads/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/<input type="radio" name="insurer" value="yes"[ >]/);
    expect(page).toContain(added.label);
    expect(page).toContain('<option value="metal">');
    expect(page).not.toContain('name="stories"');
    expect(page).not.toContain('name="roofAge"');
    expect(page).not.toContain('value="tile"');
    body.set('phone', '(303) 555-0173');
    body.set('insurer', 'yes');
    const sent = await fetch(`${server.url}/api/leads/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    const stored = await fetch(`${server.url}${contactsPath}?name=eq.Pia%20Plain`, { headers: { authorization: `Bearer ${staffToken}` } });
    const [plain] = (await stored.json()) as { answers: Answer[] }[];
    expect(plain?.answers).toEqual([{ key: 'insurer', label: 'Insurance claim', kind: 'yes-no', value: 'yes', text: 'Yes' }]);
  });

  it('keep their words on the lead page: the old one its old labels, the new one the labels of now', async () => {
    const page = async (id: string) => (await (await inboxCall(server.url, who, 'GET', `/api/staff/leads/${id}`)).json()).lead;
    expect((await page(ids.old)).answers).toEqual(oldAnswers);
    const fresh = (await page(ids.fresh)).answers as Answer[];
    expect(fresh.map((answer) => [answer.label, answer.text])).toEqual([
      ['City', 'Lakewood'],
      ['Service', 'Roofing'],
      ['Insurance claim', 'Yes'],
      ['Message', 'Hail last night'],
      ['Budget range', '$15,000 or more'],
    ]);
  });

  it('export one column per question of now, in order, then the old labels the leads carry', async () => {
    const response = await inboxCall(server.url, who, 'GET', '/api/staff/leads.csv');
    const rows = parseCsv(await response.text());
    const header = Object.keys(rows[0]!);
    const current = ['Address', 'City', 'Service', 'Roof type', 'Leaks', 'Problems', 'Insurance claim', 'Message', 'Budget range'];
    expect(header.slice(5, 5 + current.length + 3)).toEqual([...current, 'Roof age', 'Budget', 'Stories']);
    const old = rows.find((row) => row.Name === 'Olive Oldlead')!;
    expect([old['Roof age'], old.Budget, old['Budget range'], old.City, old['Roof type'], old.Stories, old['Insurance claim']]).toEqual([
      '20+ years',
      'Under $15,000',
      '',
      'Golden',
      'Tile',
      '2',
      '',
    ]);
    const fresh = rows.find((row) => row.Name === 'Nina Newlead')!;
    expect([fresh['Budget range'], fresh.Budget, fresh['Roof age'], fresh['Insurance claim'], fresh.Stories]).toEqual([
      '$15,000 or more',
      '',
      '',
      'Yes',
      '',
    ]);
  });

  it('write each answer into the staff e-mail with the words it was sent with', async () => {
    expect((await askForLeadEmail(server.url, ids.fresh)).status).toBe(200);
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === ids.fresh)!;
    expect(mail.headers.subject).toBe('New Roofing Lead - Nina Newlead');
    expect(mail.text).toContain('Nina Newlead asked for an estimate for Roofing in Lakewood.');
    const lines = mail.text.split(/\r?\n/);
    const from = lines.indexOf('City: Lakewood');
    expect(lines.slice(from, from + 5)).toEqual([
      'City: Lakewood',
      'Service: Roofing',
      'Insurance claim: Yes',
      'Message: Hail last night',
      'Budget range: $15,000 or more',
    ]);
    const old = leadEmail((await server.app.leads.store.get(ids.old))!, questions, server.config.publicUrl);
    expect(old.subject).toBe('New General Lead - Olive Oldlead');
    expect(old.text).toContain('Olive Oldlead asked for an estimate in Golden.');
    expect(old.text.split('\n')).toEqual(
      expect.arrayContaining(['Roof age: 20+ years', 'Budget: Under $15,000', 'City: Golden', 'Roof type: Tile', 'Stories: 2']),
    );
    expect(old.text).not.toContain('Insurance claim');
  });
});
