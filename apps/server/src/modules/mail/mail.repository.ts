import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox, type MailAttachmentRef } from '../../db/schema.ts';

export type { MailAttachmentRef };

export type OutboxMail = typeof emailOutbox.$inferSelect;

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files made at delivery (e.g. a receipt), not stored with the mail. */
  attachments?: MailAttachmentRef[];
}

/**
 * Marks a pending mail that was printed to the log because no SMTP server is configured.
 * It keeps `attempts = 0` and the row pending, so once SMTP_URL is set the mail is sent.
 */
export const NOT_SENT_WITHOUT_SMTP = 'not sent: SMTP_URL is not set';

/** `now() + ms` on the database clock, which every app process shares. */
function nowPlus(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}

export async function insertOutboxMail(db: Db | Tx, mail: NewOutboxMail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Claims up to `limit` due mails for this process by pushing their next attempt `leaseMs`
 * ahead. SKIP LOCKED lets several processes claim side by side without waiting or
 * overlapping; a process that dies mid-send leaves its mails to be retried after the lease.
 */
export async function claimDueMail(
  db: Db,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(emailOutbox)
      .set({ nextAttemptAt: nowPlus(leaseMs) })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/**
 * Makes due now the mails claimed and never tried (`attempts = 0`, so their next attempt
 * is a lease, not a back-off): for a database only this process uses, whose earlier
 * process died mid-pass (kill -9) or stopped with part of a batch unsent.
 */
export async function releaseUntriedClaims(db: Db): Promise<number> {
  const released = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.attempts, 0),
        gt(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({ id: emailOutbox.id });
  return released.length;
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      // A sent mail has no outstanding problem; the log keeps the history of failures.
      lastError: null,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Counts a failed attempt and schedules the next one `retryInMs` from now. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  { error, retryInMs }: { error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error,
      nextAttemptAt: nowPlus(retryInMs),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/**
 * Takes pending mails that were never tried nor printed and marks them printed in one
 * transaction (SKIP LOCKED again), so each is logged once even with several processes.
 */
export async function takeMailToLog(db: Db, { limit }: { limit: number }): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          eq(emailOutbox.attempts, 0),
          isNull(emailOutbox.lastError),
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (fresh.length === 0) return [];
    const taken = await tx
      .update(emailOutbox)
      .set({ lastError: NOT_SENT_WITHOUT_SMTP })
      .where(
        inArray(
          emailOutbox.id,
          fresh.map((row) => row.id),
        ),
      )
      .returning();
    return taken.sort((a, b) => a.id - b.id);
  });
}
