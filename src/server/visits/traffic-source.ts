export { trafficSource, hostOf, pathOf, directSource };
export type { TrafficSource };

/** Where a visit (or a lead's visit) came from, as the report groups it. */
interface TrafficSource {
  /** utm_source, else the referring site's host name, else "(direct)". */
  source: string;
  /** utm_medium, else "referral" for another site, else "(none)". */
  medium: string;
  /** utm_campaign, else "". */
  campaign: string;
}

const directSource = '(direct)';

// One rule for visits and leads, so that a lead's source is the source of its visit: tags win over the referrer,
// case is ignored (advertisers type tags by hand), "www." is dropped from host names.
function trafficSource(tags: { utmSource: string; utmMedium: string; utmCampaign: string; referrerHost: string }): TrafficSource {
  const clean = (value: string) => value.trim().toLowerCase();
  const host = clean(tags.referrerHost).replace(/^www\./, '');
  const source = clean(tags.utmSource) || host || directSource;
  const medium = clean(tags.utmMedium) || (tags.utmSource.trim() ? '' : host ? 'referral' : '(none)');
  return { source, medium, campaign: clean(tags.utmCampaign) };
}

/** The host name of an address ('' when it is none). */
function hostOf(address: string): string {
  if (!address) return '';
  try {
    return new URL(address).host;
  } catch {
    return '';
  }
}

/** The path of a path-and-query (what leads keep as their page and landing page). */
function pathOf(pathAndQuery: string): string {
  const cut = pathAndQuery.search(/[?#]/);
  return cut < 0 ? pathAndQuery : pathAndQuery.slice(0, cut);
}
