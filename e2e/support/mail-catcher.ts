/**
 * The end-to-end tests' mail catcher: a real SMTP server the app delivers to
 * (SMTP_URL=smtp://127.0.0.1:$E2E_SMTP_PORT), and a small HTTP API the specs read from.
 * Started by Playwright as a web server before the app.
 */
import http from 'node:http';
import { parseMessage, TestSmtpServer } from '../../apps/server/src/test/smtp-catcher.ts';
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
      const { headers, parts } = parseMessage(mail.raw);
      return {
        to: mail.rcptTo,
        from: decodeHeader(headers.get('from') ?? ''),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text: parts.get('text/plain') ?? '',
        html: parts.get('text/html') ?? '',
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
