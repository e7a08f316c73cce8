import { describe, expect, it } from 'vitest';
import { serviceChoices, serviceFromSearch } from './serviceQuery';

describe('serviceFromSearch', () => {
  it('reads the URL-encoded service title', () => {
    expect(serviceFromSearch('?service=Sliding%20%26%20Patio%20Doors')).toBe('Sliding & Patio Doors');
    expect(serviceFromSearch('?service=Entry+%26+Front+Doors&x=1')).toBe('Entry & Front Doors');
  });

  it('keeps it to one trimmed line of at most 100 characters, and ignores an empty one', () => {
    expect(serviceFromSearch('?service=%20Windows%0ABcc%3A%20x%20')).toBe('Windows Bcc: x');
    expect(serviceFromSearch(`?service=${'a'.repeat(150)}`)).toHaveLength(100);
    expect(serviceFromSearch('?service=%20')).toBeNull();
    expect(serviceFromSearch('')).toBeNull();
  });
});

describe('serviceChoices', () => {
  const listed = ['General', 'Windows', 'Doors', 'Retractable Screens'];
  const choices = listed.map((value) => ({ value, label: value }));
  const values = (choices: ReturnType<typeof serviceChoices>) => choices.options.map((o) => o.value);

  it("selects the page's service, or a listed one the address names (any letter case)", () => {
    expect(serviceChoices(choices, 'Doors', null)).toMatchObject({ selected: 'Doors' });
    const linked = serviceChoices(choices, 'General', 'windows');
    expect(linked.selected).toBe('Windows');
    expect(values(linked)).toEqual(listed);
  });

  it('adds an unlisted service first, whether the page or the address names it', () => {
    const linked = serviceChoices(choices, 'General', 'Sliding & Patio Doors');
    expect(linked.selected).toBe('Sliding & Patio Doors');
    expect(values(linked)).toEqual(['Sliding & Patio Doors', ...listed]);
    const page = serviceChoices(choices, 'Patio Enclosures', 'Entry & Front Doors');
    expect(values(page)).toEqual(['Entry & Front Doors', 'Patio Enclosures', ...listed]);
  });
});
