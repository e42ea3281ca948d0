/** A real SMTP server on a free local port that keeps every message it is handed, for tests of delivery. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.#server.server.address() as AddressInfo).port}`;
  }

  /** How many messages each recipient got. */
  countsByRecipient(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
