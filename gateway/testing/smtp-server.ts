import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the server took: its recipients and its text as sent. */
export interface ReceivedMail {
  to: string[];
  text: string;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it accepts, and
 * refuses what the test tells it to: the next `refuseNext` messages with 451 (try again later),
 * or any recipient `refuseForGood` names with 550. `stop` and `start` take it down and bring it
 * back on the same port, as a mail server down for a while.
 *
 * @example const smtp = await startSmtpServer(); smtp.refuseNext = 2; … smtp.received
 */
export async function startSmtpServer() {
  const state = {
    received: [] as ReceivedMail[],
    /** How many of the next messages to refuse with 451. */
    refuseNext: 0,
    /** Messages refused so far. */
    refused: 0,
    refuseForGood: new Set<string>(),
  };
  const make = () =>
    new SMTPServer({
      authOptional: true,
      // Down at once: the app's pooled connection is cut, as a server that goes away cuts it.
      closeTimeout: 50,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (state.refuseForGood.has(address.address)) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (state.refuseNext > 0) {
            state.refuseNext--;
            state.refused++;
            return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
          }
          state.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Down: connections to the port are refused. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Back, on the same port. */
    async start() {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    /** Each recipient the server took a message for, in order. */
    recipients: () => state.received.flatMap((mail) => mail.to),
  });
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
