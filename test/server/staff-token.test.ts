// A local server without STAFF_TOKEN keeps one in its data folder, private to its owner, the same across restarts.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pushKeys, pushKeysFile } from '../../src/server/speed/push-keys.ts';
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

it('replaces a token file a power cut left empty, and the push keys file likewise', () => {
  const folder = join(dataDir, '..', 'after-a-cut');
  mkdirSync(folder, { recursive: true });
  writeFileSync(staffTokenFile(folder), '');
  writeFileSync(pushKeysFile(folder), '');
  expect(localStaffToken(folder)).toMatch(/^[0-9a-f]{48}$/);
  const keys = pushKeys({}, folder, true);
  expect(keys?.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  expect(pushKeys({}, folder, true)).toEqual(keys);
  expect(statSync(pushKeysFile(folder)).mode & 0o777).toBe(0o600);
});
