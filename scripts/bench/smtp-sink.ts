// A real SMTP server in its own process for the speed bench: accepts every message and prints one JSON line per
// message as its DATA ends ({ to, autoSubmitted, at }), after a first line { port }.
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const autoSubmitted = /^Auto-Submitted:\s*(\S+)/im.exec(head.split(/\r?\n\r?\n/)[0] ?? '')?.[1] ?? '';
      console.log(JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), autoSubmitted, at: Date.now() }));
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.server.address() as { port: number }).port }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
