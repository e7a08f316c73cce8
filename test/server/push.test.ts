// @vitest-environment node
// Web Push to staff devices: a local HTTP endpoint plays the push service (the one network edge a test may stand in
// for) and decrypts what the server sends with the subscription's own keys, as RFC 8291 says; the server signs as
// RFC 8292 says; an expired subscription and a removed account's subscriptions are deleted; an escalation tells every
// device.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import { afterAll, describe, expect, it } from 'vitest';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { submissionKeyOf } from '../../src/server/store/lead.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import { contactsPath, staffToken, startApp } from '../support/test-app.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The push service's own certificate; the server trusts it alone.
const tls = 'test/fixtures/push-service';

interface Delivered {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// The push service: keeps every request; /gone answers 410 (the subscription expired), the rest 201.
async function pushService(): Promise<{ url: string; delivered: Delivered[] }> {
  const delivered: Delivered[] = [];
  const server = createServer({ key: readFileSync(`${tls}/key.pem`), cert: readFileSync(`${tls}/cert.pem`) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `https://127.0.0.1:${(server.address() as { port: number }).port}`, delivered };
}

// A browser's subscription keys: a P-256 key pair and a 16-byte authentication secret.
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

// RFC 8291 section 3.4 and RFC 8188: the aes128gcm body decrypted with the device's private key and auth secret.
function decrypt(body: Buffer, device: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const shared = device.ecdh.computeSecret(serverKey);
  const prkKey = hmac(device.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

// RFC 8292: "vapid t=<JWT>, k=<public key>"; the JWT is signed ES256 by that key, for the push service's origin.
function checkVapid(header: string, publicKey: string, audience: string): Record<string, unknown> {
  const [, token, key] = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(header) ?? [];
  expect(key).toBe(publicKey);
  const [head, claims, signature] = token!.split('.') as [string, string, string];
  const raw = Buffer.from(key!, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  expect(payload.aud).toBe(audience);
  expect(Number(payload.exp)).toBeGreaterThan(Date.now() / 1000);
  return payload;
}

describe('Web Push to staff devices', () => {
  it('sends each new lead encrypted for each device, and drops expired and removed subscriptions', async () => {
    const service = await pushService();
    const server = await startApp({
      speed: readSiteConfig(fixtureRoot('roofer-site')).speed!,
      // The local push service is accepted by the server's configuration alone (PUSH_SERVICE_ORIGINS).
      pushServiceOrigins: [service.url],
      pushAgent: new Agent({ ca: readFileSync(`${tls}/cert.pem`) }),
    });
    cleanups.push(() => server.close());
    const who = await signedIn(server.url, 'phone@office.example');
    const leaver = await signedIn(server.url, 'leaver@office.example');
    const { publicKey } = (await (await inboxCall(server.url, who, 'GET', '/api/staff/push/key')).json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const phone = deviceKeys();
    const expired = deviceKeys();
    const leaversPhone = deviceKeys();
    for (const [member, path, device] of [
      [who, '/push/phone', phone],
      [who, '/gone/old-phone', expired],
      [leaver, '/push/leaver', leaversPhone],
    ] as const) {
      const saved = await inboxCall(server.url, member, 'POST', '/api/staff/push/subscriptions', {
        endpoint: service.url + path,
        keys: device.json,
      });
      expect(saved.status).toBe(201);
    }
    expect(
      (await inboxCall(server.url, who, 'POST', '/api/staff/push/subscriptions', { endpoint: 'https://x.example/', keys: {} })).status,
    ).toBe(400);
    expect(
      (await inboxCall(server.url, who, 'POST', '/api/staff/push/subscriptions', { endpoint: 'http://push.example/', keys: phone.json }))
        .status,
    ).toBe(400);

    const id = newLeadId('contact');
    const lead = {
      id,
      name: 'Pushed Lead',
      email: 'pushed@home.example',
      phone: '(239) 555-0142',
      city: 'lakewood',
      serviceType: 'Roofing',
    };
    expect(
      (
        await fetch(server.url + contactsPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead),
        })
      ).status,
    ).toBe(201);
    await server.app.speed.settled();

    const toPhone = service.delivered.find((request) => request.path === '/push/phone')!;
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toPhone.headers.ttl)).toBeGreaterThan(0);
    const claims = checkVapid(String(toPhone.headers.authorization), publicKey, service.url);
    expect(String(claims.sub)).toMatch(/^mailto:/);
    expect(JSON.parse(decrypt(toPhone.body, phone))).toEqual({
      title: 'New lead',
      body: 'Pushed Lead · Roofing · Lakewood',
      url: `/staff/leads/${id}`,
      tag: id,
    });
    // Encrypted for that device alone: another device's keys cannot read it.
    expect(() => decrypt(toPhone.body, leaversPhone)).toThrow();

    const endpoints = async () =>
      (await server.app.leads.store.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY endpoint')).map(
        (row) => row.endpoint,
      );
    // The push service said the old phone's subscription is gone: so is its row.
    expect(await endpoints()).toEqual([`${service.url}/push/leaver`, `${service.url}/push/phone`]);

    // A removed account's devices hear nothing more, and their subscriptions are deleted.
    const removed = await fetch(`${server.url}/api/staff/accounts/${encodeURIComponent('leaver@office.example')}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(removed.status).toBeLessThan(300);
    const before = service.delivered.length;
    const second = { ...lead, id: newLeadId('contact'), email: 'pushed2@home.example' };
    expect(
      (
        await fetch(server.url + contactsPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(second),
        })
      ).status,
    ).toBe(201);
    await server.app.speed.settled();
    expect(service.delivered.slice(before).map((request) => request.path)).toEqual(['/push/phone']);
    expect(await endpoints()).toEqual([`${service.url}/push/phone`]);
  });
});

describe('Web Push of an escalation', () => {
  it("tells every staff device when a lead's first deadline passes with nobody contacting it", async () => {
    const service = await pushService();
    const server = await startApp({
      speed: readSiteConfig(fixtureRoot('roofer-site')).speed!,
      pushServiceOrigins: [service.url],
      pushAgent: new Agent({ ca: readFileSync(`${tls}/cert.pem`) }),
    });
    cleanups.push(() => server.close());
    const who = await signedIn(server.url, 'phone@office.example');
    const phone = deviceKeys();
    const saved = await inboxCall(server.url, who, 'POST', '/api/staff/push/subscriptions', {
      endpoint: `${service.url}/push/phone`,
      keys: phone.json,
    });
    expect(saved.status).toBe(201);
    const id = newLeadId('contact');
    const created = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Waiting Lead', email: 'waiting@home.example', phone: '(239) 555-0142' }),
    });
    expect(created.status).toBe(201);
    await server.app.speed.settled();
    const alerts = () => service.delivered.map((request) => JSON.parse(decrypt(request.body, phone)) as { title: string });
    expect(alerts().map((alert) => alert.title)).toEqual(['New lead']);
    // A pass at the first deadline, in office hours whenever the test runs.
    const job = (await server.app.leads.jobs.table.get(`escalation:first:${submissionKeyOf(id)}`))!;
    await server.app.leads.jobs.runDue(job.runAfter);
    expect(alerts().at(-1)).toEqual({
      title: 'Lead waiting',
      body: 'Waiting Lead: nobody has contacted them yet',
      url: `/staff/leads/${id}`,
      tag: `${id}-first`,
    });
  });
});
