// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTownLookup } from './visit-town.ts';

// Addresses that DB-IP's database (the pinned version) places in these towns.
describe('createTownLookup', () => {
  const lookup = createTownLookup(['cape-coral', 'fort-myers', 'naples'], 'FL')!;

  it('names a town of the service area by its form value', async () => {
    expect(await lookup('73.107.238.71')).toBe('cape-coral');
    expect(await lookup('::ffff:63.247.158.137')).toBe('fort-myers');
    expect(await lookup('136.227.213.231')).toBe('naples');
    // IPv6 has its own database: a Florida town of another site's list.
    expect(await createTownLookup(['jacksonville'], 'FL')!('2601:5a5:3487::1')).toBe('jacksonville');
  });

  it('keeps nothing for a town outside the list, a place elsewhere or an address it cannot place', async () => {
    expect(await lookup('204.63.246.87')).toBe(''); // Port Charlotte, not in this list
    expect(await lookup('8.8.8.8')).toBe('');
    expect(await lookup('127.0.0.1')).toBe('');
    expect(await lookup('::1')).toBe('');
    expect(await lookup('not an address')).toBe('');
  });

  it("counts a town's name in the site's own state only, and gives no lookup for a state it does not know", async () => {
    // Placed in Naples, Florida: for a site in New York it is no visit from its own Naples.
    expect(await createTownLookup(['naples'], 'NY')!('136.227.213.231')).toBe('');
    expect(createTownLookup(['naples'], 'ZZ')).toBeUndefined();
  });
});
