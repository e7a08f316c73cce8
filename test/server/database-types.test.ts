// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseTypesFile, databaseTypesSource } from '../../scripts/database-types.ts';

describe('the store row types', () => {
  it('are the ones the migrations make (npx tsx scripts/generate.ts writes them)', async () => {
    expect(readFileSync(databaseTypesFile, 'utf8')).toBe(await databaseTypesSource());
  });
});
