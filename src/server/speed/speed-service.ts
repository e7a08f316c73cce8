export { startSpeedToLead };
export type { SpeedService, StoredLead };

import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import type { Contact } from '../store/contact.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { acknowledgeDue, acknowledgeLead } from './acknowledge.ts';
import type { AcknowledgeDeps } from './acknowledge.ts';
import { createAcknowledgementStore } from './acknowledgement-store.ts';
import { escalateDue } from './escalate.ts';
import type { EscalateDeps, Escalation } from './escalate.ts';
import { createSpeedStore } from './speed-store.ts';
import { choiceLabel } from '../../content/lead-choices.ts';
import { createPushSender, createPushStore } from './push.ts';
import type { PushSender } from './push.ts';
import { pushKeys } from './push-keys.ts';

/** What the inbox hears of a new lead: never its contents, only that there is one to fetch. */
interface StoredLead {
  id: string;
  spam: boolean;
}

/** The homeowner's acknowledgement and the office's alerts. */
interface SpeedService {
  /** 'lead' (StoredLead) for every lead stored by this instance or, on PostgreSQL, by another. */
  readonly leads: EventEmitter<{ lead: [StoredLead] }>;
  /** Web Push to staff devices; undefined without VAPID keys (PostgreSQL without VAPID_* settings). */
  readonly push: PushSender | undefined;
  /** Acknowledgements and pushes in progress (tests and the bench wait for them). */
  settled(): Promise<void>;
  /** One background pass now: due acknowledgements, then escalations as of `now` (the office's clock). */
  runOnce(now?: Date): Promise<Escalation[]>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    speed: SpeedService;
  }
}

// Every stored lead is announced; a lead that is not spam is acknowledged at once, on a mailer of its own, so the
// staff e-mail never waits behind it. A background pass finishes what a stopped process or a busy mail server left.
function startSpeedToLead(app: FastifyInstance, config: ServerConfig, store: LeadStore): SpeedService {
  const leads = new EventEmitter<{ lead: [StoredLead] }>();
  leads.setMaxListeners(0);
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const settings = config.speed;
  const mailer = settings
    ? createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
        timeoutMs: config.mailTimeoutMs,
        dkim: config.dkim,
      })
    : undefined;
  const ack: AcknowledgeDeps | undefined =
    settings && mailer
      ? {
          store: createAcknowledgementStore(store.db),
          mailer,
          settings,
          choices: config.choices,
          owner: config.instanceId,
          messageDomain: /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost',
          staleClaimMs: config.retry.staleClaimMs,
          backoff: { baseMs: 60_000, maxMs: 60 * 60_000 },
          log: app.log,
        }
      : undefined;

  let stopped = false;
  // Each lead is announced once, whether this instance stored it or saw it in the database.
  const keys = pushKeys(config.vapid ?? {}, config.dataDir, store.db.kind === 'pglite');
  if (!keys)
    app.log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys) on every instance');
  const subject = settings
    ? `mailto:${settings.business.email}`
    : config.publicUrl.startsWith('https:')
      ? config.publicUrl
      : 'mailto:office@localhost';
  const push = keys
    ? createPushSender(createPushStore(store.db), keys, subject, app.log, {
        extraOrigins: config.pushServiceOrigins ?? [],
        extraAgent: config.pushAgent,
        resolve: config.pushResolver,
      })
    : undefined;
  const seen = new Map<string, number>();
  const announce = (lead: StoredLead) => {
    if (seen.has(lead.id)) return;
    if (seen.size > 10_000) seen.clear();
    seen.set(lead.id, Date.now());
    leads.emit('lead', lead);
  };
  const insert = store.insert.bind(store);
  store.insert = async (lead) => {
    const contact: Contact = await insert(lead);
    announce({ id: contact.id, spam: contact.spam });
    if (push && !contact.spam) {
      const where = [
        contact.serviceType && choiceLabel(config.choices, 'serviceType', contact.serviceType),
        contact.city && choiceLabel(config.choices, 'city', contact.city),
      ];
      const message = {
        title: 'New lead',
        body: [contact.name, ...where].filter(Boolean).join(' · ').slice(0, 200),
        url: `/staff/leads/${encodeURIComponent(contact.id)}`,
        tag: contact.id,
      };
      track(push.toEveryone(message).catch((error: unknown) => app.log.error({ err: error, leadId: contact.id }, 'Push failed')));
    }
    if (ack && !contact.spam) {
      track(
        acknowledgeLead(ack, contact.id).catch((error: unknown) =>
          app.log.error({ err: error, leadId: contact.id }, 'Acknowledgement failed; the background pass tries again'),
        ),
      );
    }
    return contact;
  };

  // On PostgreSQL other instances store leads too: while an inbox listens, look for them every 2 s (one query per
  // instance, whatever the number of open inboxes).
  let watching: NodeJS.Timeout | undefined;
  if (store.db.kind === 'postgres') {
    let since: string | undefined;
    const look = async () => {
      const now = Date.now();
      for (const [id, at] of seen) if (now - at > 60_000) seen.delete(id);
      if (leads.listenerCount('lead') === 0) {
        since = undefined;
        return;
      }
      // A lead's created_at is its transaction's start: look a few seconds back, the seen list drops repeats.
      since ??= String((await store.db.query<{ now: string }>(`SELECT (now() - interval '5 seconds')::text AS now`))[0]!.now);
      const rows = await store.db.query<{ id: string; spam: boolean; at: string }>(
        `SELECT id, spam, created_at::text AS at FROM contacts WHERE created_at > $1::timestamptz ORDER BY created_at LIMIT 200`,
        [since],
      );
      for (const row of rows) announce({ id: row.id, spam: row.spam });
      const last = rows.at(-1);
      if (last && rows.length === 200) since = last.at;
      else since = String((await store.db.query<{ now: string }>(`SELECT (now() - interval '5 seconds')::text AS now`))[0]!.now);
    };
    const poll = () => {
      watching = setTimeout(
        () =>
          void look()
            .catch(() => {})
            .finally(() => !stopped && poll()),
        2_000,
      );
      watching.unref();
    };
    poll();
  }

  const escalate: EscalateDeps | undefined =
    settings && mailer && ack
      ? {
          speed: createSpeedStore(store.db),
          settings,
          mailer,
          publicUrl: config.publicUrl,
          choices: config.choices,
          owner: config.instanceId,
          messageDomain: ack.messageDomain,
          log: app.log,
          stopping: () => stopped,
          push: push
            ? async (message) => {
                await push.toEveryone(message);
              }
            : undefined,
        }
      : undefined;

  let running: Promise<Escalation[]> | undefined;
  const runOnce = (now = new Date()) =>
    (running ??= (async () => {
      if (ack) await acknowledgeDue(ack);
      return escalate ? escalateDue(escalate, now) : [];
    })()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'Speed-to-lead pass failed');
        return [];
      })
      .finally(() => {
        running = undefined;
      }));
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), Math.min(config.retry.intervalMs, 5_000));
    timer.unref();
  };
  if (config.retry.enabled) schedule();

  return {
    leads,
    push,
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(watching);
      await running;
      await Promise.allSettled([...inFlight]);
      mailer?.close();
    },
  };
}
