import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { theme } from '../../theme';
import { timesIn } from '../times';
import type { LeadSummary } from '../types';
import { LeadRows } from './LeadRows';

function render(leads: LeadSummary[]): Document {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <LeadRows leads={leads} waiting={{ promiseMs: 24 * hour, warnAfterMs: 20 * hour }} times={timesIn('America/Chicago')} />
      </MemoryRouter>
    </MantineProvider>,
  );
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  return new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html') as unknown as Document;
}

const hour = 3_600_000;

const lead: LeadSummary = {
  id: 'cta_1795567480107_abc',
  createdAt: '2026-11-25T00:44:00.000Z',
  name: 'Rosa Storm',
  email: 'rosa@example.com',
  phone: '(239) 555-0199',
  city: 'cape-coral',
  cityLabel: 'Cape Coral',
  serviceType: 'casement-windows',
  serviceLabel: 'Casement Windows',
  status: 'quote-sent',
  spam: false,
  delivery: 'failed',
  photoCount: 3,
  languageLabel: '',
  waitingMs: null,
};

describe('the list of leads', () => {
  test('each row links to its lead and reads in labels, not codes', () => {
    const doc = render([lead, { ...lead, id: 'contact_2_x', name: 'Spam Bot', spam: true, status: 'new', delivery: 'none' }]);
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.getAttribute('data-lead'))).toEqual(['cta_1795567480107_abc', 'contact_2_x']);
    expect(rows[0]!.querySelector('a')!.getAttribute('href')).toBe('/staff/leads/cta_1795567480107_abc');
    const text = rows[0]!.textContent ?? '';
    for (const words of ['Rosa Storm', 'Casement Windows', 'Cape Coral', 'Quote sent', 'E-mail failed']) expect(text).toContain(words);
    expect(text).not.toContain('cape-coral');
    expect(rows[1]!.textContent).toContain('Spam');
    expect(rows[1]!.textContent).toContain('Not e-mailed');
  });

  test("a lead sent in another language than the site's main one names it; one in the main language says nothing", () => {
    const doc = render([lead, { ...lead, id: 'contact_4_z', languageLabel: 'Spanish' }]);
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows[0]!.querySelector('[data-language]')).toBeNull();
    expect(rows[1]!.querySelector('[data-language]')?.textContent).toBe('Spanish');
  });

  test('a lead with photos says how many; one without says nothing of photos', () => {
    const doc = render([lead, { ...lead, id: 'contact_3_y', photoCount: 0 }]);
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows[0]!.textContent).toContain('3 photos');
    expect(rows[1]!.textContent).not.toContain('photo');
  });

  test('a lead written only to the outbox folder says so, never that it was e-mailed', () => {
    const doc = render([
      { ...lead, delivery: 'outbox' },
      { ...lead, id: 'contact_4_z', delivery: 'sent' },
    ]);
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows[0]!.textContent).toContain('In outbox folder (no mail server)');
    expect(rows[0]!.textContent).not.toContain('E-mailed');
    expect(rows[1]!.textContent).toContain('E-mailed');
  });

  test("times are on the business's clock, and an untouched lead says how long it has waited", () => {
    // 00:44 UTC on 25 November is 6:44 PM the day before in Chicago.
    const doc = render([{ ...lead, status: 'new', waitingMs: 21 * hour + 5 * 60_000 }]);
    const text = doc.querySelector('tbody tr')!.textContent ?? '';
    expect(text).toContain('Nov 24, 2026');
    expect(text).toContain('6:44');
    expect(doc.querySelector('[data-waiting]')!.textContent).toBe('Waiting 21 h 5 min');
  });

  test('an empty result says so', () => {
    const doc = render([]);
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.body.textContent).toContain('No leads match these filters.');
  });
});
