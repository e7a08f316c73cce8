export { checkPushSubscription, pushEndpointProblem, pushTarget, publicAddressLookup, isRefusedPushAddress, pushSubscriptionsPerAccount };
export type { PushPolicy, PushResolver };

import { createPublicKey } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent } from 'node:https';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../http/api-error.ts';

/** Devices one staff account keeps; a new one beyond this drops the oldest. */
const pushSubscriptionsPerAccount = 10;

// The Web Push services browsers hand out endpoints on (what Chromium's push_messaging_constants, Firefox's
// autopush, Safari and Edge use): Chrome, Android, Samsung Internet, Opera and Brave (FCM), Firefox (autopush),
// Safari on macOS and iOS (web.push.apple.com and regional *.push.apple.com), Edge on Windows (WNS).
const pushServices: { host: string; subdomains: boolean }[] = [
  { host: 'fcm.googleapis.com', subdomains: false },
  { host: 'android.googleapis.com', subdomains: false },
  { host: 'updates.push.services.mozilla.com', subdomains: false },
  { host: 'push.apple.com', subdomains: true },
  { host: 'notify.windows.com', subdomains: true },
];

/** Resolves a host name to every address (the DNS: the one network edge tests stand in for). */
type PushResolver = (hostname: string) => Promise<LookupAddress[]>;

/** Where push requests may go, from the server's configuration only. */
interface PushPolicy {
  /** Extra https origins accepted besides the public push services (a self-hosted push service; tests); their addresses are not checked. */
  extraOrigins: string[];
  /** Test-only: the HTTPS agent for the extra origins (their own certificate). */
  extraAgent?: Agent;
  /** Test-only: the DNS. */
  resolve?: PushResolver;
}

/** A push service's name that resolved to an address inside a network: never connected to. */
class RefusedPushAddress extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
}

// A subscription the inbox may keep: an endpoint on a public push service and keys a browser really makes.
function checkPushSubscription<T extends { endpoint: string; keys: { p256dh: string; auth: string } }>(
  subscription: T,
  extraOrigins: string[] = [],
): T {
  const problem = pushEndpointProblem(subscription.endpoint, extraOrigins) ?? keysProblem(subscription.keys);
  if (problem) {
    throw new ApiError(
      400,
      'PGRST102',
      `Invalid push subscription: ${problem}`,
      'Send the PushSubscription.toJSON() of a browser: its endpoint is on a public push service.',
      null,
    );
  }
  return subscription;
}

// Why an endpoint is refused, or undefined: https on port 443 of a listed push service (or an extra origin), no
// user info, no address literal.
function pushEndpointProblem(endpoint: string, extraOrigins: string[] = []): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (url.protocol !== 'https:') return 'the endpoint is not https';
  if (url.username || url.password) return 'the endpoint carries a user name or password';
  if (extraOrigins.includes(url.origin)) return undefined;
  if (url.port !== '') return 'the endpoint is not on port 443';
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'the endpoint is an address, not a push service';
  const listed = pushServices.some((service) => host === service.host || (service.subdomains && host.endsWith(`.${service.host}`)));
  return listed ? undefined : `${host} is not a push service of a browser`;
}

// p256dh: an uncompressed P-256 point (65 bytes) on the curve; auth: a 16-byte secret (RFC 8291).
function keysProblem(keys: { p256dh: string; auth: string }): string | undefined {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'p256dh is not a P-256 public key';
  try {
    const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
    createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return 'p256dh is not a point of the P-256 curve';
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'auth is not a 16-byte secret';
  return undefined;
}

const publicAgents = new WeakMap<PushResolver, Agent>();
const defaultResolver: PushResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// The agent a push request goes through, or why it may not be sent at all. A public push service's name is resolved
// by the agent itself and connected to only at an address checked to be public, so a name that later points inside
// is refused at the moment of sending.
function pushTarget(endpoint: string, policy: PushPolicy): { agent: Agent | undefined } | { refused: string } {
  const problem = pushEndpointProblem(endpoint, policy.extraOrigins);
  if (problem) return { refused: problem };
  if (policy.extraOrigins.includes(new URL(endpoint).origin)) return { agent: policy.extraAgent };
  const resolver = policy.resolve ?? defaultResolver;
  let agent = publicAgents.get(resolver);
  if (!agent) {
    agent = new Agent({ keepAlive: false, lookup: publicAddressLookup(resolver) });
    publicAgents.set(resolver, agent);
  }
  return { agent };
}

// A dns.lookup for sockets: every address the name resolves to must be public (not loopback, private, link-local,
// carrier-grade NAT, unique-local, multicast, unspecified, reserved, nor an IPv4-mapped one of those).
function publicAddressLookup(resolve: PushResolver) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    resolve(hostname).then(
      (addresses) => {
        const inside = addresses.find((entry) => !isPublicAddress(entry.address));
        if (addresses.length === 0 || inside) {
          callback(new RefusedPushAddress(`${hostname} resolves to ${inside?.address ?? 'nothing'}, not a public address: not sent`), '');
          return;
        }
        const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]?.address ?? '', wanted[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function isRefusedPushAddress(error: unknown): boolean {
  return error instanceof RefusedPushAddress || (error as { code?: string } | null)?.code === 'PUSH_ADDRESS_REFUSED';
}
