// @vitest-environment node
import { HtmlValidate } from 'html-validate/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { contactsPath, startApp, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let smtp: SmtpFixture;
let server: RunningApp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const estimate = {
  form: 'estimate',
  returnTo: '/contact',
  name: 'Form Person',
  email: 'form@example.com',
  phone: '(239) 555-0111',
  address: '5 Gulf Dr',
  city: 'golden',
  serviceType: 'Roofing',
  roofAge: '10-20',
  roofType: 'metal',
  leaks: 'no',
  stories: '3',
  message: 'No JavaScript here',
  website: '',
};

describe('POST /api/leads/form (no JavaScript)', () => {
  it('stores and e-mails the lead, then sends the visitor to /thank-you with a 303', async () => {
    const response = await post({ ...estimate, name: 'Form Person One' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    const [row] = await leadsNamed('Form Person One');
    expect(row).toMatchObject({ email: 'form@example.com', city: 'golden', emailSent: '1', spam: false });
    expect(row.id).toMatch(/^contact_\d{13}_[0-9a-f]{24}$/);
    expect((await server.app.leads.store.get(row.id))?.form).toBe('estimate');
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === row.id);
    expect(mail?.headers.subject).toBe('New Roofing Lead - Form Person One');
    expect(mail?.headers['reply-to']).toBe('form@example.com');
    expect(mail?.text).toContain(`Submission ID: ${row.id}`);
  });

  it('handles the quote form as a cta_ lead with the CTA subject', async () => {
    const response = await post({
      form: 'quote',
      returnTo: '/roof-replacement/asphalt-shingles',
      name: 'Quote Person',
      email: 'q@example.com',
      phone: '(239) 555-0142',
      serviceType: 'asphalt-shingles',
      message: '',
    });
    expect(response.status).toBe(303);
    const [row] = await leadsNamed('Quote Person');
    expect(row.id).toMatch(/^cta_/);
    expect((await server.app.leads.store.get(row.id))?.form).toBe('quote');
    expect(smtp.messages.find((message) => message.headers['x-lead-id'] === row.id)?.headers.subject).toBe('New CTA Lead - Quote Person');
  });

  it("takes the quote form of a page built before, which still posts form=widget (a visitor's cached page)", async () => {
    const response = await post({
      form: 'widget',
      returnTo: '/roof-replacement/asphalt-shingles',
      name: 'Cached Page Person',
      email: 'cached@example.com',
      phone: '(239) 555-0142',
      serviceType: 'asphalt-shingles',
      message: '',
    });
    expect(response.status).toBe(303);
    const [row] = await leadsNamed('Cached Page Person');
    expect(row.id).toMatch(/^cta_/);
    expect((await server.app.leads.store.get(row.id))?.form).toBe('quote');
  });

  it('takes the quote form of a page whose own service the list lacks', async () => {
    const response = await post({
      form: 'quote',
      returnTo: '/retractable-screens',
      name: 'Screens Person',
      email: 'screens@example.com',
      phone: '239-555-0142',
      serviceType: 'roof-repair',
      message: '',
    });
    expect(response.status).toBe(303);
    expect((await leadsNamed('Screens Person'))[0]).toMatchObject({ serviceType: 'roof-repair' });
  });

  it('refuses a phone that is not a plausible US number, keeping the service the quote form showed', async () => {
    const response = await post({
      form: 'quote',
      returnTo: '/roof-repair',
      name: 'Short Phone',
      email: 'short@example.com',
      phone: '555-0142',
      serviceType: 'roof-repair',
      message: '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      /<label for="phone">[^]*?<p class="error" id="phone-error">Please enter a 10-digit US phone number with the area code\./,
    );
    expect(html).toContain('value="555-0142"');
    expect(html).toContain('<input type="hidden" name="form" value="quote">');
    expect(html).toContain('<option value="roof-repair" selected>Roof Repair</option>');
    expect(html).not.toContain('serviceType-error');
    expect(await leadsNamed('Short Phone')).toHaveLength(0);
  });

  it('stores a honeypot submission as spam and e-mails nobody', async () => {
    const before = smtp.messages.length;
    const response = await post({ ...estimate, name: 'Spam Bot', website: 'http://buy.example' });
    expect(response.status).toBe(303);
    const [row] = await leadsNamed('Spam Bot');
    expect(row).toMatchObject({ spam: true, notifiedAt: null });
    expect(smtp.messages.length).toBe(before);
  });

  it('answers 400 with the form again: messages beside the fields, values refilled and escaped', async () => {
    const typed = {
      ...estimate,
      name: '<b>Bold</b> "Quote"',
      email: 'not-an-email',
      phone: '',
      city: 'atlantis',
      message: 'Keep </textarea> me',
    };
    const response = await post(typed);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
      // A several-choices question's check boxes share its name, as HTML has them do.
      rules: { 'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }] },
    }).validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(html).toContain('<title>Please check your request | Test Windows &amp; Doors</title>');
    expect(html).toContain('Test Windows &amp; Doors');
    expect(html).toMatch(/<label for="email">[^]*?<p class="error" id="email-error">Please enter a valid e-mail address/);
    expect(html).toMatch(/<label for="phone">[^]*?<p class="error" id="phone-error">Please enter your phone number/);
    expect(html).toMatch(/<label for="city">[^]*?<p class="error" id="city-error">Please choose one of the listed options/);
    expect(html).toContain('value="&lt;b&gt;Bold&lt;/b&gt; &quot;Quote&quot;"');
    expect(html).toContain('>Keep &lt;/textarea&gt; me</textarea>');
    expect(html).toContain('<option value="10-20" selected>');
    expect(html).toContain('<input type="radio" name="leaks" value="no" checked>');
    expect(html).toContain('<form method="post" action="/api/leads/form"');
    expect(html).toMatch(/<button type="submit">/);
    expect(html).toContain('<input type="hidden" name="returnTo" value="/contact">');
    expect(html).not.toContain('<b>Bold</b>');
    expect(await leadsNamed(typed.name)).toHaveLength(0);
  });

  it("takes a several-choices question's ticked boxes as repeated fields, and ticks them again when the form is refused", async () => {
    const ticked = await post({ ...estimate, name: 'Form Person Boxes', damage: ['hail', 'leak'] });
    expect(ticked.status).toBe(303);
    const refused = await post({ ...estimate, name: 'Form Person Boxes Again', phone: '', damage: ['hail', 'leak'] });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<legend>What is wrong?</legend>');
    expect(html).toContain('<input type="checkbox" name="damage" value="hail" checked>');
    expect(html).toContain('<input type="checkbox" name="damage" value="leak" checked>');
    expect(html).toContain('<input type="checkbox" name="damage" value="sagging">');
    expect(html).toContain('<p class="help" id="stories-help">Count the floors above ground.</p>');
    const unknown = await post({ ...estimate, name: 'Form Person Fire', damage: ['hail', 'fire'] });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/<p class="error" id="damage-error">Please choose one of the listed options/);
  });

  it('keeps returnTo on this site', async () => {
    const response = await post({ ...estimate, phone: '', returnTo: '//evil.example/phish' });
    const html = await response.text();
    expect(html).toContain('<input type="hidden" name="returnTo" value="/">');
    expect(html).not.toContain('evil.example');
  });

  it('refuses unexpected fields and other encodings', async () => {
    const extra = await post({ ...estimate, isAdmin: 'true' });
    expect(extra.status).toBe(400);
    expect(await extra.text()).toContain('unexpected data');
    const asJson = await fetch(`${server.url}/api/leads/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(estimate),
    });
    expect(asJson.status).toBe(415);
  });
});

// A list is sent as the field repeated, as a browser sends ticked check boxes.
function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  return fetch(`${server.url}/api/leads/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
}

async function leadsNamed(name: string) {
  const response = await fetch(`${server.url}${contactsPath}?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  return response.json();
}
