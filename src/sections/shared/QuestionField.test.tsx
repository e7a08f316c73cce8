// Each kind of question as the form islands draw it, on a roofer's questions (test/fixtures/roofer-site).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldByLabel, renderForTest, testSite } from '../../../test/support/render-section';
import { loadContentSync } from '../../content/load';
import { leadSetup } from '../../forms/lead-setup';
import { EstimateRequestForm } from '../estimateForm/EstimateRequestForm';
import { QuoteRequestForm } from '../quoteForm/QuoteRequestForm';

const roofer = loadContentSync({ root: fileURLToPath(new URL('../../../test/fixtures/roofer-site', import.meta.url)) });
if (!roofer.ok) throw new Error('the roofer fixture does not validate');
const { questions } = roofer.content;

describe("the estimate form asks a roofer's questions, each by its kind", () => {
  const { root } = renderForTest(
    <EstimateRequestForm
      serviceType="Roofing"
      returnTo="/contact"
      setup={leadSetup(testSite, 'estimate')}
      questions={questions.estimate}
      typed={{ roofAge: 'over-20', damage: ['leak'], leaks: 'yes' }}
    />,
  );
  const form = root.querySelector('form')!;

  it('asks the product fields, then each question asked now in order, a retired one not at all', () => {
    const names = Array.from(form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'), (field) => field.name);
    expect([...new Set(names)].filter((name) => !['form', 'returnTo', 'website', 'photos'].includes(name))).toEqual([
      'name',
      'phone',
      'email',
      'address',
      'city',
      'serviceType',
      'roofAge',
      'roofType',
      'leaks',
      'stories',
      'damage',
      'message',
    ]);
    expect(names).not.toContain('budget');
  });

  it('draws a choice as a native select with its prompt first and no retired choice', () => {
    const select = fieldByLabel(root, 'What is on the roof now?') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options, (o) => o.value)).toEqual(['', 'asphalt', 'metal', 'tile', 'flat']);
    expect(select.options[0]!.textContent).toBe('Select a roof type');
  });

  it('draws several choices as check boxes sharing the key, in a group named by the label', () => {
    const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="damage"]'));
    expect(boxes.map((box) => [box.type, box.value])).toEqual([
      ['checkbox', 'missing-shingles'],
      ['checkbox', 'hail'],
      ['checkbox', 'leak'],
      ['checkbox', 'sagging'],
      ['checkbox', 'gutters'],
    ]);
    expect(boxes.map((box) => box.closest('label')!.textContent)).toContain('Hail damage');
    expect(boxes[0]!.closest('[role="group"]')!.getAttribute('aria-label')).toBe('What is wrong?');
  });

  it('draws yes/no as two radios, a number as a numeric text field with its help line, text as a line or a box', () => {
    const radios = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="leaks"]'));
    expect(radios.map((radio) => [radio.type, radio.value, radio.closest('label')!.textContent])).toEqual([
      ['radio', 'yes', 'Yes'],
      ['radio', 'no', 'No'],
    ]);
    const stories = fieldByLabel(root, 'How many stories is the house?');
    expect([stories.tagName, stories.getAttribute('inputmode'), stories.getAttribute('type')]).toEqual(['INPUT', 'numeric', 'text']);
    expect(root.textContent).toContain('Count the floors above ground.');
    expect(fieldByLabel(root, 'Address').getAttribute('autocomplete')).toBe('address-line1');
    expect(fieldByLabel(root, 'Message').tagName).toBe('TEXTAREA');
  });

  it('starts from what the visitor picked and ticked before the form woke up', () => {
    const age = fieldByLabel(root, 'How old is your roof?') as HTMLSelectElement;
    expect(
      Array.from(age.options)
        .filter((o) => o.hasAttribute('selected'))
        .map((o) => o.value),
    ).toEqual(['over-20']);
    const checked = (name: string) =>
      Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)).filter((box) => box.hasAttribute('checked'));
    expect(checked('damage').map((box) => box.value)).toEqual(['leak']);
    expect(checked('leaks').map((box) => box.value)).toEqual(['yes']);
  });
});

describe('the quote form asks its own questions', () => {
  it("asks the service among the pages' quote services and the message", () => {
    const { root } = renderForTest(
      <QuoteRequestForm service="" returnTo="/" setup={leadSetup(testSite, 'quote')} questions={questions.quote} />,
    );
    expect(Array.from(root.querySelectorAll<HTMLInputElement>('[name]'), (field) => field.name)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'serviceType', 'message']),
    );
    expect((fieldByLabel(root, 'Service') as HTMLSelectElement).options.length).toBe(questions.quote[0]!.choices!.length);
  });
});
