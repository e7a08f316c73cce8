export { sendAccountLink, linkLifetimes, linkLimit };

import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { StaffAccount, TokenPurpose } from '../store/staff-store.ts';
import { newSecret, secretHash } from './passwords.ts';
import type { StaffDeps } from '../staff-deps.ts';

/** How long a link works: an invitation a week (people are away), a reset an hour. */
const linkLifetimes: Record<TokenPurpose, number> = { invite: 7 * 24 * 60 * 60_000, reset: 60 * 60_000 };

/** Links per account: 3 an hour, and none while one sent in the last 15 minutes is unused (no mail-bombing). */
const linkLimit = { perHour: 3, quietMs: 15 * 60_000 };

// Makes a one-time link for the account and e-mails it (SMTP, or the dev outbox). Returns the link and whether
// a mail server accepted the message (the send is waited for at most `waitMs`), or undefined when the account
// was sent enough links lately.
async function sendAccountLink(
  deps: StaffDeps,
  account: StaffAccount,
  purpose: TokenPurpose,
  waitMs: number,
): Promise<{ url: string; emailed: boolean } | undefined> {
  const token = newSecret();
  if (!(await deps.accounts.addToken(account.id, secretHash(token), purpose, linkLifetimes[purpose], linkLimit))) return undefined;
  const url = `${deps.config.publicUrl}/staff/${purpose}/${token}`;
  const { subject, text, html } = linkEmail(deps.config.site.name, account, purpose, url);
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(deps.config.mailFrom)?.[1] ?? 'localhost';
  const sending = deps.mailer
    .send({
      to: [account.email],
      subject,
      text,
      html,
      label: `staff-${purpose}`,
      messageId: `<staff-${randomBytes(12).toString('hex')}@${domain}>`,
    })
    .then((result) => result.accepted.length > 0 && Boolean(deps.config.smtpUrl))
    .catch((error: unknown) => {
      deps.delivery.log.warn({ err: error, purpose }, 'Could not e-mail a staff account link');
      return false;
    });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  const emailed = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return { url, emailed };
}

function linkEmail(siteName: string, account: StaffAccount, purpose: TokenPurpose, url: string) {
  const greeting = account.name ? `Hello ${account.name},` : 'Hello,';
  const lines =
    purpose === 'invite'
      ? [
          greeting,
          '',
          `You now have access to the ${siteName} lead inbox, where the website's estimate requests arrive.`,
          'Open this link to choose your password (it works once, for 7 days):',
          '',
          url,
          '',
          'Then sign in with this e-mail address and that password.',
        ]
      : [
          greeting,
          '',
          `Someone asked to set a new password for the ${siteName} lead inbox with this address.`,
          'Open this link to choose a new password (it works once, for 1 hour):',
          '',
          url,
          '',
          'If it was not you, ignore this message: your password stays as it is.',
        ];
  const subject = purpose === 'invite' ? `Your access to the ${siteName} lead inbox` : `Set a new password for the ${siteName} lead inbox`;
  const html = lines
    .map((line) => (line === url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : line ? `<p>${escapeHtml(line)}</p>` : ''))
    .join('\n');
  return { subject, text: lines.join('\n'), html };
}
