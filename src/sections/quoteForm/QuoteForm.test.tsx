import { describe, expect, it } from 'vitest';
import { fieldByLabel, renderForTest, testQuestions, testSite } from '../../../test/support/render-section';
import { QuoteForm } from './QuoteForm';

describe('QuoteForm', () => {
  const page = { route: '/replacement-windows/bay-windows' };
  const { root } = renderForTest(<QuoteForm type="quoteForm" heading="Get a Free Quote" service="bay-windows" />, page);
  const form = root.querySelector('form')!;

  it('posts to the lead endpoint with its submit button', () => {
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/leads/form');
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Get My Free Quote');
  });

  it('requires name, email and phone; service and message are optional', () => {
    const required = ['Full Name', 'Email Address', 'Phone Number'].map((label) => fieldByLabel(root, label));
    expect(required.map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['email', true],
      ['phone', true],
    ]);
    expect(required[1]!.getAttribute('type')).toBe('email');
    expect(fieldByLabel(root, 'Service').required).toBe(false);
    expect(fieldByLabel(root, 'Message').required).toBe(false);
  });

  it("offers the services of the pages with a quote form, then Other, with the page's service preselected", () => {
    const { root: page } = renderForTest(<QuoteForm heading="Quote" service="hurricane-windows" />);
    const select = fieldByLabel(page, 'Service') as HTMLSelectElement;
    expect(select.name).toBe('serviceType');
    // The fixture has one page with a quote form: its service, named by the page's title.
    expect(Array.from(select.options, (o) => [o.value, o.textContent])).toEqual([
      ['hurricane-windows', 'Hurricane Windows'],
      ['other', 'Other'],
    ]);
    const selected = Array.from(select.options).filter((o) => o.hasAttribute('selected'));
    expect(selected.map((o) => o.value)).toEqual(['hurricane-windows']);
  });

  it("keeps a page's own service selected when the list lacks it (a page being written)", () => {
    const select = fieldByLabel(root, 'Service') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['bay-windows', 'hurricane-windows', 'other']);
    expect(select.options[0]!.hasAttribute('selected')).toBe(true);
  });

  it('sends the form name and return page, and has a honeypot', () => {
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll('input[type="hidden"]'), (i) => [i.getAttribute('name'), i.getAttribute('value')]),
    );
    expect(hidden).toEqual({ form: 'quote', returnTo: page.route });
    const trap = form.querySelector('input[name="website"]')!;
    expect([trap.getAttribute('tabindex'), trap.getAttribute('autocomplete')]).toEqual(['-1', 'off']);
  });

  it("is an island carrying its props and the quote form's toast texts", () => {
    const island = root.querySelector('[data-island="QuoteRequestForm"]') as HTMLElement;
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({
      service: 'bay-windows',
      questions: testQuestions.quote,
      returnTo: page.route,
      setup: {
        project: testSite.leads.project,
        successMessage: testSite.messages.quoteSuccess,
        failureMessage: testSite.messages.quoteFailure,
        words: { fields: testSite.messages.form.fields, problems: testSite.messages.form.problems },
        photos: testSite.messages.photos,
        confirmation: testSite.messages.confirmation,
        phone: { label: testSite.phone.primary, href: 'tel:+12395550100' },
      },
    });
  });

  it('is a section labelled by its <h2>', () => {
    const h2 = root.querySelector('h2')!;
    expect(h2.textContent).toBe('Get a Free Quote');
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(h2.id);
  });
});
