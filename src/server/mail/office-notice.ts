export { tellOffice };

import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from './mailer.ts';

// A few words from the server to the office's addresses (the lead e-mails' recipients), e.g. that photos are refused.
async function tellOffice(mailer: Mailer, config: ServerConfig, domain: string, subject: string, sentence: string): Promise<void> {
  await mailer.send({
    to: config.recipients,
    subject: `${config.site.name} website: ${subject}`,
    text: `${sentence}\n`,
    html: `<p>${escapeHtml(sentence)}</p>`,
    label: 'office-notice',
    messageId: `<notice-${randomBytes(12).toString('hex')}@${domain}>`,
  });
}
