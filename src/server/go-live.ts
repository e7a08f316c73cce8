// Ready to go live: nothing of a sample left in the content, and the settings a real site needs (its https address,
// a mail server, a sender on a real domain). `npm run check -- --production` prints it in full; the server will not
// start on an https PUBLIC_URL without it.
export { goLiveProblems, settingProblems, settingAdvice };
export type { SettingProblem };

import { loadContentSync } from '../content/load.ts';
import type { ContentError } from '../content/content-error.ts';
import { isReservedHost } from '../content/reserved-values.ts';

/** A setting (an environment variable or a line of .env) that is missing or still an example. */
interface SettingProblem {
  variable: string;
  message: string;
  hint: string;
}

/** Every problem on one line each: `file:line:column  what. What to do.` for content, `VARIABLE  ...` for settings. */
function goLiveProblems(env: NodeJS.ProcessEnv, root: string): string[] {
  const result = loadContentSync({ root, production: true });
  const content = result.ok ? [] : result.errors.map(contentLine);
  return [...content, ...settingProblems(env).map((problem) => `${problem.variable}  ${problem.message}. ${problem.hint}`)];
}

function settingProblems(env: NodeJS.ProcessEnv): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';
  const publicUrl = value('PUBLIC_URL');
  const publicHost = hostOf(publicUrl);
  if (!publicUrl) {
    problems.push({
      variable: 'PUBLIC_URL',
      message: 'is not set',
      hint: "Set it to the site's https address, like https://www.yourbusiness.com: links in the office's e-mails point there.",
    });
  } else if (!publicUrl.toLowerCase().startsWith('https://')) {
    problems.push({
      variable: 'PUBLIC_URL',
      message: `is ${publicUrl}, not an https address`,
      hint: 'Serve the site over HTTPS (a reverse proxy can) and set PUBLIC_URL to its https:// address.',
    });
  } else if (publicHost && isReservedHost(publicHost)) {
    problems.push({
      variable: 'PUBLIC_URL',
      message: `is on ${publicHost}, an example address`,
      hint: "Set it to the site's own address.",
    });
  }
  const mailFrom = value('MAIL_FROM');
  const senderDomain = /@([^@\s<>]+?)>?$/.exec(mailFrom)?.[1];
  if (!mailFrom) {
    problems.push({
      variable: 'MAIL_FROM',
      message: 'is not set, so the e-mails would come from no-reply@localhost, which mail servers refuse',
      hint: `Set it to an address on your own domain that your mail server may send as, like '"Your Business" <website@yourbusiness.com>'.`,
    });
  } else if (!senderDomain || !senderDomain.includes('.') || isReservedHost(senderDomain)) {
    problems.push({
      variable: 'MAIL_FROM',
      message: `is ${mailFrom}, not an address on a real domain`,
      hint: 'Use an address on your own domain that your mail server may send as.',
    });
  }
  const smtpUrl = value('SMTP_URL');
  const smtpHost = hostOf(smtpUrl);
  if (!smtpUrl) {
    problems.push({
      variable: 'SMTP_URL',
      message: 'is not set, so every e-mail would only be written to a file in DATA_DIR/outbox',
      hint: "Set your mail provider's SMTP address with its credentials, like smtps://user:password@smtp.yourprovider.com:465.",
    });
  } else if (smtpHost && isReservedHost(smtpHost)) {
    problems.push({
      variable: 'SMTP_URL',
      message: `is on ${smtpHost}, an example address`,
      hint: "Set your mail provider's SMTP address.",
    });
  }
  const staffEmails = value('STAFF_EMAILS')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => isReservedHost(address.split('@').pop() ?? ''));
  if (staffEmails.length) {
    problems.push({
      variable: 'STAFF_EMAILS',
      message: `holds ${staffEmails.join(', ')}, on an example domain`,
      hint: 'List the addresses that should receive each lead.',
    });
  }
  const dkimDomain = value('DKIM_DOMAIN');
  if (dkimDomain && isReservedHost(dkimDomain)) {
    problems.push({ variable: 'DKIM_DOMAIN', message: `is ${dkimDomain}, an example domain`, hint: "Set it to MAIL_FROM's domain." });
  }
  return problems;
}

/** What helps a live site without stopping it: signed mail reaches inboxes more often. */
function settingAdvice(env: NodeJS.ProcessEnv): string[] {
  if (env.DKIM_DOMAIN?.trim()) return [];
  return [
    'DKIM is not set up, so the e-mails go out unsigned and more often land in spam: set DKIM_DOMAIN, DKIM_SELECTOR and ' +
      'DKIM_PRIVATE_KEY_FILE, then publish the records `npm run leads -- mail-dns` prints (docs/operators.md, Getting e-mail into inboxes).',
  ];
}

function contentLine(error: ContentError): string {
  return `${error.file}:${error.line}:${error.column}  ${error.message}.${error.hint ? ` ${error.hint}` : ''}`;
}

function hostOf(url: string): string | undefined {
  try {
    return url ? new URL(url).hostname.replace(/^\[|\]$/g, '') : undefined;
  } catch {
    return undefined;
  }
}
