export { reportCommand, reportUsage };

/** The report command's lines in `npm run leads -- help`. */
const reportUsage = `  report --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json] [--out FILE]
                                            visits, leads and jobs won or lost per landing page, form page,
                                            source / medium / campaign and town (UTC days, both included)`;

// `npm run leads -- report`: the inbox's report through the running server, as CSV (default) or JSON.
async function reportCommand(
  api: { baseUrl: string; token: string },
  options: Record<string, string>,
  fail: (message: string) => Error,
): Promise<{ text: string; summary: string }> {
  const { from, to } = options;
  const format = options.format ?? 'csv';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!from || !day.test(from)) throw fail('--from: the first day, like 2026-10-01');
  if (!to || !day.test(to)) throw fail('--to: the last day, like 2026-10-31');
  if (format !== 'csv' && format !== 'json') throw fail('--format must be csv or json');
  const query = new URLSearchParams({ from, to, format });
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}/api/visits/report?${query}`, { headers: { authorization: `Bearer ${api.token}` } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(`Cannot reach the server at ${api.baseUrl} (${cause}). Is it running? Set LEADS_API_URL if it runs elsewhere.`);
  }
  const text = await response.text();
  if (!response.ok) {
    const body = JSON.parse(text || 'null') as { message?: string; details?: string | null; hint?: string | null } | null;
    throw new Error([body?.message ?? `The server answered ${response.status}`, body?.details, body?.hint].filter(Boolean).join('. '));
  }
  const output = format === 'json' ? `${JSON.stringify(JSON.parse(text), null, 2)}\n` : text;
  return { text: output, summary: `Report ${from} to ${to}` };
}
