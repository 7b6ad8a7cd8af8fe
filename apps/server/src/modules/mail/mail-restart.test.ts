/**
 * Mail a process had claimed when it was killed (found by crash-safety.test.ts): on a
 * database that is the process's alone (embedded PGlite behind its data-dir lock) the
 * restarted process sends it at once; before, it waited out the dead process's lease
 * (DELIVERY_LEASE_MS, a minute), though no other process could be sending it. A mail the
 * SMTP server accepted just before the kill goes again under the same Message-ID.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { TestSmtpServer } from '../../test/smtp-catcher.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { claimDueMail, markMailAttemptFailed } from './mail.repository.ts';
import { createMailer, DELIVERY_LEASE_MS, enqueueMail, type Mailer } from './mail.service.ts';
import { outboxMessageId } from './message-id.ts';

const SMTP_PORT = 4564;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
const smtp = new TestSmtpServer();
let mailers: Mailer[] = [];

function startMailer(soleProcess: boolean): Mailer {
  const mailer = createMailer({
    db: database.db,
    config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }),
    log: silent,
    soleProcess,
  });
  mailers.push(mailer);
  mailer.start();
  return mailer;
}

const mail = (n: number) => ({
  to: `guest${n}@example.com`,
  subject: `Booking note ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

async function statusOf(id: number) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!.status;
}

async function waitForReceived(count: number) {
  for (let waited = 0; smtp.received.length < count && waited < 10_000; waited += 50) {
    await sleep(50);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await smtp.start(SMTP_PORT);
});
beforeEach(async () => {
  await database.reset();
  smtp.received.length = 0;
});
afterEach(async () => {
  await Promise.all(mailers.map((mailer) => mailer.stop()));
  mailers = [];
});
afterAll(async () => {
  await smtp.stop();
  await database?.destroy();
});

describe('mail claimed by a process that was killed', () => {
  it('is sent at once by the restarted process when the database is its alone', async () => {
    const ids = [await enqueueMail(database.db, mail(1)), await enqueueMail(database.db, mail(2))];
    // The killed process had claimed both and sent neither.
    const claimed = await claimDueMail(database.db, { limit: 10, leaseMs: DELIVERY_LEASE_MS });
    expect(claimed.map((row) => row.id)).toEqual(ids);

    startMailer(true);
    await waitForReceived(2);
    expect(smtp.received).toHaveLength(2);
    // The SMTP server has the second one a moment before the mailer records it as sent.
    await vi.waitFor(async () =>
      expect(await Promise.all(ids.map(statusOf))).toEqual(['sent', 'sent']),
    );
  });

  it('keeps a mail in back-off after a failed attempt waiting', async () => {
    const failed = await enqueueMail(database.db, mail(1));
    await markMailAttemptFailed(database.db, failed, { error: 'refused', retryInMs: 60_000 });
    const fresh = await enqueueMail(database.db, mail(2));

    startMailer(true);
    await waitForReceived(1);
    await sleep(300);
    expect(smtp.received).toHaveLength(1);
    await vi.waitFor(async () => expect(await statusOf(fresh)).toBe('sent'));
    expect(await statusOf(failed)).toBe('pending');
  });

  it('waits for the lease when other processes may share the database', async () => {
    const id = await enqueueMail(database.db, mail(1));
    await claimDueMail(database.db, { limit: 10, leaseMs: DELIVERY_LEASE_MS });

    const mailer = startMailer(false);
    await mailer.deliverDue();
    expect(smtp.received).toEqual([]);
    expect(await statusOf(id)).toBe('pending');
  });

  it('goes again under the same Message-ID when the kill came after the SMTP server took it', async () => {
    const id = await enqueueMail(database.db, mail(1));
    const mailer = startMailer(true);
    await waitForReceived(1);
    await mailer.stop();
    // The process died before its `markMailSent` committed.
    await database.db
      .update(emailOutbox)
      .set({
        status: 'pending',
        attempts: 0,
        sentAt: null,
        nextAttemptAt: sql`now() + interval '1 minute'`,
      })
      .where(eq(emailOutbox.id, id));

    startMailer(true);
    await waitForReceived(2);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    const ids = await Promise.all(
      smtp.received.map(async (copy) => (await simpleParser(copy.raw)).messageId),
    );
    expect(ids).toEqual([
      outboxMessageId(row!, 'bookings@asoresidences.ng'),
      outboxMessageId(row!, 'bookings@asoresidences.ng'),
    ]);
    expect(ids[0]).toBe(`<outbox-${id}.${row!.createdAt.getTime().toString(36)}@asoresidences.ng>`);
  });
});
