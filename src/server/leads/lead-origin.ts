export { leadOrigin, attributionLabels };
export type { OriginLine };

import type { AttributionField, LeadAttribution } from '../../forms/attribution.ts';

/** One line of where a lead came from: a label and the words (raw: the caller escapes them). */
interface OriginLine {
  label: string;
  text: string;
}

/** Column titles of the attribution fields (CSV). */
const attributionLabels: [AttributionField, string][] = [
  ['page', 'Sent from page'],
  ['landingPage', 'Landing page'],
  ['referrer', 'Referrer'],
  ['utmSource', 'UTM source'],
  ['utmMedium', 'UTM medium'],
  ['utmCampaign', 'UTM campaign'],
  ['utmTerm', 'UTM term'],
  ['utmContent', 'UTM content'],
];

// "Came from: Google / spring campaign, landed on /roofing/roof-repair, sent from /contact",
// then the referring site and the rest of the campaign's tags. Every value is the visitor's browser's: shown on
// one line, cut short, escaped by the caller. Nothing known (a lead from before): no lines.
function leadOrigin(lead: Partial<LeadAttribution>): OriginLine[] {
  const value = (field: AttributionField) => shown(lead[field] ?? '');
  const host = referrerHost(lead.referrer ?? '');
  const landing = value('landingPage');
  const page = value('page');
  const source = value('utmSource')
    ? `${capitalised(value('utmSource'))}${value('utmMedium') ? ` (${value('utmMedium')})` : ''}`
    : host || (landing ? 'a direct visit or an unknown site' : '');
  const campaign = value('utmCampaign') ? ` / ${value('utmCampaign')} campaign` : '';
  const lines: OriginLine[] = [];
  const said = [source + campaign, landing && `landed on ${withoutTags(landing)}`, page && `sent from ${page}`].filter(Boolean);
  if (said.length) lines.push({ label: 'Came from', text: said.join(', ') });
  if (host) lines.push({ label: 'Referring site', text: host });
  const tags = [value('utmTerm') && `term "${value('utmTerm')}"`, value('utmContent') && `content "${value('utmContent')}"`].filter(
    Boolean,
  );
  if (tags.length) lines.push({ label: 'Campaign details', text: tags.join(', ') });
  return lines;
}

// One line, at most 200 characters: a hostile value cannot add lines or fill the message.
function shown(value: string): string {
  const line = value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

// The landing address as staff read it: its utm_* tags are said in words already.
function withoutTags(address: string): string {
  const at = address.indexOf('?');
  if (at < 0) return address;
  const query = new URLSearchParams(address.slice(at + 1));
  for (const key of [...query.keys()]) if (key.startsWith('utm_')) query.delete(key);
  const rest = query.toString();
  return address.slice(0, at) + (rest ? `?${rest}` : '');
}

function referrerHost(referrer: string): string {
  if (!referrer.trim()) return '';
  try {
    return shown(new URL(referrer.trim()).host);
  } catch {
    return shown(referrer);
  }
}

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
