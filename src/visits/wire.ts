export { counterRules, visitEndpoint, visitSessionKey, visitKinds, visitLimits };
export type { VisitBatch, VisitEvent, VisitKind };

/** Where the counter sends its batches. */
const visitEndpoint = '/api/visits';

/** The sessionStorage entry holding the tab's visit: `{"i": id, "t": last event (ms)}`. */
const visitSessionKey = 'visit-counter';

/** The counter's fixed behaviour. */
const counterRules = {
  /** Events per request: a full batch leaves at once. */
  batch: 10,
  /** A batch leaves this long after its first event at the latest. */
  waitMs: 3000,
  /** A visit ends after this long without an event. */
  sessionMs: 30 * 60_000,
};

/** page view, form started, form sent, call link tapped, quote button tapped. */
const visitKinds = ['view', 'start', 'sent', 'call', 'quote'] as const;

type VisitKind = (typeof visitKinds)[number];

/** Longest accepted values: what the endpoint refuses past them. */
const visitLimits = {
  /** Events in one request (a batch is 10; a hidden page may send what is left of two). */
  events: 20,
  /** Bytes of one request's body. */
  bodyBytes: 8 * 1024,
  /** The visit's id. */
  session: 40,
  /** A path. */
  path: 300,
  /** A referring site's host name. */
  host: 253,
  /** One utm tag. */
  utm: 100,
  /** A lead's id. */
  leadId: 100,
};

/** One event on the wire: short keys keep the counter small. */
interface VisitEvent {
  /** What happened. */
  k: VisitKind;
  /** Path of the page it happened on. */
  p: string;
  /** Page view: the visit's first page (1). */
  l?: 1;
  /** First page: the other site that sent the visitor (host name only). */
  r?: string;
  /** First page: utm_source, utm_medium, utm_campaign. */
  us?: string;
  um?: string;
  uc?: string;
  /** Page view: screen width, s (< 640 px), m (< 1024 px) or l. */
  w?: 's' | 'm' | 'l';
  /** Form started or sent: estimate or quote. */
  f?: string;
  /** Form sent: the lead's id. */
  id?: string;
}

/** One request: the visit's id and its events. */
interface VisitBatch {
  s: string;
  e: VisitEvent[];
}
