import { PAYMENT_DECLINED, PAYMENT_NOT_COMPLETED, type PaymentOutcome } from '@aso/core/bookings';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  bookingConfirmedEmail,
  bookingRefundedEmail,
  bookingStaffNotice,
  refundStaffNotice,
} from '../bookings/booking.mails.ts';
import { bookingPageUrl } from '../bookings/booking-links.ts';
import { loadStayForMail, lockBooking, type BookingRow } from '../bookings/bookings.repository.ts';
import { holdAgain } from '../bookings/hold.service.ts';
import { earnCommission } from '../affiliates/commission.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import {
  confirmBooking,
  confirmPayment,
  findPaymentWithBooking,
  lockPaymentByReference,
  markPaymentFailed,
  markPaymentRefunded,
  notePayment,
  releaseHold,
  type PaymentRow,
} from './payments.repository.ts';
import { ProviderError, type VerifiedTransaction } from './provider.ts';

export const INITIATE_FAILED = 'Failed to initiate payment. Please try again.';
export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
const PAYMENT_CONFIRMED = 'Payment confirmed.';
export const PAYMENT_IN_PROGRESS =
  'Your payment is still being processed. Please check again in a few minutes.';
export const REFUNDED_LATE =
  'Your payment arrived after the room was released and has been refunded in full. Please contact us to rebook.';
export const REFUNDED_TWICE_PAID =
  'This booking had already been paid, so this payment has been refunded in full.';
const REFUNDED_AFTER_CANCELLING = 'This booking was cancelled and its payment refunded.';

/** The app's dependencies, the payment provider and the guests' access tokens among them. */
export type PaymentsDeps = Deps;

/** How a payment ended, as the callback reports it. */
export interface Settlement {
  outcome: PaymentOutcome;
  bookingId: number;
  message: string;
  /** The provider could not be asked or did not answer (the callback answers 502). */
  unverified?: true;
}

/** Paystack's statuses of a transaction still under way: nothing to decide yet. */
const IN_PROGRESS = new Set(['ongoing', 'pending', 'processing', 'queued']);

/**
 * What an unpaid verify result means for the guest: `failed` is a declined card; a
 * transaction still under way is `pending`; anything else (`abandoned`, the sandbox's
 * checkout never completed, `reversed`) was not completed. No money was taken in either.
 */
function unpaidOutcome(status: string | undefined): Settlement['outcome'] {
  if (status === 'failed') return 'declined';
  if (status && IN_PROGRESS.has(status)) return 'pending';
  return 'abandoned';
}

const MESSAGES: Partial<Record<PaymentOutcome, string>> = {
  confirmed: PAYMENT_CONFIRMED,
  declined: PAYMENT_DECLINED,
  abandoned: PAYMENT_NOT_COMPLETED,
  pending: PAYMENT_IN_PROGRESS,
  failed: VERIFY_FAILED,
};

const settled = (outcome: Settlement['outcome'], bookingId: number): Settlement => ({
  outcome,
  bookingId,
  message: MESSAGES[outcome] ?? VERIFY_FAILED,
});

/** The status the provider last reported for a payment, as recorded with it. */
const recordedStatus = (payment: PaymentRow) =>
  (payment.providerResponse as { status?: unknown } | null)?.status?.toString();

/**
 * What a payment that can no longer change says: from its status, the booking it paid
 * for (why a refund was made) and, for a failed one, the provider's latest word on it.
 */
function settlementOf(
  payment: PaymentRow,
  booking: Pick<BookingRow, 'status' | 'confirmedAt'>,
  verifiedStatus?: string,
): Settlement {
  switch (payment.status) {
    case 'success':
      return settled('confirmed', payment.bookingId);
    case 'refunded':
    case 'partially_refunded': {
      const paidFor = ['confirmed', 'checked_in', 'checked_out'].includes(booking.status);
      const message = paidFor
        ? REFUNDED_TWICE_PAID
        : booking.confirmedAt
          ? REFUNDED_AFTER_CANCELLING
          : REFUNDED_LATE;
      return { outcome: 'refunded', bookingId: payment.bookingId, message };
    }
    case 'failed':
      return settled(unpaidOutcome(verifiedStatus ?? recordedStatus(payment)), payment.bookingId);
    default:
      return settled('pending', payment.bookingId);
  }
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

async function confirm(
  deps: PaymentsDeps,
  tx: Tx,
  booking: BookingRow,
  payment: PaymentRow,
  verified: VerifiedTransaction,
) {
  const confirmedBooking = await confirmBooking(tx, booking.id);
  await confirmPayment(tx, payment.id, verified.paidAt, verified.raw as object);
  const stay = await loadStayForMail(tx, booking.id, payment.reference);
  await enqueueMail(tx, {
    to: stay.email,
    ...bookingConfirmedEmail(stay, await bookingPageUrl(deps, booking, tx), payment.id),
  });
  await enqueueMail(tx, {
    to: deps.config.STAFF_EMAIL,
    ...bookingStaffNotice(stay, deps.config.APP_URL),
  });
  // The affiliate's commission is earned with the confirmation or not at all.
  await earnCommission(tx, confirmedBooking);
}

async function refund(
  deps: PaymentsDeps,
  tx: Tx,
  booking: BookingRow,
  payment: PaymentRow,
  reason: string,
) {
  // Under the payment's row lock, so a refund is asked for once; a provider failure
  // rolls everything back (502) and the next callback or webhook tries again. An earlier
  // attempt the provider accepted may have been lost with its transaction (the process
  // died before the commit): what the provider gave back then is recorded, not re-asked.
  try {
    const given = await deps.provider.refundedKobo(payment.reference);
    if (given < payment.amountKobo) {
      await deps.provider.refund(payment.reference, payment.amountKobo - given);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(502, VERIFY_FAILED);
    throw error;
  }
  await markPaymentRefunded(tx, payment.id, payment.amountKobo, reason);
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
 * the stay can no longer be honoured, refunds in full. A declined or abandoned payment
 * keeps the hold for "Try again". Mails are written in the same transaction.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  reference: string,
  verified: VerifiedTransaction,
): Promise<Settlement> {
  const settlement = await deps.db.transaction(async (tx): Promise<Settlement> => {
    const payment = await lockPaymentByReference(tx, reference);
    if (!payment) throw new AppError(404, PAYMENT_NOT_FOUND);
    const booking = (await lockBooking(tx, payment.bookingId))!;
    if (!isOpen(payment, verified)) return settlementOf(payment, booking, verified.status);

    if (verified.status !== 'success') {
      const outcome = unpaidOutcome(verified.status);
      if (outcome === 'pending') return settled(outcome, booking.id);
      // The hold stays until it runs out: "Try again" pays the same hold, "Choose other
      // dates" releases it at once.
      await markPaymentFailed(tx, payment.id, verified.raw as object);
      return settled(outcome, booking.id);
    }

    if (verified.amountKobo !== payment.amountKobo || verified.currency !== payment.currency) {
      await notePayment(
        tx,
        payment.id,
        `not confirmed: provider reported ${verified.amountKobo} ${verified.currency}, expected ${payment.amountKobo} ${payment.currency}`,
      );
      return settled('failed', booking.id);
    }

    // A hold that ran out, or one this service released when its checkout could not start,
    // is honoured on any unit still free; a booking staff or the guest cancelled is never
    // revived, and one already paid is not paid twice.
    const releasedByUs =
      booking.status === 'expired' ||
      (booking.status === 'cancelled' &&
        booking.cancelledBy === 'payment' &&
        payment.status === 'failed');
    const holdable =
      booking.status === 'pending' || (releasedByUs && (await holdAgain(tx, booking, null)));
    if (holdable) {
      await confirm(deps, tx, booking, payment, verified);
      return settled('confirmed', booking.id);
    }
    await refund(deps, tx, booking, payment, refundReason(booking, releasedByUs));
    return settlementOf({ ...payment, status: 'refunded' }, booking);
  });
  deps.mailer.kick();
  return settlement;
}

/** Why a payment that cannot be honoured is given back, for staff and the guest's mail. */
function refundReason(booking: BookingRow, releasedByUs: boolean): string {
  if (releasedByUs) {
    return 'the hold had ended and no unit of the room type is free for those nights any more';
  }
  if (['confirmed', 'checked_in', 'checked_out'].includes(booking.status)) {
    return 'the booking had already been paid by another payment';
  }
  return booking.cancelledBy === 'guest' && booking.confirmedAt === null
    ? 'the guest had released the hold before the payment arrived'
    : 'the booking had been cancelled before the payment arrived';
}

/**
 * Asks the provider about a reference and settles it (`GET /paystack/callback`). When the
 * provider cannot be asked, or refuses a refund that is due, nothing changes and the
 * settlement is `failed`, marked unverified.
 */
export async function verifyAndSettle(deps: PaymentsDeps, reference: string): Promise<Settlement> {
  const found = await findPaymentWithBooking(deps.db, reference);
  if (!found) throw new AppError(404, PAYMENT_NOT_FOUND);
  const { payment, booking } = found;
  if (payment.status !== 'pending' && payment.status !== 'failed') {
    return settlementOf(payment, booking);
  }
  const unverified: Settlement = { ...settled('failed', payment.bookingId), unverified: true };
  let verified: VerifiedTransaction;
  try {
    verified = await deps.provider.verify(reference);
  } catch {
    return unverified;
  }
  try {
    return await settlePayment(deps, reference, verified);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 502) return unverified;
    throw error;
  }
}
