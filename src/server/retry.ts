export { startRetry };
export type { RetryLoop };

import type { RetrySettings } from './config.ts';
import { deliverLead } from './leads/deliver-lead.ts';
import type { DeliveryDeps } from './leads/deliver-lead.ts';

/** The background retry, a periodic task of the job runner. */
interface RetryLoop {
  /** Runs one pass now (or joins the one running); resolves with the number of leads sent. */
  runOnce(): Promise<number>;
}

// Every lead is stored before any e-mail is tried; this loop e-mails the ones still unnotified after
// `delayMs` (mail server down, browser closed mid-way), with exponential backoff between failures.
// While the mail server is down each pass asks it whether it is back: once it answers, every waiting
// lead is due at once, oldest first, instead of sitting out its backoff.
function startRetry(deps: DeliveryDeps, settings: RetrySettings, stopping: () => boolean): RetryLoop {
  let running: Promise<number> | undefined;
  // After a start the state of the mail server is unknown: look once.
  deps.health.down = true;

  async function pass(): Promise<number> {
    if (deps.health.down && !(await recovered())) return 0;
    let sent = 0;
    // Keep going while full batches come back, so a backlog drains without waiting a whole interval.
    for (let batch = 0; batch < 100; batch++) {
      const due = await deps.store.dueForRetry(settings.delayMs, settings.staleClaimMs, settings.batchSize);
      for (const contact of due) {
        if (stopping()) return sent;
        const outcome = await deliverLead(deps, contact);
        if (outcome === 'sent' || outcome === 'partly') {
          sent++;
          deps.log.info({ leadId: contact.id }, 'Lead e-mailed by the retry');
        }
        if (outcome === 'failed' && deps.health.down) return sent; // the mail server is down: wait for the next pass
      }
      if (due.length < settings.batchSize || stopping()) return sent;
    }
    return sent;
  }

  async function recovered(): Promise<boolean> {
    try {
      await deps.mailer.verify();
    } catch {
      return false;
    }
    deps.health.down = false;
    const woken = await deps.store.wakePending();
    if (woken) deps.log.info(`The mail server answers: ${woken} waiting lead(s) go out now, oldest first`);
    return true;
  }

  function runOnce(): Promise<number> {
    running ??= pass()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'Lead retry pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return { runOnce };
}
