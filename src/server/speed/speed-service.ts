export { startSpeedToLead };
export type { SpeedService, StoredLead };

import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createMailer } from '../mail/mailer.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { acknowledgementJob } from './acknowledgement-job.ts';
import { escalationJob } from './escalation-job.ts';
import { createSpeedStore } from './speed-store.ts';
import { createPushSender, createPushStore } from './push.ts';
import type { PushSender } from './push.ts';
import { pushJob } from './push-job.ts';
import { pushKeys } from './push-keys.ts';

/** What the inbox hears of a new lead: never its contents, only that there is one to fetch. */
interface StoredLead {
  id: string;
  spam: boolean;
}

/** The homeowner's acknowledgement and the office's alerts, as jobs of the server's runner. */
interface SpeedService {
  /** 'lead' (StoredLead) for every lead stored by this instance or, on PostgreSQL, by another. */
  readonly leads: EventEmitter<{ lead: [StoredLead] }>;
  /** Web Push to staff devices; undefined without VAPID keys (PostgreSQL without VAPID_* settings). */
  readonly push: PushSender | undefined;
  /** Whether stored leads are acknowledged (speedToLead in site.yaml). */
  readonly acknowledges: boolean;
  /** Tells the inboxes listening of a lead, once however often it is heard of. */
  announce(lead: StoredLead): void;
  /** The jobs in progress (tests and the bench wait for them). */
  settled(): Promise<void>;
  /** Closes the mailer of the acknowledgements and escalations, once the runner has stopped. */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    speed: SpeedService;
  }
}

// A lead that is not spam is acknowledged by a job on a mailer of its own, so the staff e-mail never waits behind
// it; its staff devices are told by another, and its escalations are jobs due at its deadlines. On PostgreSQL the
// look for other instances' leads is a periodic task of the same runner.
function startSpeedToLead(app: FastifyInstance, config: ServerConfig, store: LeadStore, jobs: JobRunner): SpeedService {
  const leads = new EventEmitter<{ lead: [StoredLead] }>();
  leads.setMaxListeners(0);
  const settings = config.speed;
  const messageDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost';
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
  if (settings && mailer) {
    jobs.register(
      'acknowledgement',
      acknowledgementJob({ db: store.db, mailer, settings, questions: config.questions, messageDomain, log: app.log }),
    );
  }

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
  if (push) jobs.register('push', pushJob(push));

  // Each lead is announced once, whether this instance stored it or saw it in the database.
  const seen = new Map<string, number>();
  const announce = (lead: StoredLead) => {
    if (seen.has(lead.id)) return;
    if (seen.size > 10_000) seen.clear();
    seen.set(lead.id, Date.now());
    leads.emit('lead', lead);
  };

  // On PostgreSQL other instances store leads too: while an inbox listens, look for them every 2 s (one query per
  // instance, whatever the number of open inboxes).
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
    jobs.every('new leads of other instances', 2_000, look, { always: true });
  }

  if (settings && mailer) {
    jobs.register(
      'escalation',
      escalationJob({
        speed: createSpeedStore(store.db),
        settings,
        mailer,
        publicUrl: config.publicUrl,
        questions: config.questions,
        owner: config.instanceId,
        messageDomain,
        log: app.log,
        push: push
          ? async (message) => {
              await push.toEveryone(message);
            }
          : undefined,
      }),
    );
  }

  return {
    leads,
    push,
    acknowledges: Boolean(settings && mailer),
    announce,
    settled: () => jobs.settled(),
    close() {
      mailer?.close();
    },
  };
}
