/** A real SMTP server on a free local port that keeps every message it is handed, for tests of delivery (API and browser tests alike). */
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
    // A sender killed mid-message resets its connection; that is the sender's failure, not the sink's.
    this.#server.on('error', () => {});
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

/** One part of a received message, decoded. */
export interface MailPart {
  type: string;
  body: string;
}

/** The top-level content type of a raw message and its parts (one level), decoded from quoted-printable or base64. */
export function mailParts(raw: string): { type: string; parts: MailPart[] } {
  const head = (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { type, parts: [] };
  const parts: MailPart[] = [];
  // Split on the message's own boundary: an HTML line may start with "--" too (the end of a comment).
  for (const chunk of raw.split(`\r\n--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [partHead = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(body, 'latin1');
    parts.push({ type: /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim() ?? '', body: bytes.toString('utf8') });
  }
  return { type, parts };
}
