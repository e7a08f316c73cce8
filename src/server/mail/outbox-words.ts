export { outboxWords };

/** What staff read wherever an e-mail went to the outbox folder rather than to a mail server (no SMTP_URL): the
 * outbox takes every message as a mail server would, so these words say where it really went. The inbox, the
 * lead's history and the leads command all take them from here. */
const outboxWords = {
  /** A badge's room. */
  short: 'In outbox folder (no mail server)',
  /** After "E-mail" or "Acknowledgement". */
  sentence: 'written to the outbox folder (no mail server set)',
} as const;
