import { describe, expect, it } from 'vitest';
import { answersOf, checkLead as checkIn } from './lead-check';
import type { LeadValues } from './lead-check';
import { loadContentSync } from '../content/load';
import type { Question } from '../content/questions';
import { fixtureRoot } from '../../test/support/fixture-sites';

// The messages are a site's words: the plumber fixture's, in English and in Spanish.
const loaded = loadContentSync({ root: fixtureRoot('plumber-site') });
if (!loaded.ok) throw new Error('the plumber fixture does not pass the check');
const problems = loaded.content.site.messages.form.problems;
const spanish = loaded.content.translations.es!.site.messages.form.problems;

// A roofer's questions, one of each kind.
const questions: Question[] = [
  {
    key: 'roofAge',
    label: 'How old is the roof?',
    listLabel: 'Roof age',
    kind: 'choice',
    required: true,
    prompt: 'Pick one',
    choices: [
      { value: 'under-10', label: 'Under 10 years' },
      { value: 'over-10', label: '10 years or more' },
      { value: 'unknown', label: 'Not sure', retired: true },
    ],
  },
  {
    key: 'damage',
    label: "What's wrong?",
    kind: 'several',
    choices: [
      { value: 'hail', label: 'Hail' },
      { value: 'wind', label: 'Wind' },
      { value: 'leak', label: 'A leak' },
    ],
  },
  { key: 'leaking', label: 'Is it leaking?', kind: 'yes-no' },
  { key: 'stories', label: 'Stories', kind: 'number' },
  { key: 'address', label: 'Address', kind: 'short' },
  { key: 'message', label: 'Message', kind: 'long' },
  {
    key: 'service',
    label: 'Service',
    kind: 'choice',
    names: 'service',
    openChoice: true,
    choices: [{ value: 'Roofing', label: 'Roofing' }],
  },
  { key: 'budget', label: 'Budget', kind: 'choice', retired: true, choices: [{ value: 'low', label: 'Low' }] },
];

const person = { name: 'Ana Diaz', email: 'ana@example.com', phone: '(720) 555-0142' };

function checkLead(values: LeadValues, asked: readonly Question[]) {
  return checkIn(values, asked, problems);
}

describe('checkLead', () => {
  it('passes a request with only the product fields and the required question', () => {
    expect(checkLead({ ...person, roofAge: 'over-10' }, questions)).toEqual({});
  });

  it('requires the product fields and a required question, in words per kind', () => {
    expect(checkLead({}, questions)).toEqual({
      name: problems.nameMissing,
      email: problems.emailMissing,
      phone: problems.phoneMissing,
      roofAge: 'Please choose one.',
    });
    const required = questions.map((question) => ({ ...question, required: true }));
    expect(checkLead({ ...person, roofAge: 'over-10', service: 'Roofing' }, required)).toEqual({
      damage: 'Please choose at least one.',
      leaking: 'Please answer yes or no.',
      stories: 'Please fill in this field.',
      address: 'Please fill in this field.',
      message: 'Please fill in this field.',
    });
  });

  it('checks the e-mail and the phone as before', () => {
    expect(checkLead({ ...person, roofAge: 'over-10', email: 'ana@', phone: '555-0142' }, questions)).toEqual({
      email: problems.email,
      phone: problems.phone,
    });
  });

  it('counts a field of spaces as empty and keeps the name on one line', () => {
    expect(checkLead({ ...person, name: '  ', roofAge: 'over-10' }, questions)).toEqual({ name: problems.nameMissing });
    expect(checkLead({ ...person, name: 'Ana\nBcc: x@example.com', roofAge: 'over-10' }, questions)).toEqual({
      name: problems.singleLine,
    });
  });

  it('takes a choice only among those offered now, a retired one no more; the page service question any line', () => {
    expect(checkLead({ ...person, roofAge: 'unknown' }, questions)).toEqual({ roofAge: problems.choose });
    expect(checkLead({ ...person, roofAge: 'ancient' }, questions)).toEqual({ roofAge: problems.choose });
    expect(checkLead({ ...person, roofAge: ['under-10', 'over-10'] }, questions)).toEqual({ roofAge: problems.choose });
    expect(checkLead({ ...person, roofAge: 'over-10', service: 'Gutters & Downspouts' }, questions)).toEqual({});
    expect(checkLead({ ...person, roofAge: 'over-10', service: 'Gutters\nBcc: x' }, questions)).toEqual({
      service: problems.singleLine,
    });
  });

  it('takes several choices as a subset of those offered, once each; one sent alone is a list of one', () => {
    const base = { ...person, roofAge: 'over-10' };
    expect(checkLead({ ...base, damage: ['hail', 'leak'] }, questions)).toEqual({});
    expect(checkLead({ ...base, damage: 'wind' }, questions)).toEqual({});
    expect(checkLead({ ...base, damage: ['hail', 'fire'] }, questions)).toEqual({ damage: problems.choose });
    expect(checkLead({ ...base, damage: ['hail', 'hail'] }, questions)).toEqual({ damage: problems.choose });
  });

  it('takes yes or no, a whole number in a sane range, and text within its length', () => {
    const base = { ...person, roofAge: 'over-10' };
    expect(checkLead({ ...base, leaking: 'yes', stories: '2', address: '12 Elm St', message: 'Line one\nline two' }, questions)).toEqual(
      {},
    );
    expect(checkLead({ ...base, leaking: 'maybe' }, questions)).toEqual({ leaking: problems.yesOrNo });
    for (const stories of ['two', '-1', '2.5', '1e3', '10000000', '1000001']) {
      expect(checkLead({ ...base, stories }, questions), stories).toEqual({ stories: problems.number });
    }
    expect(checkLead({ ...base, stories: '1000000' }, questions)).toEqual({});
    expect(checkLead({ ...base, address: 'a\nb' }, questions)).toEqual({ address: problems.singleLine });
    expect(checkLead({ ...base, address: 'x'.repeat(301) }, questions)).toEqual({ address: 'Please keep this under 300 characters.' });
    expect(checkLead({ ...base, message: 'x'.repeat(5001) }, questions)).toEqual({ message: 'Please keep this under 5000 characters.' });
    expect(checkLead({ ...base, message: 'a\u0000b' }, questions)).toEqual({ message: problems.control });
  });

  it('asks nothing of a retired question', () => {
    expect(checkLead({ ...person, roofAge: 'over-10', budget: 'anything' }, questions)).toEqual({});
  });

  it("says its messages in the words it is given: the page's language", () => {
    const typo = { ...person, roofAge: 'over-10', email: 'ana@example', stories: '12345678', address: 'x'.repeat(301) };
    expect(checkIn(typo, questions, spanish)).toEqual({
      email: 'Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.',
      stories: 'Por favor, escriba un número entero del 0 al 1,000,000.',
      address: 'Por favor, use menos de 300 caracteres.',
    });
    expect(checkIn(typo, questions, problems).email).toBe('Please enter a valid e-mail address, like name@mail.com.');
    expect(checkIn({ email: 'ana@example.com' }, questions, spanish)).toEqual({
      name: 'Por favor, escriba su nombre.',
      phone: 'Por favor, escriba su número de teléfono.',
      roofAge: 'Por favor, elija una opción.',
    });
  });
});

describe('answersOf', () => {
  it("keeps each answered question with its words now: the list label, the kind, the value and the answer's text", () => {
    const answers = answersOf(questions, {
      ...person,
      roofAge: ' over-10 ',
      damage: ['leak', 'hail'],
      leaking: 'no',
      stories: '2',
      address: '',
      message: ' Soft spot by the chimney ',
      service: 'Gutters',
      budget: 'low',
    });
    expect(answers).toEqual([
      { key: 'roofAge', label: 'Roof age', kind: 'choice', value: 'over-10', text: '10 years or more' },
      { key: 'damage', label: "What's wrong?", kind: 'several', value: ['leak', 'hail'], text: 'A leak, Hail' },
      { key: 'leaking', label: 'Is it leaking?', kind: 'yes-no', value: 'no', text: 'No' },
      { key: 'stories', label: 'Stories', kind: 'number', value: '2', text: '2' },
      { key: 'message', label: 'Message', kind: 'long', value: 'Soft spot by the chimney', text: 'Soft spot by the chimney' },
      { key: 'service', label: 'Service', kind: 'choice', value: 'Gutters', text: 'Gutters' },
    ]);
  });

  it('leaves out the product fields, empty answers and retired questions', () => {
    expect(answersOf(questions, { ...person, damage: [], budget: 'low' })).toEqual([]);
  });
});
