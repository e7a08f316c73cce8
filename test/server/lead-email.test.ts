// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadEmail } from '../../src/server/leads/lead-email.ts';
import { mailtoHref } from '../../src/server/leads/lead-links.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { telHref } from '../../src/site/phone.ts';
import { answersFor } from '../support/answers.ts';

// The fixture site's lists, independent of edits to this site's content.
const questions = readSiteConfig(join(process.cwd(), 'test/fixtures/content-site')).questions;
const publicUrl = 'https://windows.test.example';

const lead = {
  id: 'contact_1732300000000_abcdef0123456789',
  form: 'estimate' as const,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(239) 555-0155',
  answers: answersFor(questions, {
    address: '12 Palm Ave',
    city: 'naples',
    serviceType: 'Hurricane Windows',
    projectType: 'replacement',
    timeline: '1-month',
    budget: 'not-sure',
    message: 'Three windows facing the gulf.',
  }),
};

const fromGoogle = {
  page: '/contact',
  landingPage: '/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: '',
  utmCampaign: 'storm',
  utmTerm: '',
  utmContent: '',
};

describe('the staff e-mail', () => {
  it('reads as a message: one-tap links first, the labelled fields, where the lead came from', () => {
    const message = leadEmail({ ...lead, ...fromGoogle }, questions, publicUrl);
    // The spec's subject, unchanged.
    expect(message.subject).toBe('New Hurricane Windows Lead - Jane Doe');
    expect(message.text).toMatchInlineSnapshot(`
      "New estimate request from the website

      Jane Doe asked for an estimate for Hurricane Windows in Naples.
      Reply to Jane Doe: mailto:jane@example.com?subject=Re%3A%20New%20Hurricane%20Windows%20Lead%20-%20Jane%20Doe
      Call (239) 555-0155: tel:+12395550155
      Open it in the staff inbox: https://windows.test.example/staff/leads/contact_1732300000000_abcdef0123456789

      Name: Jane Doe
      Email: jane@example.com
      Phone: (239) 555-0155
      Address: 12 Palm Ave
      City: Naples
      Service: Hurricane Windows
      Project type: Replacement
      Timeline: 1-month
      Budget: Not sure yet
      Message: Three windows facing the gulf.

      Came from: Google / storm campaign, landed on /replacement-windows/hurricane-windows, sent from /contact
      Referring site: www.google.com

      Submission ID: contact_1732300000000_abcdef0123456789"
    `);
  });

  it('says what is known of a lead without a campaign, and nothing for a lead from before', () => {
    const direct = leadEmail({ ...lead, page: '/contact', landingPage: '/', referrer: '' }, questions, publicUrl);
    expect(direct.text).toContain('Came from: a direct visit or an unknown site, landed on /, sent from /contact\n');
    const referred = leadEmail(
      { ...lead, page: '/gallery', landingPage: '/gallery?ref=1', referrer: 'https://www.facebook.com/' },
      questions,
      publicUrl,
    );
    expect(referred.text).toContain(
      'Came from: www.facebook.com, landed on /gallery?ref=1, sent from /gallery\nReferring site: www.facebook.com\n',
    );
    const noScript = leadEmail({ ...lead, page: '/door-installation' }, questions, publicUrl);
    expect(noScript.text).toContain('Came from: sent from /door-installation\n');
    const before = leadEmail(lead, questions, publicUrl);
    expect(before.text).not.toContain('Came from');
    expect(before.html).not.toContain('Where the lead came from');
  });

  it('opens with one sentence: who asked for what, where', () => {
    const first = (message: { text: string }) => message.text.split('\n')[2];
    const general = { ...lead, answers: answersFor(questions, { serviceType: 'General' }) };
    expect(first(leadEmail(general, questions, publicUrl))).toBe('Jane Doe asked for an estimate.');
    const service = questions.quote.find((question) => question.names === 'service')!.choices![0]!;
    const answers = answersFor(questions, { serviceType: service.value }, 'quote');
    const quote = { ...lead, id: 'cta_1732300000000_abcdef0123456789', form: 'quote' as const, answers };
    expect(first(leadEmail(quote, questions, publicUrl))).toBe(`Jane Doe asked for a quote for ${service.label}.`);
    expect(first(leadEmail({ ...lead, id: 'error_1732300000000_abcdef0123456789' }, questions, publicUrl))).toBe(
      'Jane Doe asked for an estimate for Hurricane Windows in Naples. The website could not finish sending it; this copy was kept.',
    );
    expect(leadEmail({ ...lead, name: '<i>Jane</i>' }, questions, publicUrl).html).toContain(
      '<p>&lt;i&gt;Jane&lt;/i&gt; asked for an estimate for Hurricane Windows in Naples.</p>',
    );
  });

  it('carries the links in the HTML part too', () => {
    const { html } = leadEmail({ ...lead, ...fromGoogle }, questions, publicUrl);
    expect(html).toContain(
      '<a href="mailto:jane@example.com?subject=Re%3A%20New%20Hurricane%20Windows%20Lead%20-%20Jane%20Doe">Reply to Jane Doe</a>',
    );
    expect(html).toContain('<a href="tel:+12395550155">Call (239) 555-0155</a>');
    expect(html).toContain(`<a href="${publicUrl}/staff/leads/${lead.id}">Open it in the staff inbox</a>`);
    expect(html).toContain(
      '<tr><th align="left" valign="top">Came from</th><td style="white-space:pre-wrap">Google / storm campaign, landed on /replacement-windows/hurricane-windows, sent from /contact</td></tr>',
    );
  });

  it('says how many photos follow the lead, and how many of them arrived, with the link to see them', () => {
    const photo = { id: 1, width: 2048, height: 1536, bytes: 300_000 };
    const inbox = `${publicUrl}/staff/leads/${lead.id}`;
    const photosLine = (photos: (typeof photo)[], photosComing: number) =>
      leadEmail({ ...lead, photos, photosComing }, questions, publicUrl)
        .text.split('\n')
        .filter((line) => line.startsWith('Photos'));
    expect(photosLine([], 3)).toEqual([`Photos: 3 on the way, see the inbox: ${inbox}`]);
    expect(photosLine([photo], 3)).toEqual([`Photos: 1 of 3 arrived, see the inbox: ${inbox}`]);
    expect(photosLine([photo, photo], 2)).toEqual([`Photos: 2, see the inbox: ${inbox}`]);
    // Sent without JavaScript, the photos came with the request.
    expect(photosLine([photo], 0)).toEqual([`Photos: 1, see the inbox: ${inbox}`]);
    expect(photosLine([], 0)).toEqual([]);
    expect(leadEmail({ ...lead, photos: [], photosComing: 3 }, questions, publicUrl).html).toContain(
      `<p><a href="${inbox}">Photos: 3 on the way, see the inbox</a></p>`,
    );
  });

  it('escapes hostile attribution values and keeps them on one line each', () => {
    const hostile = {
      page: '/contact"><script>alert(1)</script>',
      landingPage: '/?utm_source=%3Cimg%3E',
      referrer: 'javascript:alert(2)//<b>',
      utmSource: '<img src=x onerror=alert(3)>',
      utmMedium: 'cpc\nCall: tel:+19005550000',
      utmCampaign: '"><a href="https://evil.example">win</a>',
      utmTerm: 'x'.repeat(500),
      utmContent: '&amp;',
    };
    const { html, text } = leadEmail({ ...lead, ...hostile }, questions, publicUrl);
    expect(html).not.toMatch(/<script|<img|<a href="https:\/\/evil|<b>|javascript:alert\(2\)\/\/<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;');
    expect(html).toContain('&quot;&gt;&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt; campaign');
    expect(html).toContain('content &quot;&amp;amp;&quot;');
    // A line break in a value cannot forge a line of the text part.
    expect(text).not.toMatch(/^Call: tel:\+1900/m);
    expect(text).toContain('(cpc Call: tel:+19005550000)');
    // Long values are cut.
    expect(text).toContain(`term "${'x'.repeat(199)}…"`);
    // The only links are the three the server writes.
    expect(html.match(/<a href=/g)).toHaveLength(3);
  });

  it('writes reply and call links only from what the address and number allow', () => {
    expect(mailtoHref('a+b?cc=x#y@example.com', 'Re: New CTA Lead - A&B')).toBe(
      'mailto:a+b%3Fcc=x%23y@example.com?subject=Re%3A%20New%20CTA%20Lead%20-%20A%26B',
    );
    expect(telHref('+1 (239) 555-0155')).toBe('tel:+12395550155');
    expect(telHref('239.555.0155')).toBe('tel:+12395550155');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('none')).toBe('');
  });
});
