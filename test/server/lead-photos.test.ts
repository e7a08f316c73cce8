// @vitest-environment node
// Photos attached to a lead, on both stores: the sender's token, re-encoding (upright, no metadata), every hostile file
// refused with the lead kept, staff-only reading, the CSV's count, a restart, and deletion with the lead.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newLeadId } from '../../src/forms/lead-id.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { cameraPhoto } from '../support/camera-photo.ts';
import { parseCsv } from '../support/csv.ts';
import { claimedHugePng, jpegZipPolyglot, scriptNamedJpeg, scriptedSvg, truncatedJpeg, zipSignature } from '../support/hostile-images.ts';
import { freshDataDir } from '../support/data-dir.ts';
import { dropSchema, postgresSkipReason, testDatabaseUrl, uniqueSchema } from '../support/postgres.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { askForLeadEmail, contactsPath, staffToken, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

describe('embedded store (PGlite): lead photos', () => {
  let data: { dir: string; remove(): void };
  beforeAll(async () => {
    data = await freshDataDir();
  });
  afterAll(() => data.remove());
  photoContract(() => ({ dataDir: data.dir }));
});

describe.skipIf(!testDatabaseUrl)(`PostgreSQL store: lead photos${postgresSkipReason ? ' (skipped: TEST_DATABASE_URL unset)' : ''}`, () => {
  const schema = uniqueSchema('photos');
  afterAll(() => dropSchema(schema));
  photoContract(() => ({ databaseUrl: testDatabaseUrl, databaseSchema: schema }));
});

function photoContract(store: () => Partial<ServerConfig>) {
  let server: RunningApp;
  let lead: string;
  let token: string;
  let camera: Buffer;

  let smtp: SmtpFixture;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startApp({ ...store(), smtpUrl: smtp.url });
    camera = await cameraPhoto({ orientation: 6 });
    ({ id: lead, token } = await createLead(server.url));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('gives a retried create (its first answer lost) a new token for its photos, and a guessed id with other details none', async () => {
    const { id, token: first } = await createLead(server.url);
    const retried = await postLead(server.url, id);
    expect(retried.status).toBe(409);
    const again = retried.headers.get('x-upload-token') ?? '';
    expect(again).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(again).not.toBe(first);
    expect(
      (
        await upload(
          server.url,
          id,
          again,
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
            .jpeg()
            .toBuffer(),
          'retry.jpg',
        )
      ).status,
    ).toBe(201);
    const guessed = await postLead(server.url, id, 'Someone Else');
    expect(guessed.status).toBe(409);
    expect(guessed.headers.get('x-upload-token')).toBeNull();
    // The lead keeps its sender's name and its one photo.
    const row = await tokenRow(server.url, id);
    expect([row.name, row.photos.length]).toEqual(['Photo Sender', 1]);
  });

  it("says in the office's e-mail how many photos follow the lead, and counts them in as they arrive", async () => {
    const id = newLeadId('contact');
    const created = await postLead(server.url, id, 'Photos Coming', { photosComing: '2' });
    expect(created.status).toBe(201);
    const notified = await askForLeadEmail(server.url, id);
    expect(notified.status).toBe(200);
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === id);
    expect(mail?.text).toContain(`Photos: 2 on the way, see the inbox: https://windows.test.example/staff/leads/${id}`);
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    expect((await upload(server.url, id, created.headers.get('x-upload-token') ?? '', small, 'one.jpg')).status).toBe(201);
    const row = await tokenRow(server.url, id);
    expect([row.photos.length, row.photosComing]).toEqual([1, 2]);
    // More than a lead holds, or not a number: refused with the reason, nothing stored.
    for (const photosComing of ['11', 'two', '-1']) {
      const refused = await postLead(server.url, newLeadId('contact'), 'Too Many', { photosComing });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { details: string }).details).toBe('photosComing: a whole number from 0 to 10');
    }
  });

  it('gives the sender of a lead a token, and stores a camera photo upright, shrunk, without metadata', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // What must not survive is there to begin with.
    expect(camera.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(true);
    expect(camera.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const response = await upload(server.url, lead, token, camera, 'IMG_0001.jpg');
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; width: number; height: number; bytes: number };
    // 4032 x 3024 turned a quarter (orientation 6) and shrunk to a long side of 2048.
    expect([body.width, body.height]).toEqual([1536, 2048]);
    const stored = await staffPhoto(server.url, body.id);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1536, 2048]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.length).toBe(body.bytes);
  }, 30_000);

  it("accepts an iPhone's HEIC photo (HEVC), stored as a JPEG of the same picture", async () => {
    // Made with libheif's heif-enc (x265) from a picture red on its left half and blue on its right.
    const heic = readFileSync(new URL('../fixtures/photos/red-blue.heic', import.meta.url));
    const other = await createLead(server.url);
    const response = await upload(server.url, other.id, other.token, heic, 'IMG_0002.HEIC', 'image/heic');
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; width: number; height: number };
    expect([body.width, body.height]).toEqual([1200, 900]);
    const stored = await staffPhoto(server.url, body.id);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [leftRed, , leftBlue] = pixel(300, 450);
    const [rightRed, , rightBlue] = pixel(900, 450);
    expect(leftRed).toBeGreaterThan(150);
    expect(leftBlue).toBeLessThan(80);
    expect(rightBlue).toBeGreaterThan(150);
    expect(rightRed).toBeLessThan(80);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  }, 30_000);

  it('refuses hostile files with a 4xx naming the file, and keeps the lead and its photos', async () => {
    const small = await cameraPhoto({ width: 800, height: 600, orientation: 1, seed: 3 });
    const cases: [string, Buffer, number, RegExp][] = [
      ['install.jpg', scriptNamedJpeg(), 415, /"install\.jpg" is not a photo/],
      ['bomb.png', await claimedHugePng(), 413, /"bomb\.png" has too many pixels/],
      ['cut.jpg', truncatedJpeg(small), 422, /"cut\.jpg" could not be read/],
      ['drawing.svg', scriptedSvg(), 415, /"drawing\.svg" is not a photo/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await upload(server.url, lead, token, bytes, name, name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg');
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // 26 MB of one "photo": refused before it is all read.
    const big = await upload(server.url, lead, token, Buffer.alloc(26 * 1024 * 1024, 0xff), 'huge.jpg');
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/"huge\.jpg" is too large/);
    const photos = await tokenRow(server.url, lead);
    expect(photos.photos).toHaveLength(1);
    expect(photos.name).toBe('Photo Sender');
  }, 60_000);

  it('stores a JPEG with a ZIP appended as a plain JPEG', async () => {
    const polyglot = await jpegZipPolyglot(await cameraPhoto({ width: 640, height: 480, orientation: 1, seed: 4 }));
    expect(polyglot.includes(zipSignature)).toBe(true);
    const response = await upload(server.url, lead, token, polyglot, 'holiday.jpg');
    expect(response.status).toBe(201);
    const stored = await staffPhoto(server.url, ((await response.json()) as { id: number }).id);
    expect(stored.includes(zipSignature)).toBe(false);
    expect(stored.includes(Buffer.from('shell.php'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  }, 30_000);

  it('holds at most 10 photos a lead: the eleventh is refused by name', async () => {
    const { id, token: own } = await createLead(server.url);
    const small = await cameraPhoto({ width: 400, height: 300, orientation: 1, seed: 5 });
    for (let i = 1; i <= 10; i++) expect((await upload(server.url, id, own, small, `p${i}.jpg`)).status).toBe(201);
    const eleventh = await upload(server.url, id, own, small, 'p11.jpg');
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as { message: string }).message).toMatch(/"p11\.jpg" was not added: a request holds at most 10 photos/);
    expect((await tokenRow(server.url, id)).photos).toHaveLength(10);
  }, 60_000);

  it("takes photos only with the lead's own token", async () => {
    const other = await createLead(server.url);
    const small = await cameraPhoto({ width: 400, height: 300, orientation: 1, seed: 6 });
    expect((await upload(server.url, lead, other.token, small, 'a.jpg')).status).toBe(401);
    expect((await upload(server.url, lead, '', small, 'a.jpg')).status).toBe(401);
    expect((await upload(server.url, 'contact_1700000000000_AAAAAAAAAAAAAAAA', token, small, 'a.jpg')).status).toBe(401);
  }, 30_000);

  it("shows photos to staff only: a stranger gets 401 for a photo and for a lead's list", async () => {
    const row = await tokenRow(server.url, lead);
    const url = row.photos[0]!.url;
    expect(url).toMatch(/^\/api\/staff\/photos\/\d+$/);
    expect((await fetch(server.url + url)).status).toBe(401);
    expect((await fetch(server.url + url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${server.url}${contactsPath}?id=eq.${lead}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/staff/leads/${lead}`)).status).toBe(401);
    // A signed-in session sees them in the lead's page and can fetch each.
    const owner = await signedIn(server.url, `owner-${Math.random().toString(36).slice(2)}@test.example`);
    const detail = (await (await inboxCall(server.url, owner, 'GET', `/api/staff/leads/${lead}`)).json()) as {
      lead: { photos: { id: number; url: string }[] };
    };
    expect(detail.lead.photos.map((photo) => photo.url)).toEqual(row.photos.map((photo) => photo.url));
    const image = await inboxCall(server.url, owner, 'GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const full = Buffer.from(await image.arrayBuffer());
    // The thumbnails' small copy: the same picture, 400 px on its long side, a fraction of the bytes; staff only too.
    const thumbnail = await inboxCall(server.url, owner, 'GET', `${url}?size=small`);
    expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const small = Buffer.from(await thumbnail.arrayBuffer());
    const [fullMeta, smallMeta] = [await sharp(full).metadata(), await sharp(small).metadata()];
    expect(Math.max(smallMeta.width, smallMeta.height)).toBe(400);
    expect(smallMeta.width / smallMeta.height).toBeCloseTo(fullMeta.width / fullMeta.height, 2);
    expect(small.length).toBeLessThan(full.length / 5);
    expect((await fetch(`${server.url}${url}?size=small`)).status).toBe(401);
    const list = (await (await inboxCall(server.url, owner, 'GET', '/api/staff/leads')).json()) as {
      leads: { id: string; photoCount: number }[];
    };
    expect(list.leads.find((item) => item.id === lead)?.photoCount).toBe(2);
    // The CSV counts them.
    const csv = parseCsv(await (await inboxCall(server.url, owner, 'GET', '/api/staff/leads.csv')).text());
    expect(csv.find((line) => line.ID === lead)?.Photos).toBe('2');
  }, 30_000);

  it('keeps photos across a restart, and deletes them with their lead', async () => {
    const before = await tokenRow(server.url, lead);
    await server.close();
    server = await startApp(store());
    const after = await tokenRow(server.url, lead);
    expect(after.photos).toEqual(before.photos);
    expect((await staffPhoto(server.url, after.photos[0]!.id)).length).toBe(after.photos[0]!.bytes);
    const owner = await signedIn(server.url, `eraser-${Math.random().toString(36).slice(2)}@test.example`);
    expect((await inboxCall(server.url, owner, 'DELETE', `/api/staff/leads/${lead}`)).status).toBe(204);
    const left = await server.app.leads.store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_photos WHERE contact_id = $1', [
      lead,
    ]);
    expect(left[0]!.n).toBe(0);
    expect((await fetch(server.url + after.photos[0]!.url, { headers: { authorization: `Bearer ${staffToken}` } })).status).toBe(404);
  }, 60_000);
}

async function createLead(url: string): Promise<{ id: string; token: string }> {
  const id = newLeadId('contact');
  const response = await postLead(url, id);
  expect(response.status).toBe(201);
  return { id, token: response.headers.get('x-upload-token') ?? '' };
}

function postLead(url: string, id: string, name = 'Photo Sender', extra: Record<string, string> = {}) {
  return fetch(url + contactsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name, email: 'sender@example.com', phone: '(239) 555-0142', serviceType: 'Roofing', ...extra }),
  });
}

function upload(url: string, lead: string, token: string, bytes: Buffer, name: string, type = 'image/jpeg') {
  return fetch(`${url}/api/leads/${lead}/photos`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-upload-token': token, 'x-file-name': encodeURIComponent(name) },
    body: new Uint8Array(bytes),
  });
}

async function tokenRow(url: string, lead: string) {
  const response = await fetch(`${url}${contactsPath}?id=eq.${lead}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  const [row] = (await response.json()) as {
    name: string;
    photos: { id: number; url: string; width: number; height: number; bytes: number }[];
    photosComing: number;
  }[];
  return row!;
}

async function staffPhoto(url: string, id: number): Promise<Buffer> {
  const response = await fetch(`${url}/api/staff/photos/${id}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
