import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema.ts';
import type { PaymentRow } from './payments.repository.ts';

/** The payment a cancellation refunds: the booking's successful one, locked. */
export async function lockPaidPayment(tx: Tx, bookingId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['success', 'partially_refunded']),
      ),
    )
    .orderBy(sql`${payments.id} desc`)
    .limit(1)
    .for('update');
  return payment;
}

/**
 * Writes a refund owed, unless the payment has one already (one refund per payment):
 * the new refund's id, or undefined.
 */
export async function insertRefund(
  tx: Tx,
  refund: {
    paymentId: number;
    bookingId: number;
    amountKobo: number;
    status: 'pending' | 'manual';
    reason: string;
  },
): Promise<{ id: number } | undefined> {
  const [inserted] = await tx
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  return inserted;
}

/**
 * Takes a due pending refund for one attempt: counts the attempt and moves its next
 * attempt `leaseMinutes` on, so others skip it meanwhile. Undefined when it is not due.
 */
export async function leaseRefund(db: Db, refundId: number, leaseMinutes: number) {
  const [refund] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(mins => ${leaseMinutes})`,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        lte(refunds.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return refund;
}

/** What a refund's provider call needs of its payment. */
export async function findPaymentToRefund(db: Db, paymentId: number) {
  const [payment] = await db
    .select({ reference: payments.reference, refundedKobo: payments.refundedKobo })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment;
}

/** A failed attempt: its error, and the next attempt `afterMinutes` from now. */
export async function scheduleRefundRetry(
  db: Db,
  refundId: number,
  lastError: string,
  afterMinutes: number,
) {
  await db
    .update(refunds)
    .set({
      lastError,
      nextAttemptAt: sql`now() + make_interval(mins => ${afterMinutes})`,
    })
    .where(eq(refunds.id, refundId));
}

/** A pending refund the provider accepted is succeeded, once: the row, or undefined. */
export async function markRefundSucceeded(tx: Tx, refundId: number) {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'succeeded', completedAt: sql`now()`, lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return refund;
}

/** The payment records `amountKobo` more given back: partly or wholly refunded. */
export async function addRefundToPayment(tx: Tx, paymentId: number, amountKobo: number) {
  await tx
    .update(payments)
    .set({
      refundedKobo: sql`${payments.refundedKobo} + ${amountKobo}`,
      status: sql`case when ${payments.refundedKobo} + ${amountKobo} >= ${payments.amountKobo}
          then 'refunded' else 'partially_refunded' end`,
      refundedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
}

/** The pending refunds due for another attempt, the longest due first. */
export function pendingRefundsDue(db: Db, limit: number) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`)))
    .orderBy(refunds.nextAttemptAt)
    .limit(limit);
}
