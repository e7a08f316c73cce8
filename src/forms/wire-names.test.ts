import { describe, expect, it } from 'vitest';
import { newLeadId } from './lead-id';
import { errorCopyId, formFieldValue, isErrorCopy, leadFormOfFieldValue, leadFormOfId, leadIdPattern, leadIdPrefix } from './wire-names';

describe('wire names', () => {
  it("gives each form the spec's id prefix, and reads the form back from an id", () => {
    for (const form of ['estimate', 'quote'] as const) {
      const id = newLeadId(leadIdPrefix(form));
      expect(id).toMatch(leadIdPattern);
      expect(leadFormOfId(id)).toBe(form);
      expect(isErrorCopy(id)).toBe(false);
    }
    expect(newLeadId(leadIdPrefix('estimate'))).toMatch(/^contact_/);
    expect(newLeadId(leadIdPrefix('quote'))).toMatch(/^cta_/);
  });

  it('keeps the submission in an error_ copy, which is taken as an estimate', () => {
    const id = newLeadId(leadIdPrefix('quote'), 1_732_300_000_000);
    const copy = errorCopyId(id);
    expect(copy).toBe(`error_${id.slice('cta_'.length)}`);
    expect(copy).toMatch(leadIdPattern);
    expect(isErrorCopy(copy)).toBe(true);
    expect(leadFormOfId(copy)).toBe('estimate');
  });

  it("maps the plain form's field both ways, and nothing else", () => {
    expect(formFieldValue('estimate')).toBe('estimate');
    expect(formFieldValue('quote')).toBe('quote');
    expect(leadFormOfFieldValue('quote')).toBe('quote');
    expect(leadFormOfFieldValue('estimate')).toBe('estimate');
    for (const other of ['cta', 'Quote', '', 'constructor', '__proto__']) expect(leadFormOfFieldValue(other)).toBeUndefined();
  });

  it("still takes the value a quote form built before posts (a page kept in a visitor's browser cache)", () => {
    expect(leadFormOfFieldValue('widget')).toBe('quote');
  });
});
