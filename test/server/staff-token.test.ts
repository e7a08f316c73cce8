// A local server without STAFF_TOKEN keeps one in its data folder, private to its owner, the same across restarts.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { localStaffToken, readLocalStaffToken, staffTokenFile } from '../../src/server/staff-token.ts';

const dataDir = join(mkdtempSync(join(tmpdir(), 'staff-token-')), 'data');
afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

it('creates a long random token once, readable by its owner only, and returns it again later', () => {
  expect(readLocalStaffToken(dataDir)).toBeUndefined();
  const token = localStaffToken(dataDir);
  expect(token).toMatch(/^[0-9a-f]{48}$/);
  expect(statSync(staffTokenFile(dataDir)).mode & 0o777).toBe(0o600);
  expect(localStaffToken(dataDir)).toBe(token);
  expect(readLocalStaffToken(dataDir)).toBe(token);
});
