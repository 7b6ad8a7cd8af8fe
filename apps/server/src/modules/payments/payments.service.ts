import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ParsedBookingRequest } from '@aso/core/bookings';
import type { Tx } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  bookingConfirmedEmail,
  bookingRefundedEmail,
  bookingStaffNotice,
  refundStaffNotice,
} from '../bookings/booking.mails.ts';
import { loadStayForMail } from '../bookings/bookings.repository.ts';
import type { GuestAccess } from '../bookings/guest-access.ts';
import { bookerOf, HoldRace, holdUnit, prepareHold, ROOM_TAKEN } from '../bookings/hold.service.ts';
import { claimFreeUnit } from '../bookings/inventory.repository.ts';
import { earnCommission } from '../affiliates/commission.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { ProviderError, type PaymentProvider, type VerifiedTransaction } from './provider.ts';

export const INITIATE_FAILED = 'Failed to initiate payment. Please try again.';
export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';

export interface PaymentsDeps extends Deps {
  provider: PaymentProvider;
  guestAccess: GuestAccess;
}

type PaymentRow = typeof payments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** How a payment ended, as the callback reports it. */
export interface Settlement {
  outcome: 'confirmed' | 'failed' | 'refunded' | 'pending';
  bookingId: number;
  message: string;
}

/**
 * The payment flow lets a booking's hold go (the payment failed or never started): the
 * booking is cancelled by `payment`, so a later successful payment may take it up again.
 */
function releaseHold(tx: Tx, bookingId: number) {
  return tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: 'payment',
      holdExpiresAt: null,
    })
    .where(eq(bookings.id, bookingId));
}

/** Runs the hold again when a unit was taken between reading and writing (rare). */
async function retryOnHoldRace<T>(hold: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await hold();
    } catch (error) {
      if (!(error instanceof HoldRace)) throw error;
      if (attempt >= attempts) throw new AppError(409, ROOM_TAKEN);
    }
  }
}

const newReference = () => `ASO-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

/**
 * `POST /initiate-payment`: holds a unit and records the payment in one transaction,
 * then asks the provider for the checkout. A provider failure cancels the hold (502).
 */
export async function initiatePayment(
  deps: PaymentsDeps,
  request: ParsedBookingRequest,
  user: Parameters<typeof bookerOf>[1],
) {
  const booker = bookerOf(request, user);
  const values = await prepareHold(deps.db, request, booker, deps.config.HOLD_MINUTES);
  const reference = newReference();
  const callbackUrl = `${deps.config.APP_URL}/payment/callback`;
  const payment = {
    reference,
    provider: deps.provider.name,
    amountKobo: values.totalKobo,
    providerResponse: { callback_url: callbackUrl },
  };
  // The booking and its payment are written by one statement inside the hold.
  const hold = () => deps.db.transaction((tx) => holdUnit(tx, values, payment));
  const booking = await retryOnHoldRace(hold);

  try {
    const { authorizationUrl } = await deps.provider.initialize({
      reference,
      amountKobo: payment.amountKobo,
      email: booker.email,
      callbackUrl,
      metadata: { booking_id: booking.id, room_type_id: values.roomTypeId },
    });
    return { authorization_url: authorizationUrl, reference, booking_id: booking.id };
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', note: `initialize failed: ${(error as Error).message}` })
        .where(eq(payments.reference, reference));
      await releaseHold(tx, booking.id);
    });
    throw new AppError(502, INITIATE_FAILED);
  }
}

async function lockPayment(tx: Tx, reference: string) {
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update');
  return rows[0];
}

async function lockBooking(tx: Tx, id: number) {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return rows[0]!;
}

/**
 * Whether a verified result may still change the payment: a pending one always; a
 * failed one only by a later success (a declined card retried on the same checkout).
 */
function isOpen(payment: PaymentRow, verified: VerifiedTransaction): boolean {
  return (
    payment.status === 'pending' || (payment.status === 'failed' && verified.status === 'success')
  );
}

function settlementOf(payment: PaymentRow): Settlement {
  switch (payment.status) {
    case 'success':
      return { outcome: 'confirmed', bookingId: payment.bookingId, message: 'Payment confirmed.' };
    case 'refunded':
      return {
        outcome: 'refunded',
        bookingId: payment.bookingId,
        message:
          'Your payment arrived after the room was released and has been refunded in full. Please contact us to rebook.',
      };
    case 'failed':
      return { outcome: 'failed', bookingId: payment.bookingId, message: VERIFY_FAILED };
    default:
      return { outcome: 'pending', bookingId: payment.bookingId, message: VERIFY_FAILED };
  }
}

/**
 * Moves an expired hold onto a unit that is still free for its nights, if any
 * (savepoint per unit, the exclusion constraint deciding a race).
 */
async function reallocate(tx: Tx, booking: BookingRow): Promise<boolean> {
  const roomId = await claimFreeUnit(tx, booking.roomTypeId, booking.startDate, booking.endDate);
  if (roomId === null) return false;
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .update(bookings)
        .set({
          roomId,
          status: 'pending',
          holdExpiresAt: null,
          cancelledAt: null,
          cancelledBy: null,
        })
        .where(eq(bookings.id, booking.id)),
    );
    return true;
  } catch (error) {
    // Written onto by a transaction that committed a moment ago: no free unit for us.
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

async function confirm(
  deps: PaymentsDeps,
  tx: Tx,
  booking: BookingRow,
  payment: PaymentRow,
  verified: VerifiedTransaction,
) {
  const [confirmedBooking] = await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, holdExpiresAt: null })
    .where(eq(bookings.id, booking.id))
    .returning();
  await tx
    .update(payments)
    .set({
      status: 'success',
      paymentDate: verified.paidAt ? new Date(verified.paidAt) : sql`now()`,
      providerResponse: verified.raw as object,
    })
    .where(eq(payments.id, payment.id));
  const stay = await loadStayForMail(tx, booking.id, payment.reference);
  await enqueueMail(tx, {
    to: stay.email,
    // The room page shows the house policies (View Policies) beside the stay.
    ...bookingConfirmedEmail(
      stay,
      `${deps.config.APP_URL}/rooms/${booking.roomTypeId}`,
      payment.id,
    ),
  });
  await enqueueMail(tx, {
    to: deps.config.STAFF_EMAIL,
    ...bookingStaffNotice(stay, deps.config.APP_URL),
  });
  // The affiliate's commission is earned with the confirmation or not at all.
  await earnCommission(tx, confirmedBooking!);
}

async function refund(
  deps: PaymentsDeps,
  tx: Tx,
  booking: BookingRow,
  payment: PaymentRow,
  reason: string,
) {
  // Under the payment's row lock, so a refund is asked for once; a provider failure
  // rolls everything back (502) and the next callback or webhook tries again.
  try {
    await deps.provider.refund(payment.reference, payment.amountKobo);
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(502, VERIFY_FAILED);
    throw error;
  }
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt: sql`now()`,
      refundedKobo: payment.amountKobo,
      note: reason,
    })
    .where(eq(payments.id, payment.id));
  if (booking.status === 'pending') {
    await releaseHold(tx, booking.id);
  }
  const stay = await loadStayForMail(tx, booking.id, payment.reference);
  await enqueueMail(tx, { to: stay.email, ...bookingRefundedEmail(stay, reason) });
  await enqueueMail(tx, { to: deps.config.STAFF_EMAIL, ...refundStaffNotice(stay, reason) });
}

/**
 * The one confirmation of a payment, from the callback or the webhook, whichever comes
 * first: exactly once per reference (the payment row is locked and only a pending one
 * moves). It needs the provider's `success` for the exact amount in NGN; then it
 * confirms the booking (allocating a unit again if the hold ran out meanwhile) or, when
 * the stay can no longer be honoured, refunds in full. Mails are written in the same
 * transaction.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  reference: string,
  verified: VerifiedTransaction,
): Promise<Settlement> {
  const settlement = await deps.db.transaction(async (tx): Promise<Settlement> => {
    const payment = await lockPayment(tx, reference);
    if (!payment) throw new AppError(404, PAYMENT_NOT_FOUND);
    if (!isOpen(payment, verified)) return settlementOf(payment);
    const booking = await lockBooking(tx, payment.bookingId);

    if (verified.status !== 'success') {
      await tx
        .update(payments)
        .set({ status: 'failed', providerResponse: verified.raw as object })
        .where(eq(payments.id, payment.id));
      if (booking.status === 'pending') {
        await releaseHold(tx, booking.id);
      }
      return { outcome: 'failed', bookingId: booking.id, message: VERIFY_FAILED };
    }

    if (verified.amountKobo !== payment.amountKobo || verified.currency !== payment.currency) {
      await tx
        .update(payments)
        .set({
          note: `not confirmed: provider reported ${verified.amountKobo} ${verified.currency}, expected ${payment.amountKobo} ${payment.currency}`,
        })
        .where(eq(payments.id, payment.id));
      return { outcome: 'pending', bookingId: booking.id, message: VERIFY_FAILED };
    }

    // A hold that ran out, or one this service released when an earlier attempt failed,
    // is honoured on any unit still free; a booking staff cancelled is never revived.
    const releasedByUs =
      booking.status === 'expired' ||
      (booking.status === 'cancelled' &&
        booking.cancelledBy === 'payment' &&
        payment.status === 'failed');
    const holdable =
      booking.status === 'pending' || (releasedByUs && (await reallocate(tx, booking)));
    if (holdable) {
      await confirm(deps, tx, booking, payment, verified);
      return settlementOf({ ...payment, status: 'success' });
    }
    await refund(
      deps,
      tx,
      booking,
      payment,
      releasedByUs
        ? 'the hold had ended and no unit of the room type is free for those nights any more'
        : 'the booking had been cancelled before the payment arrived',
    );
    return settlementOf({ ...payment, status: 'refunded' });
  });
  deps.mailer.kick();
  return settlement;
}

/** Asks the provider about a reference and settles it (`GET /paystack/callback`). */
export async function verifyAndSettle(deps: PaymentsDeps, reference: string): Promise<Settlement> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) throw new AppError(404, PAYMENT_NOT_FOUND);
  if (payment.status !== 'pending' && payment.status !== 'failed') return settlementOf(payment);
  let verified: VerifiedTransaction;
  try {
    verified = await deps.provider.verify(reference);
  } catch {
    throw new AppError(502, VERIFY_FAILED);
  }
  return settlePayment(deps, reference, verified);
}
