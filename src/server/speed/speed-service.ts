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

/** What the inbox hears of a new lead: never its contents, only that there is one to fetch. */
interface StoredLead {
  id: string;
  spam: boolean;
}

/** The homeowner's acknowledgement and the office's alerts. */
interface SpeedService {
  /** 'lead' (StoredLead) for every lead stored by this instance or, on PostgreSQL, by another. */
  readonly leads: EventEmitter<{ lead: [StoredLead] }>;
  /** Acknowledgements in progress (tests and the bench wait for them). */
  settled(): Promise<void>;
  /** One background pass now: due acknowledgements. */
  runOnce(): Promise<void>;
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
    ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log, timeoutMs: config.mailTimeoutMs })
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

  const insert = store.insert.bind(store);
  store.insert = async (lead) => {
    const contact: Contact = await insert(lead);
    leads.emit('lead', { id: contact.id, spam: contact.spam });
    if (ack && !contact.spam) {
      track(
        acknowledgeLead(ack, contact.id).catch((error: unknown) =>
          app.log.error({ err: error, leadId: contact.id }, 'Acknowledgement failed; the background pass tries again'),
        ),
      );
    }
    return contact;
  };

  let running: Promise<void> | undefined;
  const runOnce = () =>
    (running ??= (async () => {
      if (ack) await acknowledgeDue(ack);
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'Speed-to-lead pass failed'))
      .finally(() => {
        running = undefined;
      }));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), Math.min(config.retry.intervalMs, 5_000));
    timer.unref();
  };
  if (config.retry.enabled) schedule();

  return {
    leads,
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.allSettled([...inFlight]);
      mailer?.close();
    },
  };
}
