/**
 * The confirmation mail carries the PDF receipt (issue 11): the outbox row refers to the
 * payment, and the mailer makes the PDF at delivery and sends it over real SMTP.
 */
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, payments } from '../../db/schema.ts';
import { guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { readMail, TestSmtpServer } from '../../test/smtp-catcher.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enqueueMail } from './mail.service.ts';

const smtp = new TestSmtpServer();
const env: Record<string, string> = {};
// Registered before useTestApp's hooks, so the app is built with the catcher's address.
beforeAll(async () => {
  await smtp.start();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
});
afterAll(() => smtp.stop());

const ctx = useTestApp({ seed: true, env });
const db = () => ctx.database.db;

beforeEach(() => {
  smtp.received.length = 0;
});

const STUDIO = 1;

async function pdfText(content: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the booking confirmation mail', () => {
  it('carries the PDF receipt, made at delivery, holding the guest and the amount', async () => {
    const { reference } = (await initiate(ctx.app, guestRequest(STUDIO, 5, 3))).json();
    await payInSandbox(ctx.app, reference);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));

    const row = await latestMailTo(db(), 'ada@example.com');
    expect(row!.attachments).toEqual([{ kind: 'receipt', payment_id: payment!.id }]);
    expect(row!.textBody).toContain('Your receipt is attached to this email.');
    const staffRow = await latestMailTo(db(), 'frontdesk@asoresidences.ng');
    expect(staffRow!.attachments).toEqual([]);

    await ctx.app.mailer.deliverDue();
    const delivered = smtp.received.find((mail) => mail.rcptTo.includes('ada@example.com'));
    expect(delivered).toBeDefined();
    const [attachment, ...others] = (await readMail(delivered!.raw)).attachments;
    expect(others).toEqual([]);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toBe(`receipt_${payment!.id}.pdf`);
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(attachment!.content);
    expect(text).toContain('Ada Obi');
    // 3 nights × ₦35,000.
    expect(text).toContain('₦105,000');
    expect(text).toContain(reference);

    const staffMail = smtp.received.find((mail) =>
      mail.rcptTo.includes('frontdesk@asoresidences.ng'),
    );
    expect((await readMail(staffMail!.raw)).attachments).toEqual([]);
  });

  it('still goes out without a receipt whose payment no longer exists', async () => {
    const id = await enqueueMail(db(), {
      to: 'guest@example.com',
      subject: 'Your booking is confirmed',
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [{ kind: 'receipt', payment_id: 999_999 }],
    });
    await ctx.app.mailer.deliverDue();
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('sent');
    const delivered = smtp.received.find((mail) => mail.rcptTo.includes('guest@example.com'));
    expect((await readMail(delivered!.raw)).attachments).toEqual([]);
  });
});
