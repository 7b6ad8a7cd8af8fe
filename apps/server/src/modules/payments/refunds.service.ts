/**
 * Refunds owed after a cancellation (DESIGN §7a): written in the cancelling transaction
 * as a `refunds` row, one per payment, then asked of the provider after it commits.
 * A provider failure leaves the row `pending` and the background worker asks again, with
 * growing pauses, until the provider accepts it; staff see the pending ones. Desk
 * payments are refunded by the desk (`manual`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import type { PaymentRow } from './payments.repository.ts';
import {
  addRefundToPayment,
  findPaymentToRefund,
  insertRefund,
  leaseRefund,
  markRefundSucceeded,
  pendingRefundsDue,
  scheduleRefundRetry,
} from './refunds.repository.ts';

type RefundDeps = Pick<Deps, 'db' | 'provider'>;

/** How long one attempt may take before another worker may try the same refund. */
const LEASE_MINUTES = 5;
/** The pause after the n-th failed attempt: 1, 2, 4, … minutes, at most an hour. */
const backoffMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

const REFUND_EVERY_MS = 60_000;
/** Pending refunds asked again per round of the worker. */
const RETRY_BATCH = 20;

/**
 * Writes the refund owed on `payment` inside the caller's transaction: never more than
 * what was paid and not given back, nothing when that is zero or a refund of the payment
 * exists already (a second cancellation refunds nothing more). Returns the new refund.
 */
export async function oweRefund(
  tx: Tx,
  payment: PaymentRow,
  amountKobo: number,
  reason: string,
): Promise<{ id: number; amountKobo: number; status: 'pending' | 'manual' } | null> {
  const amount = Math.min(amountKobo, payment.amountKobo - payment.refundedKobo);
  if (amount <= 0) return null;
  const status = payment.provider === 'manual' ? 'manual' : 'pending';
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    bookingId: payment.bookingId,
    amountKobo: amount,
    status,
    reason,
  });
  return refund ? { id: refund.id, amountKobo: amount, status } : null;
}

/** The provider accepted it: the payment records what went back, once. */
async function markRefunded(db: Db, refundId: number) {
  await db.transaction(async (tx) => {
    const refund = await markRefundSucceeded(tx, refundId);
    if (!refund) return;
    await addRefundToPayment(tx, refund.paymentId, refund.amountKobo);
  });
}

/**
 * One attempt at a pending refund: the provider's refund call for its amount, then the
 * payment's refunded amount and status. Returns whether the refund is done; a failure
 * schedules the next attempt and is not thrown (the booking stays cancelled either way).
 */
export async function attemptRefund(deps: RefundDeps, refundId: number): Promise<boolean> {
  const refund = await leaseRefund(deps.db, refundId, LEASE_MINUTES);
  if (!refund) return false;
  const payment = await findPaymentToRefund(deps.db, refund.paymentId);
  try {
    // A former attempt the provider accepted is not recorded when the process died before
    // `markRefunded`: then the provider holds more than the payment records, and it is
    // recorded now instead of being asked for (and refused) again.
    const alreadyGiven =
      refund.attempts > 1 &&
      (await deps.provider.refundedKobo(payment!.reference)) >=
        payment!.refundedKobo + refund.amountKobo;
    if (!alreadyGiven) await deps.provider.refund(payment!.reference, refund.amountKobo);
  } catch (error) {
    await scheduleRefundRetry(
      deps.db,
      refund.id,
      (error as Error).message.slice(0, 500),
      backoffMinutes(refund.attempts),
    );
    return false;
  }
  await markRefunded(deps.db, refund.id);
  return true;
}

/** Asks the provider again, every minute, for the pending refunds that are due. */
export function createRefundWorker(
  deps: RefundDeps,
  log: FastifyBaseLogger,
  everyMs = REFUND_EVERY_MS,
) {
  const retryDue = async () => {
    const due = await pendingRefundsDue(deps.db, RETRY_BATCH);
    let done = 0;
    for (const { id } of due) if (await attemptRefund(deps, id)) done++;
    if (due.length > 0) log.info({ due: due.length, done }, 'retried pending refunds');
    return done;
  };
  return createIntervalJob(
    () => retryDue().catch((error: unknown) => log.warn({ err: error }, 'refund retry failed')),
    everyMs,
  );
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
