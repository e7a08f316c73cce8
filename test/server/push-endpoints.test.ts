// @vitest-environment node
// Push subscriptions lead the server to send requests: only to the browsers' public push services, on port 443, at
// addresses checked to be public when the request is sent; ten devices an account at most; keys a browser makes.
// The DNS is the one network edge the send-time test stands in for.
import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { newLeadId } from '../../src/forms/contact-sequence.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { publicAddressLookup } from '../../src/server/speed/push-endpoint.ts';
import { startOnEitherStore } from '../support/either-store.ts';
import { inboxCall, signedIn } from '../support/staff-session.ts';
import type { SignedIn } from '../support/staff-session.ts';
import { contactsPath } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

// What the DNS answers in these tests: fcm.googleapis.com points inside (a name taken over, or a poisoned cache).
const resolved: string[] = [];
async function insideDns(hostname: string): Promise<LookupAddress[]> {
  resolved.push(hostname);
  return [{ address: '127.0.0.1', family: 4 }];
}

let server: RunningApp;
let who: SignedIn;
beforeAll(async () => {
  server = await startOnEitherStore('push_endpoints', {
    speed: readSiteConfig(fixtureRoot('roofer-site')).speed!,
    vapid: webpush.generateVAPIDKeys(),
    pushResolver: insideDns,
  });
  who = await signedIn(server.url, 'devices@office.example');
});
afterAll(async () => {
  await server?.close();
});

const subscribe = (endpoint: string, keys: Record<string, string> = deviceKeys()) =>
  inboxCall(server.url, who, 'POST', '/api/staff/push/subscriptions', { endpoint, keys });

const endpoints = async () =>
  (
    await server.app.leads.store.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY created_at, endpoint')
  ).map((row) => row.endpoint);

describe('push endpoints', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/push/1'],
    ['loopback, another port', 'https://127.0.0.1:4443/internal/admin/api?action=x'],
    ['10/8', 'https://10.1.2.3/push'],
    ['192.168/16', 'https://192.168.1.1/push'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 unique-local', 'https://[fd00::1]/push'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push'],
    ['an internal name', 'https://intranet/push'],
    ['a .local name', 'https://x.local/push'],
    ['localhost', 'https://localhost/push'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['user info', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
    ['http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a look-alike name', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
  ])('refuses %s with a message', async (_label, endpoint) => {
    const response = await subscribe(endpoint);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Invalid push subscription/);
    expect(await endpoints()).not.toContain(endpoint);
  });

  it('refuses keys no browser makes', async () => {
    const keys = deviceKeys();
    for (const bad of [
      { ...keys, p256dh: 'AAAA' },
      // 65 bytes that start like a point but are not on the curve.
      { ...keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') },
      { ...keys, auth: randomBytes(8).toString('base64url') },
    ]) {
      const response = await subscribe('https://fcm.googleapis.com/fcm/send/bad-keys', bad);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/p256dh|auth/);
    }
  });

  it('accepts the public push services of the browsers', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc123:APA91bHexample',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample',
      'https://web.push.apple.com/QGuQyavXutnMbCexample',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAACexample',
    ]) {
      expect((await subscribe(endpoint)).status).toBe(201);
    }
    await server.app.leads.store.db.query('DELETE FROM push_subscriptions');
  });

  it('keeps the ten newest devices of an account', async () => {
    const made = Array.from({ length: 12 }, (_, index) => `https://fcm.googleapis.com/fcm/send/device-${String(index).padStart(2, '0')}`);
    for (const endpoint of made) {
      expect((await subscribe(endpoint)).status).toBe(201);
      // Distinct creation times: the oldest is the first made.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await endpoints()).toEqual(made.slice(2));
    await server.app.leads.store.db.query('DELETE FROM push_subscriptions');
  });

  it('refuses at sending time a push service whose name resolves inside, and drops its subscription', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/points-inside';
    expect((await subscribe(endpoint)).status).toBe(201);
    // A subscription kept before endpoints were checked is checked again when sent to.
    const keys = deviceKeys();
    await server.app.leads.store.db.query(
      `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth)
       SELECT 'https://10.0.0.1:8443/admin', id, $2, $3 FROM staff_accounts WHERE email = $1`,
      ['devices@office.example', keys.p256dh, keys.auth],
    );
    expect(await endpoints()).toHaveLength(2);
    const lead = {
      id: newLeadId('contact'),
      name: 'Inside Lead',
      email: 'inside@home.example',
      phone: '(239) 555-0142',
      city: 'lakewood',
      serviceType: 'Roofing',
    };
    const stored = await fetch(server.url + contactsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    });
    expect(stored.status).toBe(201);
    await server.app.speed.settled();
    expect(resolved).toContain('fcm.googleapis.com');
    expect(await endpoints()).toEqual([]);
  });
});

describe('the address check of a push request', () => {
  const lookupWith = (addresses: LookupAddress[], options: { all?: boolean; family?: number } = {}) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) => {
      publicAddressLookup(async () => addresses)('push.example', options, (error, address) => resolve({ error, address }));
    });

  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.16.4.4',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('refuses %s', async (address) => {
    const { error } = await lookupWith([{ address, family: address.includes(':') ? 6 : 4 }]);
    expect(error?.message).toMatch(/not a public address/);
  });

  it('refuses a name with one inside address among public ones, and passes a public one on', async () => {
    expect(
      (
        await lookupWith([
          { address: '142.250.74.106', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ])
      ).error,
    ).not.toBeNull();
    const single = await lookupWith([{ address: '142.250.74.106', family: 4 }]);
    expect(single).toEqual({ error: null, address: '142.250.74.106' });
    const all = await lookupWith(
      [
        { address: '142.250.74.106', family: 4 },
        { address: '2a00:1450:4001:82b::200a', family: 6 },
      ],
      { all: true },
    );
    expect(all.address).toHaveLength(2);
  });
});
