import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment flow lets a booking's hold go (its checkout could not be started): the
 * booking is cancelled by `payment`, so a later successful payment may take it up again.
 * Only a pending booking: one an earlier payment of it confirmed meanwhile stays so.
 */
export function releaseHold(tx: Tx, bookingId: number) {
  return tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: 'payment',
      holdExpiresAt: null,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
}

/** The payment of a reference, locked until the transaction ends (it settles once). */
export async function lockPaymentByReference(tx: Tx, reference: string) {
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update');
  return rows[0];
}

/** The payment of a reference with the status of its booking, unlocked. */
export async function findPaymentWithBooking(db: Db, reference: string) {
  const [row] = await db
    .select({
      payment: payments,
      booking: { status: bookings.status, confirmedAt: bookings.confirmedAt },
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.reference, reference));
  return row;
}

/** The booking a payment confirms: confirmed now, its hold ended. The updated row. */
export async function confirmBooking(tx: Tx, bookingId: number) {
  const [confirmedBooking] = await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, holdExpiresAt: null })
    .where(eq(bookings.id, bookingId))
    .returning();
  return confirmedBooking!;
}

/** The payment succeeded, paid when the provider says (else now), with its answer. */
export async function confirmPayment(
  tx: Tx,
  paymentId: number,
  paidAt: string | null,
  providerResponse: object,
) {
  await tx
    .update(payments)
    .set({
      status: 'success',
      paymentDate: paidAt ? new Date(paidAt) : sql`now()`,
      providerResponse,
    })
    .where(eq(payments.id, paymentId));
}

/** The payment was given back in full (`refundedKobo`, all of it), and why. */
export async function markPaymentRefunded(
  tx: Tx,
  paymentId: number,
  refundedKobo: number,
  note: string,
) {
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt: sql`now()`,
      refundedKobo,
      note,
    })
    .where(eq(payments.id, paymentId));
}

/** The provider declined the payment or it was not completed: failed, with its answer. */
export async function markPaymentFailed(tx: Tx, paymentId: number, providerResponse: object) {
  await tx
    .update(payments)
    .set({ status: 'failed', providerResponse })
    .where(eq(payments.id, paymentId));
}

/** A note on the payment for staff, its status unchanged. */
export async function notePayment(tx: Tx, paymentId: number, note: string) {
  await tx.update(payments).set({ note }).where(eq(payments.id, paymentId));
}
