// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { visitAttribution, visitCaptureScript, visitKey } from './attribution';

/** A tab's sessionStorage. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
  };
}

interface Page {
  href: string;
  referrer: string;
}

// Runs the inline script as a page would, with this page's address and referrer and the tab's storage;
// `storage` undefined: reading sessionStorage throws, as with blocked storage.
function capture(page: Page, storage: ReturnType<typeof memoryStorage> | undefined) {
  const url = new URL(page.href);
  const context = {
    location: { pathname: url.pathname, search: url.search, host: url.host },
    document: { referrer: page.referrer },
    URL,
    JSON,
  };
  Object.defineProperty(context, 'sessionStorage', {
    get() {
      if (!storage) throw new Error('SecurityError: access is denied for this document');
      return storage;
    },
  });
  runInNewContext(visitCaptureScript, context);
}

function attributionOn(page: Page, storage: ReturnType<typeof memoryStorage> | undefined) {
  const url = new URL(page.href);
  return visitAttribution({ pathname: url.pathname, search: url.search, host: url.host }, page.referrer, () => {
    if (!storage) throw new Error('SecurityError');
    return storage;
  });
}

const site = 'https://www.windows.example';
const landing = {
  href: `${site}/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm`,
  referrer: 'https://www.google.com/',
};
const contact = { href: `${site}/contact`, referrer: landing.href };

describe('the inline capture script', () => {
  it('keeps the first page of the visit and the other site that sent the visitor', () => {
    const tab = memoryStorage();
    capture(landing, tab);
    expect(JSON.parse(tab.map.get(visitKey)!)).toEqual({
      l: '/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm',
      r: 'https://www.google.com/',
    });
  });

  it('leaves the first page alone on later pages of the visit', () => {
    const tab = memoryStorage();
    capture(landing, tab);
    const first = tab.map.get(visitKey);
    capture(contact, tab);
    capture({ href: `${site}/about?utm_source=newsletter`, referrer: `${site}/contact` }, tab);
    expect(tab.map.get(visitKey)).toBe(first);
  });

  it('keeps no referrer when the first page was reached from this site (a new tab, a reload) or from nowhere', () => {
    const fromSite = memoryStorage();
    capture({ href: `${site}/gallery`, referrer: `${site}/` }, fromSite);
    expect(JSON.parse(fromSite.map.get(visitKey)!)).toEqual({ l: '/gallery', r: '' });
    const typed = memoryStorage();
    capture({ href: `${site}/`, referrer: '' }, typed);
    expect(JSON.parse(typed.map.get(visitKey)!)).toEqual({ l: '/', r: '' });
  });

  it('does nothing, and throws nothing, when storage is blocked or full', () => {
    expect(() => capture(landing, undefined)).not.toThrow();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => capture(landing, full as ReturnType<typeof memoryStorage>)).not.toThrow();
  });

  it('sets no cookie: it names no cookie at all', () => {
    expect(visitCaptureScript).not.toMatch(/cookie/i);
    expect(visitCaptureScript.length).toBeLessThan(250);
  });
});

describe('what a form sends', () => {
  it('on a later page: this page, and the first page with its referrer and utm_* tags', () => {
    const tab = memoryStorage();
    capture(landing, tab);
    capture(contact, tab);
    expect(attributionOn(contact, tab)).toEqual({
      page: '/contact',
      landingPage: '/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: '',
      utmCampaign: 'storm',
      utmTerm: '',
      utmContent: '',
    });
  });

  it('reads every utm_* tag, decoded, and cuts values to what the server accepts', () => {
    const tags = `utm_source=bing&utm_medium=cpc&utm_campaign=${'c'.repeat(300)}&utm_term=impact%20windows&utm_content=ad+2`;
    const page = { href: `${site}/?${tags}&x=${'y'.repeat(2100)}`, referrer: 'https://www.bing.com/' };
    const tab = memoryStorage();
    capture(page, tab);
    const sent = attributionOn(page, tab);
    expect(sent).toMatchObject({ utmSource: 'bing', utmMedium: 'cpc', utmTerm: 'impact windows', utmContent: 'ad 2' });
    expect(sent.utmCampaign).toBe('c'.repeat(200));
    expect(sent.landingPage).toHaveLength(2000);
    expect(sent.page).toHaveLength(2000);
  });

  it('without storage: a page reached from another site is the first page; one reached from this site is not known', () => {
    expect(attributionOn(landing, undefined)).toMatchObject({
      page: '/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm',
      landingPage: '/replacement-windows/hurricane-windows?utm_source=google&utm_campaign=storm',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmCampaign: 'storm',
    });
    expect(attributionOn(contact, undefined)).toEqual({
      page: '/contact',
      landingPage: '',
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      utmTerm: '',
      utmContent: '',
    });
  });

  it('ignores a storage entry it did not write', () => {
    const tab = memoryStorage({ [visitKey]: 'not json' });
    expect(attributionOn({ href: `${site}/contact`, referrer: `${site}/` }, tab).landingPage).toBe('');
    const odd = memoryStorage({ [visitKey]: '{"l":5,"r":null}' });
    expect(attributionOn(landing, odd)).toMatchObject({
      landingPage: landing.href.slice(site.length),
      referrer: 'https://www.google.com/',
    });
  });
});
