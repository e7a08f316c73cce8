export { pushJob, newLeadPushOf };

import type { LeadQuestions } from '../../content/questions.ts';
import { namedAnswer } from '../store/lead-answers.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { NewJob } from '../jobs/job-table.ts';
import type { Lead } from '../store/lead.ts';
import type { PushMessage, PushSender } from './push.ts';

/** The new-lead alert to every staff device: the name, service and town as the visitor chose them, never more. */
function newLeadPushOf(lead: Pick<Lead, 'id' | 'name' | 'form' | 'answers'>, questions: LeadQuestions): NewJob {
  const where = [namedAnswer(lead, questions, 'service')?.text, namedAnswer(lead, questions, 'town')?.text];
  const message: PushMessage = {
    title: 'New lead',
    body: [lead.name, ...where].filter(Boolean).join(' · ').slice(0, 200),
    url: `/staff/leads/${encodeURIComponent(lead.id)}`,
    tag: lead.id,
  };
  return { kind: 'push', key: `push:${lead.id}`, leadId: lead.id, payload: { ...message } };
}

// A push is worth little late: two more tries, ten seconds apart; each device's refusal is the sender's to handle.
function pushJob(sender: PushSender): JobHandler {
  return {
    attempts: 3,
    backoff: () => 10_000,
    async run(job) {
      return { accepted: await sender.toEveryone(job.payload as unknown as PushMessage) };
    },
  };
}
