/**
 * A real SMTP server that keeps what it receives, and a reader of what it received:
 * used by the mail tests and by the end-to-end mail catcher (e2e/support/mail-catcher.ts).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  /** When the catcher accepted it (`Date.now()`). */
  at: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  /** Listens on `port`, or on a free one the first time. */
  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          this.received.push({
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface ReadMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** `Name <address>` (or the bare address), as the sender wrote them. */
const addresses = (fields: AddressObject[]) =>
  fields
    .flatMap((field) => field.value)
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? '')))
    .join(', ');

/** A received message as a reader sees it (MIME read by `mailparser`). */
export async function readMail(raw: string): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  return {
    from: addresses(mail.from ? [mail.from] : []),
    to: addresses([mail.to ?? []].flat()),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
