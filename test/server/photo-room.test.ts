// @vitest-environment node
// What a stranger's photos can cost the store: a stored photo is bounded whatever it shows (noise included), all
// photos together stop at PHOTOS_MAX_MB (the lead still kept, the office told once), and one address's photos a day
// stop at PHOTOS_PER_CLIENT_PER_DAY. Both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newLeadId } from '../../src/forms/lead-id.ts';
import { photoLimits } from '../../src/server/photos/photo-limits.ts';
import { startOnEitherStore } from '../support/either-store.ts';
import { cameraPhoto } from '../support/camera-photo.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { contactsPath, staffToken, startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

const mb = 1024 * 1024;

const quote = {
  form: 'quote',
  returnTo: '/roof-replacement/asphalt-shingles',
  email: 'room@example.com',
  phone: '(239) 555-0142',
  serviceType: 'asphalt-shingles',
  message: '',
  website: '',
};

let smtp: SmtpFixture;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp?.stop());

describe('a stored photo', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startOnEitherStore('photoroom', { smtpUrl: smtp.url });
  });
  afterAll(() => server?.close());

  it('of pure noise is stored in at most 600 KB, smaller; a phone photo keeps its 2048 px', async () => {
    const noise = await noisePhoto(1);
    expect(noise.length).toBeGreaterThan(5 * mb);
    const camera = await cameraPhoto({ orientation: 1, seed: 31 });
    const response = await post(server, { ...quote, name: 'Room Noise' }, [
      ['noise.jpg', noise],
      ['porch.jpg', camera],
    ]);
    expect(response.status, await response.clone().text()).toBe(303);
    const [stored, phone] = (await leadNamed(server, 'Room Noise')).photos;
    const noiseBytes = await photoBytes(server, stored!.url);
    expect(noiseBytes.length).toBeLessThanOrEqual(photoLimits.storedBytes);
    expect(Math.max(stored!.width, stored!.height)).toBeLessThan(2048);
    expect((await sharp(noiseBytes).metadata()).format).toBe('jpeg');
    expect([phone!.width, phone!.height]).toEqual([2048, 1536]);
    expect((await photoBytes(server, phone!.url)).length).toBeLessThan(photoLimits.storedBytes);
  }, 90_000);
});

describe('PHOTOS_MAX_MB: the photos of all leads together', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startOnEitherStore('photofull', {
      smtpUrl: smtp.url,
      photos: { maxBytes: 1 * mb, minFreeBytes: 0, perClientDay: 1000 },
    });
  });
  afterAll(() => server?.close());

  it('once used up, refuses photos with a message while the lead is kept, and the office is told once', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((seed) => cameraPhoto({ orientation: 1, seed: 40 + seed })));
    const response = await post(
      server,
      { ...quote, name: 'Room Full' },
      photos.map((data, i) => [`IMG_10${i}.JPG`, data]),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Your request was sent');
    expect(page).toContain('&quot;IMG_106.JPG&quot; was not added: the photo storage is full');
    const lead = await leadNamed(server, 'Room Full');
    const kept = lead.photos.length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(7);
    // Photos are taken while the total is under 1 MB: the last one taken is the one that crossed it.
    const sizes = lead.photos.map((photo) => photo.bytes);
    expect(sizes.slice(0, -1).reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(mb);
    expect(sizes.reduce((sum, bytes) => sum + bytes, 0)).toBeGreaterThanOrEqual(mb);

    // A later lead by the JSON sequence: stored, its photo refused with a 507 that says what to do.
    const id = newLeadId('contact');
    const created = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Room Later', email: 'later@example.com', phone: '(239) 555-0143', serviceType: 'Roofing' }),
    });
    expect(created.status).toBe(201);
    const upload = await fetch(`${server.url}/api/leads/${id}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'x-upload-token': created.headers.get('x-upload-token') ?? '', 'x-file-name': 'door.jpg' },
      body: new Uint8Array(photos[0]!),
    });
    expect(upload.status).toBe(507);
    expect(await upload.json()).toMatchObject({
      code: 'PHOTO_ROOM',
      message: '"door.jpg" was not added: the photo storage is full',
      hint: 'Your request itself was sent: show us the photo at the visit.',
    });
    expect((await leadNamed(server, 'Room Later')).photos).toEqual([]);

    const notices = await waitForNotices(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.headers.subject).toBe('Test Windows & Doors website: photos are refused, their storage is full');
    expect(notices[0]!.rcptTo).toEqual(['office@test.example', 'estimates@test.example']);
    expect(notices[0]!.text).toMatch(
      /^The photos of the leads take 1\.\d MB, the most PHOTOS_MAX_MB allows \(1\.0 MB\): new requests are still stored/,
    );
  }, 120_000);
});

describe('PHOTOS_MIN_FREE_MB: the disk of the embedded store', () => {
  let server: RunningApp;
  beforeAll(async () => {
    // More free space than any disk has: the floor is under water from the start.
    server = await startApp({ smtpUrl: smtp.url, photos: { maxBytes: 1000 * mb, minFreeBytes: 1e9 * mb, perClientDay: 100 } });
  });
  afterAll(() => server?.close());

  it('under its floor, refuses photos while the lead is kept, and says how much is free', async () => {
    smtp.messages.length = 0;
    const response = await post(server, { ...quote, name: 'Room Disk' }, [
      ['disk.jpg', await cameraPhoto({ width: 640, height: 480, orientation: 1 })],
    ]);
    expect(await response.text()).toContain('&quot;disk.jpg&quot; was not added: the photo storage is full');
    expect((await leadNamed(server, 'Room Disk')).photos).toEqual([]);
    const [notice] = await waitForNotices(1);
    expect(notice?.text).toMatch(/^The disk of the data folder has \d+ MB free, less than PHOTOS_MIN_FREE_MB \(1000000000 MB\)/);
  }, 60_000);
});

describe('PHOTOS_PER_CLIENT_PER_DAY: one address', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startOnEitherStore('photoday', { smtpUrl: smtp.url, photos: { maxBytes: 1000 * mb, minFreeBytes: 0, perClientDay: 3 } });
  });
  afterAll(() => server?.close());

  it('stores 3 photos a day from it, then names each one refused; the request is kept', async () => {
    const small = await Promise.all([1, 2, 3, 4].map((seed) => cameraPhoto({ width: 640, height: 480, orientation: 1, seed })));
    const response = await post(
      server,
      { ...quote, name: 'Room Day' },
      small.map((data, i) => [`day-${i}.jpg`, data]),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('&quot;day-3.jpg&quot; was not added: this connection has sent 3 photos today, the most a day');
    expect((await leadNamed(server, 'Room Day')).photos).toHaveLength(3);
    const again = await post(server, { ...quote, name: 'Room Day Again' }, [['again.jpg', small[0]!]]);
    expect(again.status).toBe(200);
    expect((await leadNamed(server, 'Room Day Again')).photos).toEqual([]);
  }, 60_000);
});

// Grey noise at a phone's size: the worst a picture can be for JPEG.
function noisePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120 + seed, sigma: 80 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

function post(server: RunningApp, fields: Record<string, string>, files: [string, Buffer][]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, data] of files) body.append('photos', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return fetch(`${server.url}/api/leads/form`, { method: 'POST', body, redirect: 'manual' });
}

async function leadNamed(server: RunningApp, name: string) {
  const response = await fetch(`${server.url}${contactsPath}?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const [row] = (await response.json()) as { id: string; photos: { url: string; width: number; height: number; bytes: number }[] }[];
  expect(row).toBeDefined();
  return row!;
}

async function photoBytes(server: RunningApp, url: string): Promise<Buffer> {
  const response = await fetch(server.url + url, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function waitForNotices(count: number) {
  const notices = () => smtp.messages.filter((message) => message.headers.subject?.includes('photos are refused'));
  for (let i = 0; i < 50 && notices().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  // A moment more: a second notice, if one were sent, would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return notices();
}
