// @vitest-environment node
// A power cut, played on a real file system: the data folder lives on an ext4 image mounted through a loop device;
// the server is frozen and the image file copied, which holds only what reached the "disk"; the copy is then mounted
// and opened as the machine would after the cut.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { openPostgres } from '../../src/server/store/postgres-driver.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { serverEnv, spawnServer, type ServerProcess } from '../support/server-process.ts';
import { staffToken } from '../support/test-app.ts';
import { cleanUpAfterAll } from '../support/clean-up.ts';

const loopSkipReason = loopMountUnavailable();
if (loopSkipReason) console.info(`power-cut tests skipped: ${loopSkipReason}`);

const project = readSiteConfig(fileURLToPath(new URL('../../', import.meta.url))).site.leads.project;
const contacts = `/api/db/${project}/rest/v1/contacts`;
const auth = { authorization: `Bearer ${staffToken}` };
const cleanup = cleanUpAfterAll();

describe.skipIf(loopSkipReason !== undefined)('the embedded store after a power cut', () => {
  it('keeps every lead it acknowledged, cut 1 s after the last 201, and opens by itself', { timeout: 120_000 }, async () => {
    const disk = await mountedDisk();
    const server = await startIn(disk.mount);
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = newLeadId('contact');
      const response = await fetch(server.url + contacts, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, name: `Cut Test ${i}`, email: 'cut@example.com', phone: '(239) 555-0142', emailSent: '0' }),
      });
      expect(response.status).toBe(201);
      acknowledged.push(id);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const afterCut = disk.cut(server);

    const reopened = await startIn(afterCut);
    const response = await fetch(`${reopened.url}${contacts}?limit=1000`, { headers: auth });
    expect(response.status).toBe(200);
    const stored = new Set(((await response.json()) as { id: string }[]).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});

describe('the embedded store after a crash at start', () => {
  it('opens with the empty postmaster.pid a cut can leave, and says so in the log', { timeout: 60_000 }, async () => {
    const data = await freshDataDir();
    cleanup(() => data.remove());
    writeFileSync(join(data.dir, 'db', 'postmaster.pid'), '');
    const server = await startIn(data.dir);
    const response = await fetch(`${server.url}${contacts}?limit=1`, { headers: auth });
    expect(response.status).toBe(200);
    expect(server.output()).toMatch(/postmaster\.pid/);
  });
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL's own guarantee${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  it("is left on: every commit on the store's connections is synced", async () => {
    const schema = uniqueSchema('durable');
    const db = await openPostgres(testDatabaseUrl!, schema);
    try {
      const settings = await db.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit') ORDER BY name",
      );
      expect(settings).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
      ]);
    } finally {
      await db.close();
      await dropSchema(schema);
    }
  });
});

/** An ext4 image mounted on a loop device, the data folder inside it ready (its template written through). */
async function mountedDisk(): Promise<{ mount: string; cut(server: ServerProcess): string }> {
  const work = mkdtempSync(join(tmpdir(), 'power-cut-'));
  cleanup(() => rmSync(work, { recursive: true, force: true }));
  const image = join(work, 'disk.img');
  execFileSync('truncate', ['-s', '256M', image]);
  execFileSync('mkfs.ext4', ['-q', '-F', image]);
  const mount = join(work, 'disk');
  mountImage(image, mount);
  const template = await freshDataDir();
  cpSync(join(template.dir, 'db'), join(mount, 'data', 'db'), { recursive: true });
  template.remove();
  execFileSync('sync', ['-f', mount]);
  return {
    mount: join(mount, 'data'),
    cut(server) {
      // Frozen, not killed: nothing more is written, and nothing is flushed on the way out.
      server.child.kill('SIGSTOP');
      const copy = join(work, 'after-cut.img');
      execFileSync('cp', ['--sparse=always', image, copy]);
      server.child.kill('SIGKILL');
      const after = join(work, 'after-cut');
      mountImage(copy, after);
      return join(after, 'data');
    },
  };
}

function mountImage(image: string, at: string): void {
  mkdirSync(at, { recursive: true });
  execFileSync('mount', ['-o', 'loop', image, at]);
  cleanup(() => execFileSync('umount', ['-l', at]));
}

async function startIn(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer(await serverEnv(dataDir, staffToken, { LOG_LEVEL: 'info' }), contacts, auth);
  cleanup(() => void server.child.kill('SIGKILL'));
  return server;
}

// Mounting needs root and a loop device (CI runs as root on the same kind of machine).
function loopMountUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a disk image needs root';
  try {
    execFileSync('losetup', ['-f'], { stdio: 'ignore' });
    execFileSync('mkfs.ext4', ['-V'], { stdio: 'ignore' });
  } catch {
    return 'no free loop device or no mkfs.ext4';
  }
  return undefined;
}
