/**
 * The end-to-end tests' mail catcher: a real SMTP server the app delivers to
 * (SMTP_URL=smtp://127.0.0.1:$E2E_SMTP_PORT), and a small HTTP API the specs read from.
 * Started by Playwright as a web server before the app.
 */
import http from 'node:http';
import { TestSmtpServer } from '../../apps/server/src/test/smtp-catcher.ts';
import { MAIL_API_PORT, SMTP_PORT } from './ports.ts';

/**
 * Undoes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`): a header with text
 * beyond ASCII, such as a subject with the en dash of a stay's dates, arrives so.
 */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1');
      },
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body, 'base64');
  if (encoding.toLowerCase() !== 'quoted-printable') {
    return Buffer.from(body.replace(/\r\n/g, '\n'), 'utf8');
  }
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

interface Leaf {
  type: string;
  headers: Map<string, string>;
  content: Buffer;
}

/**
 * The leaves of a MIME entity, depth first: a mail with an attachment is a
 * multipart/mixed holding a multipart/alternative (text and HTML) and the file.
 */
function leavesOf(raw: string): { headers: Map<string, string>; leaves: Leaf[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!type.startsWith('multipart/') || !boundary) {
    const content = decodeBody(body.replace(/\r\n$/, ''), headers.get('content-transfer-encoding'));
    return { headers, leaves: [{ type, headers, content }] };
  }
  const leaves = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leavesOf(part.replace(/^\r\n/, '')).leaves);
  return { headers, leaves };
}

/** The file name of an attachment (`Content-Disposition: attachment; filename="…"`). */
const fileNameOf = (leaf: Leaf) =>
  /filename="?([^";]+)"?/i.exec(leaf.headers.get('content-disposition') ?? '')?.[1] ??
  /name="?([^";]+)"?/i.exec(leaf.headers.get('content-type') ?? '')?.[1];

const smtp = new TestSmtpServer();
await smtp.start(SMTP_PORT);

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return response.end('{"status":"ok"}');
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    return response.end('{"message":"not found"}');
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = smtp.received
    .filter((mail) => !to || mail.rcptTo.some((address) => address.toLowerCase() === to))
    .map((mail) => {
      const { headers, leaves } = leavesOf(mail.raw);
      const isAttachment = (leaf: Leaf) =>
        /^attachment/i.test(leaf.headers.get('content-disposition') ?? '');
      const body = (type: string) =>
        leaves.find((leaf) => leaf.type === type && !isAttachment(leaf))?.content.toString('utf8');
      return {
        to: mail.rcptTo,
        from: decodeHeader(headers.get('from') ?? ''),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text: body('text/plain') ?? '',
        html: body('text/html') ?? '',
        attachments: leaves.filter(isAttachment).map((leaf) => ({
          filename: decodeHeader(fileNameOf(leaf) ?? ''),
          content_type: leaf.type,
          content_base64: leaf.content.toString('base64'),
        })),
      };
    });
  response.end(JSON.stringify({ messages }));
});
api.listen(MAIL_API_PORT, '127.0.0.1', () => {
  console.log(
    `mail catcher: SMTP on ${SMTP_PORT}, messages at http://127.0.0.1:${MAIL_API_PORT}/messages`,
  );
});

const stop = () => {
  api.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
