// The visit counter, loaded after the first paint (see loader.ts). No cookie: the visit lives in this tab's
// sessionStorage and ends after 30 minutes without an event. Events leave in batches: at 10, 3 s after the first
// unsent one, or by sendBeacon when the page is hidden. The loader never fetches this file under Do Not Track or
// Global Privacy Control; the check here covers a copy loaded some other way.
import { counterRules, visitEndpoint, visitSessionKey } from './wire';
import type { VisitEvent } from './wire';

const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
if (nav.doNotTrack !== '1' && !nav.globalPrivacyControl) start();

function start() {
  let queue: VisitEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const path = location.pathname;
  const { id, fresh } = session();

  function send(beacon: boolean) {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    // text/plain: a simple request for both fetch and sendBeacon.
    const body = JSON.stringify({ s: id, e: queue });
    queue = [];
    if (!(beacon && nav.sendBeacon?.(visitEndpoint, body))) {
      fetch(visitEndpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(
        () => {},
      );
    }
  }
  function add(event: VisitEvent) {
    touch(id);
    queue.push(event);
    if (queue.length >= counterRules.batch) send(false);
    else timer ??= setTimeout(() => send(false), counterRules.waitMs);
  }

  const view: VisitEvent = { k: 'view', p: path, w: innerWidth < 640 ? 's' : innerWidth < 1024 ? 'm' : 'l' };
  if (fresh) {
    // The visit's first page: where it came from.
    const query = new URLSearchParams(location.search);
    const referrer = document.referrer;
    let host = '';
    try {
      host = referrer ? new URL(referrer).host : '';
    } catch {
      /* not an address */
    }
    Object.assign(view, {
      l: 1,
      r: host === location.host ? '' : host,
      us: query.get('utm_source') ?? '',
      um: query.get('utm_medium') ?? '',
      uc: query.get('utm_campaign') ?? '',
    });
  }
  add(view);

  const started = new Set<Element>();
  document.addEventListener('focusin', (e) => {
    const form = (e.target as Element).closest?.('form');
    if (form && !started.has(form)) {
      started.add(form);
      add({ k: 'start', p: path, f: formOf(form) });
    }
  });
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a');
    if (!link) return;
    if (link.getAttribute('href')?.startsWith('tel:')) add({ k: 'call', p: path });
    else if (link.matches('.site-header-cta,.action-bar-quote')) add({ k: 'quote', p: path });
  });
  addEventListener('lead-sent', (e) => {
    const detail = (e as CustomEvent<{ id: string; form: string }>).detail;
    add({ k: 'sent', p: path, f: detail.form, id: detail.id });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(true);
  });
  addEventListener('pagehide', () => send(true));
}

function formOf(form: Element): string {
  const island = form.closest('[data-island]')?.getAttribute('data-island') ?? '';
  return island.startsWith('Quote') ? 'quote' : island.startsWith('Estimate') ? 'estimate' : '';
}

// The tab's visit: its id, and whether it starts now (none yet, or 30 minutes since its last event).
function session(): { id: string; fresh: boolean } {
  try {
    const kept = JSON.parse(sessionStorage.getItem(visitSessionKey) ?? 'null') as { i?: string; t?: number } | null;
    if (kept?.i && typeof kept.t === 'number' && Date.now() - kept.t < counterRules.sessionMs) return { id: kept.i, fresh: false };
  } catch {
    /* blocked storage: every page is a visit of its own */
  }
  return { id: crypto.getRandomValues(new Uint32Array(3)).join('-').slice(0, 32), fresh: true };
}

function touch(id: string) {
  try {
    sessionStorage.setItem(visitSessionKey, JSON.stringify({ i: id, t: Date.now() }));
  } catch {
    /* blocked or full storage */
  }
}
