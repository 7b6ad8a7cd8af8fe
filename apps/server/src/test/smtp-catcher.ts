/**
 * A real SMTP server that keeps what it receives, and just enough MIME parsing to read it:
 * used by the mail tests and by the end-to-end mail catcher (e2e/support/mail-catcher.ts).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
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

/** Just enough MIME: unfolded top-level headers and the decoded body of each part. */
export function parseMessage(raw: string) {
  const headers = parseHeaders(raw.slice(0, raw.indexOf('\r\n\r\n')));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = new Map<string, string>();
  for (const part of boundary ? raw.split(`--${boundary}`).slice(1, -1) : []) {
    const split = part.indexOf('\r\n\r\n');
    const partHeaders = parseHeaders(part.slice(0, split).trim());
    const type = (partHeaders.get('content-type') ?? '').split(';')[0]!.trim();
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    parts.set(type, decodeBody(body, partHeaders.get('content-transfer-encoding')));
  }
  return { headers, parts };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
