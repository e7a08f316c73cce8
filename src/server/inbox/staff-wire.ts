export {
  Account,
  Session,
  WhoAnswer,
  SessionsAnswer,
  SignInBody,
  PasswordBody,
  ResetBody,
  ResetAnswer,
  LinkAnswer,
  AccountBody,
  AccountCreated,
  AccountsAnswer,
  AccountRemoved,
  Choice,
  Choices,
  LeadChange,
  NoteBody,
  InboxQuery,
  LeadDeliveryState,
  LeadSummary,
  LeadList,
  LeadEvent,
  LeadDelivery,
  LeadFields,
  LeadDetail,
  eventKinds,
  leadDeliveryStates,
};
export type { LeadPhoto };

import { questionKinds } from '../../content/questions.ts';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { PhotoOfLead } from '../leads/lead-rows.ts';
import { nullable, refusalKeyword } from '../http/wire-schemas.ts';
import { deliveryStates, leadStatuses } from '../store/lead.ts';
import { passwordRules } from './passwords.ts';

// The inbox's API: each route's body, query and answer, once. The inbox imports the types (type-only), so what the
// server sends and what the inbox reads cannot drift apart.

/** The signed-in person. */
const Account = Type.Object({ email: Type.String(), name: Type.String() });

/** What signing in, or setting a password from a link, answers. */
const Session = Type.Object({
  account: Account,
  csrfToken: Type.String(),
  /** The business's time zone (IANA name): every time the inbox shows is on its clock. */
  timeZone: Type.String(),
});

/** "Who is signed in here?": nobody is an answer too ({ account: null }). */
const WhoAnswer = Type.Object({ account: nullable(Account), csrfToken: Type.String(), timeZone: Type.Optional(Type.String()) });

/** Each person's own signed-in browsers. */
const SessionsAnswer = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Type.String(),
      lastSeenAt: Type.String(),
      userAgent: Type.String(),
      current: Type.Boolean(),
    }),
  ),
});

const email = Type.String({ maxLength: 320 });
const password = Type.String({ maxLength: passwordRules.maxLength });

const SignInBody = Type.Object({ email: Type.Optional(email), password: Type.Optional(password) }, { additionalProperties: false });

const PasswordBody = Type.Object({ password }, { additionalProperties: false });

const ResetBody = Type.Object({ email: Type.Optional(email) }, { additionalProperties: false });

const ResetAnswer = Type.Object({ message: Type.String() });

/** What an invitation or reset link is for, before its password is set. */
const LinkAnswer = Type.Object({ email: Type.String(), purpose: Type.Enum(['invite', 'reset']) });

/** A new account: its e-mail address and, if given, one line of name. */
const AccountBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    name: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\r\\n]*$', [refusalKeyword]: { pattern: 'one line of text' } })),
  },
  { additionalProperties: false },
);

const AccountCreated = Type.Object({ account: Account, invitationUrl: Type.String(), emailed: Type.Boolean() });

const AccountsAnswer = Type.Object({
  accounts: Type.Array(
    Type.Object({
      email: Type.String(),
      name: Type.String(),
      createdAt: Type.String(),
      passwordSet: Type.Boolean(),
      lastSignInAt: nullable(Type.String()),
    }),
  ),
});

const AccountRemoved = Type.Object({ removed: Type.String() });

const Choice = Type.Object({ value: Type.String(), label: Type.String() });

/** The filters' options. */
const Choices = Type.Object({
  statuses: Type.Array(Choice),
  services: Type.Array(Choice),
  cities: Type.Array(Choice),
  /** The site's languages, named in English; one only: the inbox offers no language filter. */
  languages: Type.Array(Choice),
});

const statusValues = leadStatuses.map((status) => status.value);

/** A change of a lead's follow-up or spam mark. */
const LeadChange = Type.Object(
  { status: Type.Optional(Type.Enum(statusValues)), spam: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Longest note. */
const NoteBody = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: 5000,
      pattern: '\\S',
      [refusalKeyword]: { minLength: 'write the note', pattern: 'write the note' },
    }),
  },
  { additionalProperties: false },
);

const queryText = Type.Optional(Type.String({ maxLength: 200 }));
const day = Type.Optional(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', [refusalKeyword]: { pattern: 'a date like 2025-01-31' } }));
const whole = (max: number) =>
  Type.Optional(Type.String({ pattern: '^\\d{0,7}$', [refusalKeyword]: { pattern: `a whole number from 1 to ${max}` } }));

/** ?q=&status=&service=&city=&from=YYYY-MM-DD&to=YYYY-MM-DD&spam=exclude|only|all&page=1&pageSize=25; empty means unset. */
const InboxQuery = Type.Object(
  {
    q: queryText,
    status: Type.Optional(Type.Enum(['', ...statusValues])),
    service: queryText,
    city: queryText,
    /** A language code of the site's: the leads sent in it. */
    language: queryText,
    from: day,
    to: day,
    spam: Type.Optional(Type.Enum(['', 'exclude', 'only', 'all'])),
    page: whole(1_000_000),
    pageSize: whole(100),
  },
  { additionalProperties: false },
);

/** Where the office's e-mail about a lead stands: the stored delivery's states, or none before its first attempt;
 * outbox: sent, but only written to the server's outbox folder (no mail server). */
const leadDeliveryStates = ['none', ...deliveryStates, 'outbox'] as const;

const LeadDeliveryState = Type.Enum([...leadDeliveryStates]);

/** One row of the list. */
const LeadSummary = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  city: Type.String(),
  cityLabel: Type.String(),
  serviceType: Type.String(),
  serviceLabel: Type.String(),
  status: Type.Enum(statusValues),
  spam: Type.Boolean(),
  delivery: LeadDeliveryState,
  /** Photos the homeowner sent with it. */
  photoCount: Type.Integer(),
  /** The language it was sent in, in English, when not the site's main one ("Spanish"); else ''. */
  languageLabel: Type.String(),
  /** Office-hour milliseconds it has waited untouched (new, never contacted); null once someone took it up. */
  waitingMs: nullable(Type.Number()),
});

/** GET /api/staff/leads. */
const LeadList = Type.Object({
  leads: Type.Array(LeadSummary),
  /** What a wait is measured against: orange from warnAfterMs, red from promiseMs. */
  waiting: Type.Object({ promiseMs: Type.Number(), warnAfterMs: Type.Number() }),
  /** Leads the filter matches; a search counts up to 1,000. */
  total: Type.Integer(),
  /** A search matched more than `total`. */
  totalCapped: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Leads not marked spam that nobody has followed up yet. */
  newCount: Type.Integer(),
});

/** Every kind of line a lead's history keeps (the lead_events table's), besides its creation. */
const eventKinds = ['status', 'note', 'spam', 'resend', 'delivery', 'acknowledgement', 'contact', 'escalation'] as const;

/** One line of a lead's history: who did what, and when. */
const LeadEvent = Type.Object({
  at: Type.String(),
  actor: Type.String(),
  kind: Type.Enum(['created', ...eventKinds]),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
});

/** The lead's stored fields and answers with where it came from, its follow-up and its photos. */
const LeadFields = Type.Object({
  id: Type.String(),
  form: Type.Enum(['estimate', 'quote']),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** Each answer with its question's words when the lead was sent, in the order asked. */
  answers: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      kind: Type.Enum([...questionKinds]),
      value: Type.Union([Type.String(), Type.Array(Type.String())]),
      text: Type.String(),
    }),
  ),
  emailSent: Type.Enum(['0', '1']),
  emailError: nullable(Type.String()),
  userId: Type.Literal('anonymous'),
  createdAt: Type.String(),
  spam: Type.Boolean(),
  notifiedAt: nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptAt: nullable(Type.String()),
  copyOf: nullable(Type.String()),
  status: Type.Enum(statusValues),
  page: Type.String(),
  landingPage: Type.String(),
  referrer: Type.String(),
  utmSource: Type.String(),
  utmMedium: Type.String(),
  utmCampaign: Type.String(),
  utmTerm: Type.String(),
  utmContent: Type.String(),
  /** The photos the homeowner sent, oldest first; each url answers the image to this session. */
  photos: Type.Array(PhotoOfLead),
  /** How many photos the homeowner chose when sending (they follow the lead); 0 when none or not said. */
  photosComing: Type.Integer(),
  /** The language of the page it was sent from (a code); '' for the main language's older leads. */
  language: Type.String(),
});

/** The office e-mail's delivery; recipients as the server keeps them (address -> outcome). */
const LeadDelivery = Type.Object({
  state: LeadDeliveryState,
  attempts: Type.Integer(),
  sentAt: nullable(Type.String()),
  messageId: nullable(Type.String()),
  error: nullable(Type.String()),
  recipients: Type.Record(
    Type.String(),
    Type.Object({
      status: Type.Enum(['accepted', 'deferred', 'refused']),
      reply: Type.Optional(Type.String()),
      at: Type.String(),
      outbox: Type.Optional(Type.Literal(true)),
    }),
  ),
});

const labelOf = Type.String();

/** GET /api/staff/leads/:id, and the answer to every change of a lead. */
const LeadDetail = Type.Object({
  lead: LeadFields,
  /** The town and service answers in words ('' when not answered); the language when not the site's main one. */
  labels: Type.Object({ city: labelOf, serviceType: labelOf, language: labelOf }),
  history: Type.Array(LeadEvent),
  delivery: nullable(LeadDelivery),
  /** One-tap links; null when the lead has nothing to call, write to or find. */
  links: Type.Object({ tel: nullable(Type.String()), mailto: nullable(Type.String()), map: nullable(Type.String()) }),
});

type Account = Static<typeof Account>;
type Session = Static<typeof Session>;
type WhoAnswer = Static<typeof WhoAnswer>;
type SessionsAnswer = Static<typeof SessionsAnswer>;
type SignInBody = Static<typeof SignInBody>;
type LinkAnswer = Static<typeof LinkAnswer>;
type AccountCreated = Static<typeof AccountCreated>;
type AccountsAnswer = Static<typeof AccountsAnswer>;
type Choice = Static<typeof Choice>;
type Choices = Static<typeof Choices>;
type LeadChange = Static<typeof LeadChange>;
type InboxQuery = Static<typeof InboxQuery>;
type LeadDeliveryState = Static<typeof LeadDeliveryState>;
type LeadSummary = Static<typeof LeadSummary>;
type LeadList = Static<typeof LeadList>;
type LeadEvent = Static<typeof LeadEvent>;
type LeadDelivery = Static<typeof LeadDelivery>;
type LeadFields = Static<typeof LeadFields>;
type LeadPhoto = Static<typeof PhotoOfLead>;
type LeadDetail = Static<typeof LeadDetail>;
