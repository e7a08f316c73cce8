import { describe, expect, it } from 'vitest';
import { fieldByLabel, renderForTest, testQuestions, testSite } from '../../../test/support/render-section';
import { EstimateForm } from './EstimateForm';
import { preselectServiceScript } from './serviceQuery';

describe('EstimateForm', () => {
  const { root, html } = renderForTest(<EstimateForm type="estimateForm" heading="Get Your Free Estimate" serviceType="Windows" />, {
    route: '/replacement-windows',
  });
  const form = root.querySelector('form')!;

  it('is a real form posting to the lead endpoint, working without JavaScript', () => {
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/leads/form');
    // The only script is the one that selects a service named in the address.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(root.querySelector('script')!.textContent).toBe(preselectServiceScript);
    const submit = form.querySelector('button[type="submit"]')!;
    expect(submit.textContent).toBe('Get Free Estimate');
  });

  it('requires name, phone and email, each with its label', () => {
    const name = fieldByLabel(root, 'Full Name');
    const phone = fieldByLabel(root, 'Phone Number');
    const email = fieldByLabel(root, 'Email Address');
    expect([name.name, phone.name, email.name]).toEqual(['name', 'phone', 'email']);
    [name, phone, email].forEach((field) => expect(field.required).toBe(true));
    expect(email.getAttribute('type')).toBe('email');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(form.querySelectorAll('[required]')).toHaveLength(3);
    expect(form.hasAttribute('novalidate')).toBe(false);
  });

  it('has the optional fields with the option values of the lead record', () => {
    expect(fieldByLabel(root, 'Address').name).toBe('address');
    expect(fieldByLabel(root, 'Message').tagName).toBe('TEXTAREA');
    const values = (label: string) => Array.from((fieldByLabel(root, label) as HTMLSelectElement).options, (o) => o.value);
    // The fixture's site.yaml: its service areas (main, then other areas), then Other (a retired town not offered);
    // its questions' choices.
    expect(values('City')).toEqual(['', 'cape-coral', 'naples', 'estero', 'other']);
    expect(values('Project Type')).toEqual(['', 'replacement', 'repair']);
    expect(values('Timeline')).toEqual(['', 'asap']);
    expect(values('Budget')).toEqual(['', 'not-sure']);
    const city = fieldByLabel(root, 'City') as HTMLSelectElement;
    expect(Array.from(city.options, (o) => o.textContent)).toEqual(['Select your city', 'Cape Coral', 'Naples', 'Estero', 'Other']);
    expect(['City', 'Project Type', 'Timeline', 'Budget'].map((l) => fieldByLabel(root, l).name)).toEqual([
      'city',
      'projectType',
      'timeline',
      'budget',
    ]);
  });

  it('sends the form name and the page to return to as hidden fields', () => {
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll('input[type="hidden"]'), (i) => [i.getAttribute('name'), i.getAttribute('value')]),
    );
    expect(hidden).toEqual({ form: 'estimate', returnTo: '/replacement-windows' });
  });

  it("shows the service as a select with the section's service selected", () => {
    const select = fieldByLabel(root, 'Service') as HTMLSelectElement;
    expect(select.name).toBe('serviceType');
    // Marked for the script that selects a service the address names, whatever the question's key.
    expect(select.hasAttribute('data-page-service')).toBe(true);
    expect(root.querySelectorAll('[data-page-service]')).toHaveLength(1);
    const selected = Array.from(select.options).filter((o) => o.hasAttribute('selected'));
    expect(selected.map((o) => o.value)).toEqual(['Windows']);
    expect(Array.from(select.options, (o) => o.value)).toEqual(['General', 'Windows']);
  });

  it('is an island carrying its props and the toast texts with the phone filled in', () => {
    const island = root.querySelector('[data-island="EstimateRequestForm"]') as HTMLElement;
    expect(island.getAttribute('data-hydrate')).toBe('interaction');
    const props = JSON.parse(island.getAttribute('data-props')!);
    expect(props).toEqual({
      serviceType: 'Windows',
      returnTo: '/replacement-windows',
      questions: testQuestions.estimate,
      setup: {
        project: testSite.leads.project,
        successMessage: testSite.messages.estimateSuccess,
        // site.yaml's text with {phone} filled in.
        failureMessage: `Please call us directly at ${testSite.phone.primary}.`,
        words: { fields: testSite.messages.form.fields, problems: testSite.messages.form.problems },
        photos: testSite.messages.photos,
        confirmation: testSite.messages.confirmation,
        phone: { label: testSite.phone.primary, href: 'tel:+12395550100' },
      },
    });
  });

  it('has a honeypot field people cannot see or tab to', () => {
    const trap = form.querySelector('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('.honeypot')!.getAttribute('aria-hidden')).toBe('true');
    expect(trap.hasAttribute('required')).toBe(false);
  });

  it('is labelled by its <h2>', () => {
    expect(root.querySelector('section')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
  });
});
