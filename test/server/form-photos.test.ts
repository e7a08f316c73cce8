// @vitest-environment node
// The plain form (no JavaScript) with photos: multipart/form-data, the lead stored, each photo shrunk and stored,
// a refused one named on the page, the office's e-mail counting them, and a request over the limit refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startOnEitherStore } from '../support/either-store.ts';
import { cameraPhoto } from '../support/camera-photo.ts';
import { scriptedSvg } from '../support/hostile-images.ts';
import { startSmtp } from '../support/smtp.ts';
import type { SmtpFixture } from '../support/smtp.ts';
import { contactsPath, staffToken } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

let smtp: SmtpFixture;
let server: RunningApp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startOnEitherStore('formphotos', { smtpUrl: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const quote = {
  form: 'quote',
  returnTo: '/roof-replacement/asphalt-shingles',
  email: 'w@example.com',
  phone: '(239) 555-0142',
  serviceType: 'asphalt-shingles',
  message: '',
  website: '',
};

describe('POST /api/leads/form with photos (no JavaScript)', () => {
  it('stores the lead and its 3 photos, shrunk and upright, and the e-mail counts them', async () => {
    const photos = await Promise.all([6, 1, 8].map((orientation, i) => cameraPhoto({ orientation, seed: i + 10 })));
    const response = await post(
      { ...quote, name: 'Plain Three' },
      photos.map((data, i) => [`IMG_000${i}.JPG`, data, 'image/jpeg']),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    const row = await leadNamed('Plain Three');
    expect(row.photos.map((photo) => [photo.width, photo.height])).toEqual([
      [1536, 2048],
      [2048, 1536],
      [1536, 2048],
    ]);
    for (const photo of row.photos) {
      const bytes = Buffer.from(
        await (await fetch(server.url + photo.url, { headers: { authorization: `Bearer ${staffToken}` } })).arrayBuffer(),
      );
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([photo.width, photo.height, undefined, undefined]);
    }
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === row.id);
    expect(mail?.text).toContain(`Photos: 3, see the inbox: https://windows.test.example/staff/leads/${row.id}`);
  }, 60_000);

  it('keeps the lead and the good photos when one is refused, and names it on the page', async () => {
    const good = await cameraPhoto({ width: 800, height: 600, orientation: 1, seed: 20 });
    const response = await post({ ...quote, name: 'Plain Refused' }, [
      ['porch.jpg', good, 'image/jpeg'],
      ['sketch.svg', scriptedSvg(), 'image/svg+xml'],
    ]);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Your request was sent');
    expect(page).toContain('&quot;sketch.svg&quot; is not a photo');
    expect((await leadNamed('Plain Refused')).photos).toHaveLength(1);
  }, 30_000);

  it('refuses a request over 50 MB with a 413 before reading it', async () => {
    const response = await post({ ...quote, name: 'Plain Huge' }, [['huge.jpg', Buffer.alloc(60 * 1024 * 1024, 1), 'image/jpeg']]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
  }, 30_000);

  it('still takes the plain form without photos as multipart', async () => {
    const response = await post({ ...quote, name: 'Plain None' }, []);
    expect(response.status).toBe(303);
    expect((await leadNamed('Plain None')).photos).toEqual([]);
  });
});

function post(fields: Record<string, string>, files: [string, Buffer, string][]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // A browser sends an empty part when no file was chosen.
  if (!files.length) body.append('photos', new Blob([], { type: 'application/octet-stream' }), '');
  for (const [name, data, type] of files) body.append('photos', new Blob([new Uint8Array(data)], { type }), name);
  return fetch(`${server.url}/api/leads/form`, { method: 'POST', body, redirect: 'manual' });
}

async function leadNamed(name: string) {
  const response = await fetch(`${server.url}${contactsPath}?name=eq.${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const [row] = (await response.json()) as { id: string; photos: { url: string; width: number; height: number }[] }[];
  expect(row).toBeDefined();
  return row!;
}
