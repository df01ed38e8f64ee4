// A stand-in for the operator's SMTP relay, which cannot run here: smtp-server on loopback, without
// TLS or login, that takes `acceptAfterMs` to accept each mail, as a distant relay does.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startFakeSmtp({ acceptAfterMs }: { acceptAfterMs: number }) {
  /** The recipients of each mail accepted so far. */
  const accepted: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          accepted.push(session.envelope.rcptTo.map((recipient) => recipient.address));
          done();
        }, acceptAfterMs),
      );
    },
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
