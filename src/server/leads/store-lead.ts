export { storeLead };
export type { LeadStoredDeps };

import type { LeadQuestions } from '../../content/questions.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { NewJob } from '../jobs/job-table.ts';
import { officeEmailJobOf } from './deliver-lead.ts';
import { acknowledgementJobOf } from '../speed/acknowledgement-job.ts';
import { escalationJobsOf } from '../speed/escalation-job.ts';
import type { SpeedSettings } from '../speed/speed-settings.ts';
import { newLeadPushOf } from '../speed/push-job.ts';
import { submissionKeyOf } from '../store/lead.ts';
import type { Lead, NewLead } from '../store/lead.ts';
import type { LeadStore } from '../store/lead-store.ts';

/** What follows a stored lead. */
interface LeadStoredDeps {
  store: LeadStore;
  jobs: JobRunner;
  /** The forms' questions: the staff devices' alert names the lead's service and town. */
  questions: LeadQuestions;
  /** The homeowner's acknowledgement is on (speedToLead in site.yaml). */
  acknowledges: boolean;
  /** Staff devices can be told (Web Push keys are set). */
  pushes: boolean;
  /** The office's hours and waits, when a lead nobody answers is escalated (speedToLead in site.yaml). */
  escalation?: Pick<SpeedSettings, 'openings' | 'alertAfterMs' | 'warnAfterMs'>;
  /** How long the office e-mail waits for the browser to ask for it (with its photos) before the server sends it. */
  officeEmailDelayMs: number;
  /** Tells the inboxes listening that there is a new lead to fetch. */
  announce(lead: { id: string; spam: boolean }): void;
}

// A lead was stored: in one statement the lead and the jobs it causes (the office e-mail, the homeowner's
// acknowledgement, the staff devices' alert and the escalations at its deadlines, none for spam), so none is lost to
// a stop between the two; then the runner runs the due ones at once and the inbox hears of the lead. The office
// e-mail waits for its route, which sends it sooner (once the photos are in); it is sent anyway after the delay.
// Throws DuplicateLeadError when the id exists.
async function storeLead(deps: LeadStoredDeps, lead: NewLead): Promise<Lead> {
  const jobs = jobsOf(deps, { ...lead, submissionKey: submissionKeyOf(lead.id) }, new Date());
  const stored = await deps.store.insert(lead, undefined, jobs);
  // Only a job due now needs the runner now; the office e-mail waits for the browser, an escalation for its deadline.
  if (jobs.some((job) => !job.runAfterMs && !job.runAt)) deps.jobs.wake();
  deps.announce({ id: stored.id, spam: stored.spam });
  return stored;
}

function jobsOf(deps: LeadStoredDeps, lead: NewLead & { submissionKey: string }, receivedAt: Date): NewJob[] {
  if (lead.spam) return [];
  return [
    officeEmailJobOf(lead, deps.officeEmailDelayMs),
    ...(deps.acknowledges && lead.email ? [acknowledgementJobOf(lead)] : []),
    ...(deps.pushes ? [newLeadPushOf(lead, deps.questions)] : []),
    ...(deps.escalation ? escalationJobsOf(lead, deps.escalation, receivedAt) : []),
  ];
}
