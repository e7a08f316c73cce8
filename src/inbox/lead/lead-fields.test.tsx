import { describe, expect, test } from 'vitest';
import { timesIn } from '../times';
import type { LeadFields } from '../types';
import { leadFields } from './lead-fields';

// A roofer's lead: its answers as stored, one of them to a question renamed since ("Budget" then).
const lead = {
  name: 'Rosa Storm',
  email: 'rosa@example.com',
  phone: '(303) 555-0199',
  createdAt: '2026-11-25T00:44:00.000Z',
  answers: [
    { key: 'roofAge', label: 'Roof age', kind: 'choice', value: '20-plus', text: '20+ years' },
    { key: 'trouble', label: 'What you see', kind: 'several', value: ['leak', 'moss'], text: 'A leak, Moss' },
    { key: 'budget', label: 'Budget', kind: 'choice', value: 'insurance', text: 'Insurance claim' },
    { key: 'message', label: 'Message', kind: 'long', value: 'Drips by the chimney', text: 'Drips by the chimney' },
  ],
} as unknown as LeadFields;

describe("a lead's fields on its page", () => {
  test("show the product's fields, then each answer under the label it was sent with, in order, in words", () => {
    const fields = leadFields(lead, timesIn('America/Denver'));
    const answers = fields.slice(3, -1).map((field) => [field.label, field.value]);
    expect(fields.slice(0, 3).map((field) => field.label)).toEqual(['Name', 'Email', 'Phone']);
    expect(answers).toEqual([
      ['Roof age', '20+ years'],
      ['What you see', 'A leak, Moss'],
      ['Budget', 'Insurance claim'],
      ['Message', 'Drips by the chimney'],
    ]);
    expect(fields.at(-1)?.label).toBe('Received');
  });
});
