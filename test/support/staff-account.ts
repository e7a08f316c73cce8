export { staffSessionCookie };

/**
 * An inbox account made with the staff token, its password set through its invitation link, as an office member
 * would: the session cookie that answers, for a browser context (`context.addCookies`).
 */
async function staffSessionCookie(
  siteUrl: string,
  staffToken: string,
  email: string,
): Promise<{ name: string; value: string; url: string }> {
  const created = await fetch(`${siteUrl}/api/staff/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (created.status !== 201) throw new Error(`Creating ${email}: HTTP ${created.status}`);
  const token = new URL(((await created.json()) as { invitationUrl: string }).invitationUrl).pathname.split('/').pop();
  const accepted = await fetch(`${siteUrl}/api/staff/invitations/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ password: 'a long enough password' }),
  });
  if (accepted.status !== 200) throw new Error(`Accepting the invitation of ${email}: HTTP ${accepted.status}`);
  const [name = '', value = ''] = (accepted.headers.get('set-cookie') ?? '').split(';')[0]!.split('=');
  if (name !== 'staff_session' || !value) throw new Error(`No session cookie for ${email}`);
  return { name, value, url: siteUrl };
}
