// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLead } from '../../src/forms/contact-sequence.ts';
import { leadEmail } from '../../src/server/leads/lead-email.ts';
import { parseMessage, startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { startApp, testSite } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { answersFor, choiceLabel, rooferQuestions } from '../support/answers.ts';

// The fixture site's lists: Pine Island is a retired town there.
const fixtureQuestions = readSiteConfig(join(process.cwd(), 'test/fixtures/content-site')).questions;
const publicUrl = 'https://windows.test.example';
let smtp: SmtpFixture;
let server: RunningApp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApp({ smtpUrl: smtp.url, recipients: ['leads@staff.example', 'owner@staff.example'], publicUrl });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const options = () => ({ baseUrl: server.url, project: testSite.leads.project });

describe('lead e-mail over SMTP', () => {
  it('reaches the configured staff addresses with subject, reply-to and the submission id', async () => {
    const result = await submitLead(
      'estimate',
      {
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '(239) 555-0123',
        serviceType: 'Roofing',
        city: 'lakewood',
        message: 'Two bay windows',
      },
      options(),
    );
    expect(result.ok).toBe(true);
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === result.id);
    expect(mail).toBeDefined();
    // The configured staff (STAFF_EMAILS), whatever the page knows.
    expect(mail!.rcptTo.sort()).toEqual(['leads@staff.example', 'owner@staff.example']);
    expect(mail!.headers.subject).toBe('New Roofing Lead - Maria Lopez');
    expect(mail!.headers['reply-to']).toBe('maria@example.com');
    expect(mail!.headers.from).toMatch(/Test Site"? <no-reply@test.example>$/);
    expect(mail!.text).toContain(`Submission ID: ${result.id}`);
    // Choices read as the visitor saw them, from the same content the forms offer.
    expect(mail!.text).toContain(`City: ${choiceLabel(rooferQuestions, 'estimate', 'city', 'lakewood')}`);
    expect(mail!.text).not.toContain('lakewood');
    expect(mail!.text).toContain('Message: Two bay windows');
    expect(mail!.html).toContain(result.id);
  });

  it('tells staff where the lead came from and links to it, from what the browser sent with the lead', async () => {
    const attribution = {
      page: '/contact',
      landingPage: '/roof-replacement/asphalt-shingles?utm_source=google&utm_campaign=storm',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmCampaign: 'storm',
      utmContent: '<b>ad</b>',
    };
    const result = await submitLead(
      'estimate',
      { name: 'Ann Origin', email: 'ann@example.com', phone: '(239) 555-0177', serviceType: 'Asphalt Shingles' },
      { ...options(), attribution },
    );
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === result.id)!;
    expect(mail.headers.subject).toBe('New Asphalt Shingles Lead - Ann Origin');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain(
      'Came from: Google / storm campaign, landed on /roof-replacement/asphalt-shingles, sent from /contact\nReferring site: www.google.com\n',
    );
    expect(text).toContain(`Open it in the staff inbox: https://windows.test.example/staff/leads/${result.id}\n`);
    expect(text).toContain('Call (239) 555-0177: tel:+12395550177\n');
    expect(mail.html).toContain('<a href="mailto:ann@example.com?subject=Re%3A%20New%20Asphalt%20Shingles%20Lead%20-%20Ann%20Origin">');
    expect(mail.html).toContain('content &quot;&lt;b&gt;ad&lt;/b&gt;&quot;');
  });

  it('uses the CTA subject for the quote form', async () => {
    const result = await submitLead(
      'quote',
      { name: 'Joe Smith', email: 'joe@example.com', phone: '239-555-0199', serviceType: 'roof-repair' },
      options(),
    );
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === result.id);
    expect(mail?.headers.subject).toBe('New CTA Lead - Joe Smith');
    expect(mail?.text).toContain(`Service: ${choiceLabel(rooferQuestions, 'quote', 'serviceType', 'roof-repair')}`);
  });

  it('escapes every value in the HTML body', async () => {
    const name = '<script>alert(1)</script> "Bob" & Co';
    const result = await submitLead(
      'estimate',
      { name, email: 'bob@example.com', phone: '(239) 555-0142', message: '<img src=x onerror=alert(2)>', address: "1 O'Neil <St>" },
      options(),
    );
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === result.id)!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Bob&quot; &amp; Co');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail.html).toContain('1 O&#39;Neil &lt;St&gt;');
    // The plain-text part carries the values as typed.
    expect(mail.text).toContain(`Name: ${name}`);
  });

  it('renders subject and bodies on the server from the stored fields', () => {
    const fields = { name: 'A <b>', email: 'a@example.com', phone: '(239) 555-0142' };
    const answers = answersFor(fixtureQuestions, { serviceType: 'Doors' });
    const message = leadEmail(
      { id: 'contact_1732300000000_abcdef0123456789', form: 'estimate', ...fields, answers },
      fixtureQuestions,
      publicUrl,
    );
    expect(message.subject).toBe('New Doors Lead - A <b>');
    expect(message.html).toContain('A &lt;b&gt;');
    expect(message.text).toContain('Submission ID: contact_1732300000000_abcdef0123456789');
  });

  it('shows each choice as the visitor saw it, a retired one included, and an unknown value as it was stored', () => {
    const lead = {
      id: 'contact_1732300000000_abcdef0123456789',
      form: 'estimate' as const,
      name: 'Ann',
      email: 'a@example.com',
      phone: '(239) 555-0142',
    };
    const choices = { serviceType: 'General', projectType: 'replacement', budget: 'not-sure' };
    const answers = (city: string) => answersFor(fixtureQuestions, { ...choices, city });
    const message = leadEmail({ ...lead, answers: answers('pine-island') }, fixtureQuestions, publicUrl);
    expect(message.text).toContain('City: Pine Island');
    expect(message.text).toContain('Project type: Replacement');
    expect(message.text).toContain('Budget: Not sure yet');
    expect(message.text).toContain('Service: General / not sure yet');
    expect(message.text).not.toMatch(/not-sure|pine-island/);
    expect(message.html).toContain('<td style="white-space:pre-wrap">Pine Island</td>');
    expect(leadEmail({ ...lead, answers: answers('atlantis') }, fixtureQuestions, publicUrl).text).toContain('City: atlantis');
  });
});

describe('dev outbox (no SMTP_URL)', () => {
  it('writes each lead e-mail as an .eml file in DATA_DIR/outbox', async () => {
    const outboxApp = await startApp();
    try {
      const result = await submitLead(
        'estimate',
        { name: 'Outbox Test', email: 'o@example.com', phone: '(239) 555-0142', serviceType: 'Roofing' },
        { baseUrl: outboxApp.url, project: testSite.leads.project },
      );
      expect(result.ok).toBe(true);
      const folder = join(outboxApp.dataDir, 'outbox');
      const files = readdirSync(folder).filter((file) => file.endsWith('.eml') && file.includes(result.id));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(folder, files[0]!), 'utf8');
      expect(eml).toContain('Subject: New Roofing Lead - Outbox Test');
      expect(eml).toContain('To: office@test.example, estimates@test.example');
      // Long link lines make the parts quoted-printable: read them decoded.
      expect(parseMessage(eml).text).toContain(`Submission ID: ${result.id}`);
    } finally {
      await outboxApp.close();
    }
  });
});
