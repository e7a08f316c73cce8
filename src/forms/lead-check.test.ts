import { describe, expect, it } from 'vitest';
import { answersOf, checkLead, checkMessages } from './lead-check';
import { ruleMessages } from './lead-rules';
import type { Question } from '../content/questions';

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

describe('checkLead', () => {
  it('passes a request with only the product fields and the required question', () => {
    expect(checkLead({ ...person, roofAge: 'over-10' }, questions)).toEqual({});
  });

  it('requires the product fields and a required question, in words per kind', () => {
    expect(checkLead({}, questions)).toEqual({
      name: ruleMessages.required.name,
      email: ruleMessages.required.email,
      phone: ruleMessages.required.phone,
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
      email: ruleMessages.email,
      phone: ruleMessages.phone,
    });
  });

  it('counts a field of spaces as empty and keeps the name on one line', () => {
    expect(checkLead({ ...person, name: '  ', roofAge: 'over-10' }, questions)).toEqual({ name: ruleMessages.required.name });
    expect(checkLead({ ...person, name: 'Ana\nBcc: x@example.com', roofAge: 'over-10' }, questions)).toEqual({
      name: ruleMessages.singleLine,
    });
  });

  it('takes a choice only among those offered now, a retired one no more; the page service question any line', () => {
    expect(checkLead({ ...person, roofAge: 'unknown' }, questions)).toEqual({ roofAge: checkMessages.choose });
    expect(checkLead({ ...person, roofAge: 'ancient' }, questions)).toEqual({ roofAge: checkMessages.choose });
    expect(checkLead({ ...person, roofAge: ['under-10', 'over-10'] }, questions)).toEqual({ roofAge: checkMessages.choose });
    expect(checkLead({ ...person, roofAge: 'over-10', service: 'Gutters & Downspouts' }, questions)).toEqual({});
    expect(checkLead({ ...person, roofAge: 'over-10', service: 'Gutters\nBcc: x' }, questions)).toEqual({
      service: ruleMessages.singleLine,
    });
  });

  it('takes several choices as a subset of those offered, once each; one sent alone is a list of one', () => {
    const base = { ...person, roofAge: 'over-10' };
    expect(checkLead({ ...base, damage: ['hail', 'leak'] }, questions)).toEqual({});
    expect(checkLead({ ...base, damage: 'wind' }, questions)).toEqual({});
    expect(checkLead({ ...base, damage: ['hail', 'fire'] }, questions)).toEqual({ damage: checkMessages.choose });
    expect(checkLead({ ...base, damage: ['hail', 'hail'] }, questions)).toEqual({ damage: checkMessages.choose });
  });

  it('takes yes or no, a whole number in a sane range, and text within its length', () => {
    const base = { ...person, roofAge: 'over-10' };
    expect(checkLead({ ...base, leaking: 'yes', stories: '2', address: '12 Elm St', message: 'Line one\nline two' }, questions)).toEqual(
      {},
    );
    expect(checkLead({ ...base, leaking: 'maybe' }, questions)).toEqual({ leaking: checkMessages.yesOrNo });
    for (const stories of ['two', '-1', '2.5', '1e3', '10000000', '1000001']) {
      expect(checkLead({ ...base, stories }, questions), stories).toEqual({ stories: checkMessages.number });
    }
    expect(checkLead({ ...base, stories: '1000000' }, questions)).toEqual({});
    expect(checkLead({ ...base, address: 'a\nb' }, questions)).toEqual({ address: ruleMessages.singleLine });
    expect(checkLead({ ...base, address: 'x'.repeat(301) }, questions)).toEqual({ address: ruleMessages.tooLong(300) });
    expect(checkLead({ ...base, message: 'x'.repeat(5001) }, questions)).toEqual({ message: ruleMessages.tooLong(5000) });
    expect(checkLead({ ...base, message: 'a\u0000b' }, questions)).toEqual({ message: checkMessages.control });
  });

  it('asks nothing of a retired question', () => {
    expect(checkLead({ ...person, roofAge: 'over-10', budget: 'anything' }, questions)).toEqual({});
  });

  it('says the messages a visitor reads', () => {
    expect(checkMessages).toMatchInlineSnapshot(`
      {
        "choose": "Please choose one of the listed options.",
        "chooseOne": "Please choose one.",
        "chooseSome": "Please choose at least one.",
        "control": "Please remove the invisible control characters.",
        "number": "Please enter a whole number from 0 to 1,000,000.",
        "yesOrNo": "Please answer yes or no.",
      }
    `);
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
