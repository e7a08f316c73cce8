// `npx tsx scripts/bench/outbox-cpu.ts`: CPU time of writing one staff e-mail to the dev outbox (no SMTP_URL),
// in this process: the message built by the real mailer from a real lead e-mail, written as an .eml file.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { leadEmail } from '../../src/server/leads/lead-email';
import { createMailer } from '../../src/server/mail/mailer';
import { readSiteConfig } from '../../src/server/site-config';
import { threadsCpuNs } from './processes';
import type { Lead } from '../../src/server/store/lead';

const count = 2000;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
const mailer = createMailer({ from: '"Bench" <no-reply@example.com>', dataDir, log: Fastify({ logger: false }).log });
const { questions } = readSiteConfig(process.cwd());
try {
  await send(300);
  const cpu = process.cpuUsage();
  const threads = threadsCpuNs(process.pid);
  await send(count);
  const used = process.cpuUsage(cpu);
  const threadsAfter = threadsCpuNs(process.pid);
  const byThread = Object.keys(threadsAfter)
    .map((name) => `${name} ${((threadsAfter[name]! - (threads[name] ?? 0)) / 1e3 / count).toFixed(1)}`)
    .join(', ');
  const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
  console.log(
    `${count} outbox e-mails: CPU ${((used.user + used.system) / count).toFixed(1)} us each (system ${(used.system / count).toFixed(1)}; by thread: ${byThread}); ${files} .eml files`,
  );
} finally {
  mailer.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function send(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const contact = lead(i);
    await mailer.send({
      to: ['office@example.com', 'estimates@example.com'],
      ...leadEmail(contact, questions, 'https://windows.example'),
      replyTo: contact.email,
      leadId: contact.id,
      messageId: `<lead-${contact.submissionKey}@example.com>`,
    });
  }
}

function lead(i: number): Lead {
  const key = `${Date.now()}_${i.toString(16).padStart(24, '0')}`;
  return {
    id: `contact_${key}`,
    submissionKey: key,
    form: 'estimate',
    language: '',
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    phone: '(239) 555-0100',
    answers: [
      { key: 'city', label: 'City', kind: 'choice', value: 'cape-coral', text: 'Cape Coral' },
      { key: 'serviceType', label: 'Service', kind: 'choice', value: 'Windows', text: 'Windows' },
      { key: 'message', label: 'Message', kind: 'long', value: `Sequence ${i} of a load test.`, text: `Sequence ${i} of a load test.` },
    ],
    emailSent: '0',
    emailError: null,
    userId: 'anonymous',
    createdAt: new Date(),
    spam: false,
    notifiedAt: null,
    attempts: 0,
    nextAttemptAt: null,
    delivery: null,
    copyOf: null,
    status: 'new',
    page: '/replacement-windows/hurricane-windows',
    landingPage: '/?utm_source=google&utm_campaign=storm',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmMedium: '',
    utmCampaign: 'storm',
    utmTerm: '',
    utmContent: '',
    photos: [],
    photosComing: 0,
  };
}
