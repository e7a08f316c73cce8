// @vitest-environment node
// The lead API's bodies are built from the site's questions: each key takes what its kind does.
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { leadBodySchemas } from '../../src/server/leads/lead-body-schema.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';

const { questions } = readSiteConfig(fixtureRoot('roofer-site'));
const bodies = leadBodySchemas({ questions });
const contact = bodies.contact as unknown as { properties: Record<string, unknown> };

describe("the lead API's bodies, from a roofer's questions", () => {
  it('take the product fields and each key asked now, a retired question no more', () => {
    const keys = Object.keys(contact.properties);
    expect(keys).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'roofAge', 'roofType', 'leaks', 'stories', 'damage', 'city']));
    expect(keys).not.toContain('budget');
    expect(keys).not.toContain('projectType');
  });

  it("takes a choice's offered values, a list of them for several, yes or no, and text", () => {
    const check = { Check: (value: unknown) => Value.Check(bodies.contact, value) };
    const valid = { id: `contact_${Date.now()}_abcdefghijkl`, name: 'A', email: 'a@b.co', phone: '7205550100' };
    expect(check.Check({ ...valid, roofAge: 'over-20', roofType: '', damage: ['hail', 'leak'], leaks: 'no', stories: '2' })).toBe(true);
    expect(check.Check({ ...valid, roofType: 'wood-shake' })).toBe(false);
    expect(check.Check({ ...valid, damage: 'hail' })).toBe(false);
    expect(check.Check({ ...valid, damage: ['fire'] })).toBe(false);
    expect(check.Check({ ...valid, leaks: 'maybe' })).toBe(false);
    expect(check.Check({ ...valid, budget: 'under-15k' })).toBe(false);
    // The estimate form's service may be a page's own: any text, checked for length by the forms' check.
    expect(check.Check({ ...valid, serviceType: 'Skylights' })).toBe(true);
  });

  it('take a several question in the plain form as one field or the field repeated', () => {
    const check = { Check: (value: unknown) => Value.Check(bodies.form, value) };
    expect(check.Check({ name: 'A', damage: 'hail' })).toBe(true);
    expect(check.Check({ name: 'A', damage: ['hail', 'leak'] })).toBe(true);
    expect(check.Check({ name: 'A', damage: ['hail', 'fire'] })).toBe(false);
  });
});
