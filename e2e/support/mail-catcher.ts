/**
 * The end-to-end tests' mail catcher: a real SMTP server the app delivers to
 * (SMTP_URL=smtp://127.0.0.1:$E2E_SMTP_PORT), and a small HTTP API the specs read from.
 * Started by Playwright as a web server before the app.
 */
import http from 'node:http';
import { readMail, TestSmtpServer } from '../../apps/server/src/test/smtp-catcher.ts';
import { MAIL_API_PORT, SMTP_PORT } from './ports.ts';

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
  const received = smtp.received.filter(
    (mail) => !to || mail.rcptTo.some((address) => address.toLowerCase() === to),
  );
  void Promise.all(
    received.map(async (mail) => {
      const read = await readMail(mail.raw);
      return {
        to: mail.rcptTo,
        from: read.from,
        subject: read.subject,
        text: read.text,
        html: read.html,
        attachments: read.attachments.map((attachment) => ({
          filename: attachment.filename,
          content_type: attachment.contentType,
          content_base64: attachment.content.toString('base64'),
        })),
      };
    }),
  ).then((messages) => response.end(JSON.stringify({ messages })));
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
