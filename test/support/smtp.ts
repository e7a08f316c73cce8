export { startSmtp, parseMessage };
export type { ReceivedMail, SmtpFixture, SmtpBehaviour };

import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it. */
interface ReceivedMail {
  /** SMTP envelope recipients. */
  rcptTo: string[];
  /** Unfolded headers, lower-case names (first occurrence). */
  headers: Record<string, string>;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  raw: string;
}

/** How the server misbehaves; change it at any time. */
interface SmtpBehaviour {
  /** Address -> how many more times RCPT TO is answered "451 try again later". */
  defer: Map<string, number>;
  /** Addresses refused for good (550). */
  refuse: Set<string>;
  /** Wait this long before answering 250 to the end of DATA (the message is kept all the same). */
  dataDelayMs: number;
}

/** A real SMTP server on 127.0.0.1 that can be stopped and started again on the same port. */
interface SmtpFixture {
  port: number;
  url: string;
  messages: ReceivedMail[];
  behaviour: SmtpBehaviour;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startSmtp(): Promise<SmtpFixture> {
  const messages: ReceivedMail[] = [];
  const behaviour: SmtpBehaviour = { defer: new Map(), refuse: new Set(), dataDelayMs: 0 };
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // No reverse DNS of 127.0.0.1 per connection: it costs hundreds of milliseconds here.
      disableReverseLookup: true,
      onRcptTo(address, _session, callback) {
        const left = behaviour.defer.get(address.address) ?? 0;
        if (left > 0) {
          behaviour.defer.set(address.address, left - 1);
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        if (behaviour.refuse.has(address.address)) {
          return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messages.push(
            parse(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          setTimeout(callback, behaviour.dataDelayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server!.server.address() as { port: number }).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    behaviour,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

/** Headers and decoded text and HTML parts of a message file (the dev outbox's .eml). */
function parseMessage(raw: string): ReceivedMail {
  return parse(raw, []);
}

function parse(raw: string, rcptTo: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  let text = '';
  let html = '';
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const partHeaders = parseHeaders(partHead);
      const decoded = decode(partBody.join('\r\n\r\n'), partHeaders['content-transfer-encoding'] ?? '7bit');
      if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) text = decoded;
      if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = decoded;
    }
  } else {
    text = decode(body, headers['content-transfer-encoding'] ?? '7bit');
  }
  return { rcptTo, headers, text, html, raw };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string): string {
  const trimmed = body.replace(/\r?\n$/, '');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = trimmed.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
  return trimmed;
}
