export type {
  Account,
  Session,
  Choice,
  Choices,
  LeadSummary,
  LeadList,
  LeadEvent,
  LeadDelivery,
  LeadDetail,
  LeadFields,
  LeadPhoto,
  DeliveryState,
};

/** The signed-in person. */
interface Account {
  email: string;
  name: string;
}

/** What the server answers on sign-in and on asking who is signed in. */
interface Session {
  account: Account;
  csrfToken: string;
  /** The business's time zone (IANA name): every time the inbox shows is on its clock. */
  timeZone: string;
}

interface Choice {
  value: string;
  label: string;
}

/** The filters' options: GET /api/staff/choices. */
interface Choices {
  statuses: Choice[];
  services: Choice[];
  cities: Choice[];
}

/** Where the office's e-mail about a lead stands; outbox: only written to the server's outbox folder (no mail server). */
type DeliveryState = 'none' | 'sending' | 'pending' | 'sent' | 'outbox' | 'failed';

/** One row of the list. */
interface LeadSummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  cityLabel: string;
  serviceType: string;
  serviceLabel: string;
  status: string;
  spam: boolean;
  delivery: DeliveryState;
  /** Photos the homeowner sent with it. */
  photoCount: number;
  /** Office-hour milliseconds it has waited untouched (new, never contacted); null once someone took it up. */
  waitingMs: number | null;
}

/** A photo of a lead; its url answers the image to the signed-in session. */
interface LeadPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  /** Size of the stored JPEG. */
  bytes: number;
}

/** GET /api/staff/leads. */
interface LeadList {
  leads: LeadSummary[];
  /** What a wait is measured against: orange from warnAfterMs, red from promiseMs. */
  waiting: { promiseMs: number; warnAfterMs: number };
  /** Leads the filter matches; a search counts up to 1,000. */
  total: number;
  /** A search matched more than `total`. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Leads not marked spam that nobody has followed up yet. */
  newCount: number;
}

/** One line of a lead's history: who did what, and when. */
interface LeadEvent {
  at: string;
  actor: string;
  kind: 'created' | 'status' | 'note' | 'spam' | 'resend' | 'delivery' | 'acknowledgement' | 'contact' | 'escalation';
  from?: string;
  to?: string;
  text?: string;
}

/** The staff e-mail's delivery; recipients as the server reports them (a list or address -> outcome). */
interface LeadDelivery {
  state: DeliveryState;
  attempts: number;
  sentAt: string | null;
  messageId: string | null;
  error: string | null;
  recipients: unknown;
}

/** The lead's stored fields (raw values) with its attribution and follow-up status. */
interface LeadFields {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  serviceType: string;
  projectType: string;
  timeline: string;
  budget: string;
  message: string;
  spam: boolean;
  status: string;
  page?: string;
  landingPage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The photos the homeowner sent, oldest first. */
  photos: LeadPhoto[];
  /** How many photos the homeowner chose when sending (they follow the lead); 0 when none or not said. */
  photosComing: number;
}

/** GET /api/staff/leads/:id, and the answer to every change of a lead. */
interface LeadDetail {
  lead: LeadFields;
  labels: { city: string; serviceType: string; projectType: string; timeline: string; budget: string };
  history: LeadEvent[];
  delivery: LeadDelivery | null;
  /** One-tap links; null when the lead has nothing to call, write to or find. */
  links: { tel: string | null; mailto: string | null; map: string | null };
}
