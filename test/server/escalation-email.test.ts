// @vitest-environment node
// The escalation e-mail is enough to act on: the lead's number as a tap-to-call link (the text part shows it), its
// town and service as the visitor chose them, when it came and how long it has waited, on the office's clock with the
// zone named. One lead alone and a backlog's summary, through a real SMTP server, on a site in Central time.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { localInstant, weekOf } from '../../src/server/speed/business-hours.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { choiceLabel } from '../support/answers.ts';
import { liveSite } from '../support/content-copy.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { contactsPath, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const { speed, questions } = readSiteConfig(liveSite);
const settings = speed!;
const zone = settings.openings.timeZone;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// A week two weeks ahead on the office's clock (America/Chicago, 15 minutes to the first alert in the fixture), so
// the database's own clock never makes its jobs due during the test.
const monday = weekOf(new Date(Date.now() + 14 * 24 * 3_600_000), zone);
const day = (offset: number) => {
  const [y, m, d] = monday.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
};
const at = (offset: number, time: string) => localInstant(day(offset), time, zone);
// "Fri, Jun 5": a day of that week as the e-mail writes it (the zone's letters are checked apart: CDT or CST).
const dayName = (offset: number) =>
  new Date(`${day(offset)}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

async function setUp(): Promise<{ smtp: SmtpFixture; server: RunningApp }> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const server = await startApp({ smtpUrl: smtp.url, speed: settings, questions });
  cleanups.push(() => server.close());
  return { smtp, server };
}

// Stored while the server's clock shows `received` (its deadlines are reckoned from it); the database keeps its own
// clock, so its stored time is set to match.
async function leadAt(server: RunningApp, received: Date, lead: { name: string; phone: string; city?: string; serviceType?: string }) {
  const id = newLeadId('contact');
  vi.useFakeTimers({ toFake: ['Date'], now: received });
  try {
    const response = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, email: `${id}@home.example`, ...lead }),
    });
    expect(response.status).toBe(201);
  } finally {
    vi.useRealTimers();
  }
  await server.app.speed.settled();
  await server.app.leads.store.db.query('UPDATE contacts SET created_at = $2::timestamptz WHERE id = $1', [id, received.toISOString()]);
  return id;
}

const escalations = (smtp: SmtpFixture) => smtp.messages.filter((message) => message.rcptTo.includes(settings.escalationEmail));

describe('the escalation e-mail of one lead', () => {
  it('names the phone as a tel: link, the town and service, the wait, and the time received in the office zone', async () => {
    const { smtp, server } = await setUp();
    const id = await leadAt(server, at(4, '17:55'), {
      name: 'Dana Reyes',
      phone: '(941) 555-2368',
      city: 'naples',
      serviceType: 'Windows',
    });
    // Closed on the weekend (the fixture's hours): 5 office minutes on Friday, 10 on Monday.
    await server.app.leads.jobs.runDue(at(7, '07:09'));
    expect(escalations(smtp)).toEqual([]);
    await server.app.leads.jobs.runDue(at(7, '07:10'));
    const [mail, ...others] = escalations(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe('Nobody has contacted Dana Reyes yet (15 min)');
    // Friday 17:55 in Chicago is 22:55 or 23:55 UTC: a machine's own clock would not say 5:55 PM.
    const received = new RegExp(`^Received: ${dayName(4)}, 5:55 PM C[DS]T$`, 'm');
    expect(mail!.text).toMatch(received);
    const lines = mail!.text.split(/\r?\n/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Call Dana Reyes: (941) 555-2368',
        `Service: ${choiceLabel(questions, 'estimate', 'serviceType', 'Windows')}`,
        'Town: Naples',
        'Waiting: 15 min of office hours',
        `Open it: ${server.config.publicUrl}/staff/leads/${id}`,
        `Times are the office's, ${zone}.`,
      ]),
    );
    expect(mail!.html).toContain('<a href="tel:+19415552368">Call Dana Reyes: (941) 555-2368</a>');
    expect(mail!.html).toContain('<tr><th align="left">Town</th><td>Naples</td></tr>');
    expect(mail!.html).toContain('<tr><th align="left">Waiting</th><td>15 min of office hours</td></tr>');
    expect(mail!.html).toMatch(new RegExp(`<tr><th align="left">Received</th><td>${dayName(4)}, 5:55 PM C[DS]T</td></tr>`));
  });

  it('leaves out what the lead did not give: no town, no service', async () => {
    const { smtp, server } = await setUp();
    await leadAt(server, at(1, '09:00'), { name: 'Few Details', phone: '239-555-0330' });
    await server.app.leads.jobs.runDue(at(1, '09:15'));
    const [mail] = escalations(smtp);
    expect(mail!.text).not.toMatch(/^(Town|Service)/m);
    const lines = mail!.text.split(/\r?\n/);
    expect(lines[lines.indexOf('Call Few Details: 239-555-0330') + 1]).toMatch(/^Received: /);
    expect(mail!.html).toContain('<a href="tel:+12395550330">Call Few Details: 239-555-0330</a>');
  });
});

describe('the summary of a backlog', () => {
  it('gives each lead its tel: link, town and service, when it came and its wait', async () => {
    const { smtp, server } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const lead = { name: `Backlog ${i}`, phone: `(239) 555-030${i}`, city: i % 2 ? 'estero' : 'cape-coral', serviceType: 'Windows' };
      ids.push(await leadAt(server, new Date(at(2, '08:00').getTime() + i * 60_000), lead));
    }
    await server.app.leads.jobs.runDue(at(2, '10:00'));
    const [mail, ...others] = escalations(smtp);
    expect(others).toEqual([]);
    expect(mail!.headers.subject).toBe('6 leads wait without contact');
    const site = server.config.publicUrl;
    const named = mail!.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    expect(named).toHaveLength(6);
    expect(named[0]).toMatch(
      new RegExp(
        `^- Backlog 0, \\(239\\) 555-0300, Windows, Cape Coral, received ${dayName(2)}, 8:00 AM C[DS]T, waiting 2 h 0 min: ${site}/staff/leads/${ids[0]}$`,
      ),
    );
    expect(named[1]).toContain('Backlog 1, (239) 555-0301, Windows, Estero, received');
    expect(mail!.text).toContain(`Times are the office's, ${zone}.`);
    expect(mail!.html).toMatch(
      new RegExp(
        `<li[^>]*><a href="${site}/staff/leads/${ids[0]}">Backlog 0</a>, <a href="tel:\\+12395550300">\\(239\\) 555-0300</a>, Windows, Cape Coral, received ${dayName(2)}, 8:00 AM C[DS]T, waiting 2 h 0 min</li>`,
      ),
    );
  });
});
