export { attributionFields, attributionLimits, visitAttribution, visitCaptureScript, visitKey };
export type { AttributionField, LeadAttribution, VisitPlace };

/** Where a lead came from, as flat strings ('' when unknown). */
type AttributionField = 'page' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent';

type LeadAttribution = Record<AttributionField, string>;

/** Longest accepted value of each field: addresses may be long, campaign names are short. */
const attributionLimits: Record<AttributionField, number> = {
  page: 2000,
  landingPage: 2000,
  referrer: 2000,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
};

/** Every attribution field, in the order staff read them. */
const attributionFields = Object.keys(attributionLimits) as AttributionField[];

/** The sessionStorage entry the capture script writes: `{"l": landing path+query, "r": external referrer}`. */
const visitKey = 'visit';

/** Where the visitor is now: what `location` says. */
interface VisitPlace {
  pathname: string;
  search: string;
  host: string;
}

// Inline on every page, before any interaction: the first page of a visit (per tab, no cookie) keeps its address
// and the other site that sent the visitor. Blocked or full storage throws; the form then falls back on the page.
const visitCaptureScript = `try{var v=sessionStorage,l=location,r=document.referrer;v.getItem('${visitKey}')||v.setItem('${visitKey}',JSON.stringify({l:l.pathname+l.search,r:r&&new URL(r).host!=l.host?r:''}))}catch(e){}`;

// Read when a form is sent: the page it is on, and the visit's first page as the capture script kept it.
// Without storage, a page reached from another site (or from nowhere) is taken as the visit's first page.
function visitAttribution(here: VisitPlace, referrer: string, storage: () => Pick<Storage, 'getItem'>): LeadAttribution {
  const page = here.pathname + here.search;
  const visit = storedVisit(storage);
  const external = referrer !== '' && hostOf(referrer) !== here.host ? referrer : '';
  const landing = visit && typeof visit.l === 'string' ? visit.l : referrer === '' || external ? page : '';
  const from = visit && typeof visit.r === 'string' ? visit.r : external;
  const query = new URLSearchParams(landing.includes('?') ? landing.slice(landing.indexOf('?') + 1) : '');
  const utm = (name: string) => (query.get(`utm_${name}`) ?? '').trim();
  const values: LeadAttribution = {
    page,
    landingPage: landing,
    referrer: from,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    utmTerm: utm('term'),
    utmContent: utm('content'),
  };
  // Cut to what the server accepts, so a long address never costs the lead.
  for (const field of attributionFields) values[field] = values[field].slice(0, attributionLimits[field]);
  return values;
}

// The capture script's entry; null when storage is blocked, empty or holds something else.
function storedVisit(storage: () => Pick<Storage, 'getItem'>): { l?: unknown; r?: unknown } | null {
  try {
    const visit: unknown = JSON.parse(storage().getItem(visitKey) ?? 'null');
    return typeof visit === 'object' && visit !== null ? visit : null;
  } catch {
    return null;
  }
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return '';
  }
}
