// @vitest-environment node
// The inbox under its strict content policy in real Chromium: the password rule's reason on the set-password
// screen, and the screen of one's own sessions, with no policy violation in the console.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';
import { sessionAccount } from '../support/staff-session';

const staffToken = 'security-inbox-test-token';
const suite = browserSuite({ STAFF_TOKEN: staffToken }, { root: siteBuild('roofer-site').root });
const password = 'four random words here';

test('a refused password says why; a person sees where they are signed in and signs another browser out', async () => {
  const created = await fetch(`${suite.site.url}/api/staff/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'policy@office.example' }),
  });
  expect(created.status).toBe(201);
  const invitation = new URL(((await created.json()) as { invitationUrl: string }).invitationUrl);

  const office = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await office.newPage();
  const errors = watchErrors(staff);
  await staff.goto(`${suite.site.url}${invitation.pathname}`);
  await staff.getByText('not one of the commonest passwords').waitFor();
  for (const [weak, reason] of [
    ['1234567890', 'a run of keys or letters in order'],
    ['basketball', 'one of the most common passwords'],
  ]) {
    await staff.getByLabel('New password').fill(weak!);
    await staff.getByLabel('The same password again').fill(weak!);
    await staff.getByRole('button', { name: 'Save password and sign in' }).click();
    await staff.getByRole('alert').getByText(reason!).waitFor();
  }
  await staff.getByLabel('New password').fill(password);
  await staff.getByLabel('The same password again').fill(password);
  await staff.getByRole('button', { name: 'Save password and sign in' }).click();
  await staff.getByRole('heading', { name: 'Leads' }).waitFor();

  // Another browser signs in to the same account.
  const other = await fetch(`${suite.site.url}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Other Browser 2.0' },
    body: JSON.stringify({ email: 'policy@office.example', password }),
  });
  expect(other.status).toBe(200);
  const otherCookie = other.headers.getSetCookie()[0]!.split(';')[0]!;

  await staff.getByRole('link', { name: 'policy@office.example' }).click();
  await staff.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
  await staff.getByText('This browser').waitFor();
  await staff.getByText('Other Browser 2.0').waitFor();
  await staff.getByRole('button', { name: 'Sign out there' }).click();
  await staff.getByText('Other Browser 2.0').waitFor({ state: 'detached' });
  expect(await sessionAccount(suite.site.url, otherCookie)).toBeNull();

  const policy = (await fetch(`${suite.site.url}/staff/sessions`)).headers.get('content-security-policy');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(errors).toEqual([]);
  await office.close();
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A refused password's 400 is the browser logging a failed request, not a script error.
    if (message.type() === 'error' && !/status of 40[01]/.test(message.text())) errors.push(message.text());
  });
  return errors;
}
