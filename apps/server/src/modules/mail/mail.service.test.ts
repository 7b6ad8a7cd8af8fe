import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.ts';
import { emailOutbox } from '../../db/schema.ts';
import { readMail, TestSmtpServer } from '../../test/smtp-catcher.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { claimDueMail, NOT_SENT_WITHOUT_SMTP } from './mail.repository.ts';
import {
  createMailer,
  enqueueMail,
  printedMail,
  retryDelayMs,
  type MailLog,
  type Mailer,
  type MailerOptions,
} from './mail.service.ts';
import { contactStaffEmail, emailChangeEmail, verificationEmail } from './mail.templates.ts';

/** Records what the mailer logs (the stand-in for pino, not for any part under test). */
function recordingLog() {
  const entries: { level: 'info' | 'warn' | 'error'; args: unknown[] }[] = [];
  const record =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      entries.push({ level, args });
    };
  const log: MailLog = { info: record('info'), warn: record('warn'), error: record('error') };
  return { log, entries };
}

function sampleMail(n = 1) {
  return {
    to: `guest${n}@example.com`,
    subject: `Booking note ${n}`,
    text: `Hello guest ${n},\n\nhttps://aso.example/bookings/${n}\n`,
    html: `<p>Hello guest ${n}</p>`,
  };
}

let database: TestDatabase;
let smtp: TestSmtpServer;
let smtpConfig: Config;
let mailers: Mailer[] = [];

/** A mailer on the shared test database, stopped after the test. */
function mailer(options: Partial<MailerOptions> = {}): Mailer {
  const created = createMailer({
    db: database.db,
    config: smtpConfig,
    log: recordingLog().log,
    retryBaseMs: 200,
    ...options,
  });
  mailers.push(created);
  return created;
}

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

async function sleepUntil(moment: Date) {
  await sleep(Math.max(moment.getTime() - Date.now(), 0) + 25);
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new TestSmtpServer();
  await smtp.start();
  smtpConfig = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});

beforeEach(async () => {
  await database.reset();
  smtp.received.length = 0;
});

afterEach(async () => {
  await Promise.all(mailers.map((created) => created.stop()));
  mailers = [];
});

afterAll(async () => {
  await smtp?.stop();
  await database?.destroy();
});

describe('mail delivery over SMTP', () => {
  it('delivers a kicked mail from MAIL_FROM with a text and an HTML part, and marks it sent', async () => {
    const mail = verificationEmail({ firstName: 'Ada', url: 'https://aso.example/verify/abc' });
    const id = await enqueueMail(database.db, { to: 'ada@example.com', ...mail });
    const mailer1 = mailer();

    mailer1.kick();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
    await mailer1.stop(); // waits for the pass to record the delivery

    const [received] = smtp.received;
    expect(received!.mailFrom).toBe('bookings@asoresidences.ng');
    expect(received!.rcptTo).toEqual(['ada@example.com']);
    const read = await readMail(received!.raw);
    expect(read.from).toBe(smtpConfig.MAIL_FROM);
    expect(read.to).toBe('ada@example.com');
    expect(read.subject).toBe('Verify your email address');
    expect(received!.raw).toMatch(/^content-type: multipart\/alternative/im);
    expect(read.text).toBe(mail.text);
    expect(read.html).toBe(mail.html);
    expect(read.attachments).toEqual([]);

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends mail that nobody kicked once started, by polling the outbox', async () => {
    await enqueueMail(database.db, sampleMail());
    mailer({ pollIntervalMs: 50 }).start();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
  });

  it('never sends a mail whose transaction rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, sampleMail());
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');

    expect(await mailer().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('keeps a mail through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    try {
      const id = await enqueueMail(database.db, sampleMail());
      const mailer1 = mailer({ retryBaseMs: 500 });

      expect(await mailer1.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const failed = await outboxRow(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Backing off: not retried before it is due.
      expect(await mailer1.deliverDue()).toEqual({ sent: 0, failed: 0 });

      await smtp.start(port);
      await sleepUntil(failed.nextAttemptAt);
      expect(await mailer1.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(await mailer1.deliverDue()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      // Keeps the other tests working when an assertion above fails while it is down.
      if (!smtp.listening) await smtp.start(port);
    }
  });

  it('delivers after a restart what the stopped process left in the outbox', async () => {
    const id = await enqueueMail(database.db, sampleMail());
    await mailer().stop();
    expect(smtp.received).toEqual([]);

    expect(await mailer().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('retries a mail claimed by a process that died mid-send once its lease lapses', async () => {
    const id = await enqueueMail(database.db, sampleMail());
    const [claimed] = await claimDueMail(database.db, { limit: 10, leaseMs: 300 });
    expect(claimed!.id).toBe(id);

    const survivor = mailer();
    expect(await survivor.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await sleepUntil(claimed!.nextAttemptAt);
    expect(await survivor.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each mail exactly once when two mailers share one outbox', async () => {
    for (let n = 1; n <= 10; n += 1) await enqueueMail(database.db, sampleMail(n));
    const [first, second] = await Promise.all([
      mailer({ batchSize: 3 }).deliverDue(),
      mailer({ batchSize: 3 }).deliverDue(),
    ]);

    expect(first!.sent + second!.sent).toBe(10);
    expect(first!.failed + second!.failed).toBe(0);
    const subjects = await Promise.all(
      smtp.received.map(async (mail) => (await readMail(mail.raw)).subject),
    );
    expect(subjects.toSorted()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Booking note ${i + 1}`).toSorted(),
    );
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('runs one pass at a time: calls during a pass share the single pass that follows it', async () => {
    for (let n = 1; n <= 3; n += 1) await enqueueMail(database.db, sampleMail(n));
    const mailer1 = mailer();
    const first = mailer1.deliverDue();
    const second = mailer1.deliverDue();
    const third = mailer1.deliverDue();

    expect(second).toBe(third);
    expect(await first).toEqual({ sent: 3, failed: 0 });
    expect(await second).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it('backs off from 30 seconds, doubling per attempt, up to an hour', () => {
    expect([1, 2, 3, 7, 8, 50].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(3, 10)).toBe(40);
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the mail pending in the outbox and logs it once', async () => {
    const { log, entries } = recordingLog();
    const devMailer = mailer({ config: testConfig(), log });
    const mail = verificationEmail({ firstName: 'Ada', url: 'https://aso.example/verify/abc' });
    const id = await enqueueMail(database.db, { to: 'ada@example.com', ...mail });

    expect(await devMailer.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(entries).toEqual([
      {
        level: 'info',
        args: [
          { mailId: id },
          printedMail({ toAddress: 'ada@example.com', subject: mail.subject, textBody: mail.text }),
        ],
      },
    ]);
    expect(entries[0]!.args[1]).toContain('SMTP_URL is not set');
    expect(entries[0]!.args[1]).toContain('    https://aso.example/verify/abc\n');
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: NOT_SENT_WITHOUT_SMTP,
    });

    await devMailer.deliverDue();
    expect(entries).toHaveLength(1);
    expect(smtp.received).toEqual([]);

    // Once SMTP is configured, the kept mail goes out.
    expect(await mailer().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', lastError: null });
  });
});

describe('mail templates', () => {
  const url = 'https://aso.example/api/email/verify/tok123';

  it('escapes HTML in every interpolated value', () => {
    const mail = verificationEmail({ firstName: '<script>alert(1)</script>', url });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');

    const contact = contactStaffEmail({
      name: 'Eve <img src=x onerror=alert(1)>',
      email: 'eve@example.com',
      message: 'Is the "pool" open?\n<b>Thanks</b>',
    });
    expect(contact.subject).toBe('New contact message from Eve <img src=x onerror=alert(1)>');
    expect(contact.html).not.toMatch(/<img|<b>/);
    expect(contact.html).toContain('Is the &quot;pool&quot; open?\n&lt;b&gt;Thanks&lt;/b&gt;');
    expect(contact.text).toContain('To answer, reply to eve@example.com.');
  });

  it('puts the link on its own line in the text part and on a button in the HTML part', () => {
    const mail = verificationEmail({ firstName: 'Ada', url });
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('#1f4d3a');

    const change = emailChangeEmail({ firstName: 'Ada', url, newEmail: 'ada@new.example' });
    expect(change.subject).toBe('Confirm your new email address');
    expect(change.text).toContain('ada@new.example');
    expect(change.text).toContain(`\n${url}\n`);
  });

  it('keeps the subject on one line whatever the name contains', () => {
    const contact = contactStaffEmail({
      name: 'Ada\r\nBcc: victim@example.com',
      email: 'ada@example.com',
      message: 'Hello there, a question.',
    });
    expect(contact.subject).toBe('New contact message from Ada Bcc: victim@example.com');
  });
});
