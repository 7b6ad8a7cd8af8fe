/**
 * Cancelling a paid booking, by the guest (the house policy decides the refund) or by
 * staff (policy, full or none): the booking is cancelled and its unit released, the
 * affiliate's commission reversed, the refund owed written and the mails queued in one
 * transaction; the provider is asked for the refund after it commits (refunds.service).
 */
import type { BookingDetail } from '@aso/core/bookings';
import {
  BOOKING_CANCELLED,
  CANCEL_NOT_ALLOWED,
  quoteCancellation,
  type RefundChoice,
} from '@aso/core/cancellation';
import { formatKobo } from '@aso/core/money';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { reverseCommission } from '../affiliates/commission.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { lockPaidPayment } from '../payments/refunds.repository.ts';
import { attemptRefund, oweRefund } from '../payments/refunds.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  bookingCancelledEmail,
  cancellationStaffNotice,
  type CancellationForMail,
} from './booking.mails.ts';
import {
  cancelBookingByGuest,
  findBookingDetail,
  loadStayForMail,
  lockBooking,
  type BookingRow,
} from './bookings.repository.ts';
import { BOOKING_NOT_FOUND, readBooking, toDetail } from './bookings.service.ts';

export const ALREADY_CANCELLED = 'This booking is already cancelled.';

/** What a cancellation did about the money. */
export interface CancelledMoney {
  paidKobo: number;
  refund: { id: number; amountKobo: number; status: 'pending' | 'manual' } | null;
}

/**
 * Inside the transaction that cancelled booking `bookingId`: reverses the affiliate's
 * commission (carried over if already paid out) and writes the refund of
 * `refundKobo(paid)` on its paid payment, if any.
 */
export async function settleCancellation(
  tx: Tx,
  bookingId: number,
  by: 'guest' | 'staff',
  refundKobo: (paidKobo: number) => number,
  reason: string,
): Promise<CancelledMoney> {
  await reverseCommission(tx, bookingId, `booking #${bookingId} cancelled by ${by}`);
  const payment = await lockPaidPayment(tx, bookingId);
  if (!payment) return { paidKobo: 0, refund: null };
  const paidKobo = payment.amountKobo - payment.refundedKobo;
  const refund = await oweRefund(tx, payment, refundKobo(paidKobo), reason);
  return { paidKobo, refund };
}

/** The guest's cancellation mail, and the desk's notice when the guest cancelled. */
export async function queueCancellationMails(
  deps: Deps,
  tx: Tx,
  booking: BookingRow,
  by: 'guest' | 'staff',
  money: CancelledMoney,
) {
  const stay = await loadStayForMail(tx, booking.id, '');
  const cancellation: CancellationForMail = {
    by,
    paidKobo: money.paidKobo,
    refundKobo: money.refund?.amountKobo ?? 0,
    refundStatus: money.refund?.status ?? null,
  };
  await enqueueMail(tx, { to: stay.email, ...bookingCancelledEmail(stay, cancellation) });
  if (by === 'guest') {
    await enqueueMail(tx, {
      to: deps.config.STAFF_EMAIL,
      ...cancellationStaffNotice(stay, cancellation, deps.config.APP_URL),
    });
  }
}

/** After the transaction: ask the provider for the refund now (the worker retries). */
export async function requestRefundNow(deps: Deps, money: CancelledMoney | null) {
  if (money?.refund?.status === 'pending') await attemptRefund(deps, money.refund.id);
  deps.mailer.kick();
}

/**
 * `POST /bookings/{id}/cancel`: the owner (session) or the guest (access token) cancels a
 * confirmed booking up to its check-in day, refunded by the policy of packages/core.
 * Anyone else gets the 404 of an unknown booking; a second call (even at the same time)
 * finds it cancelled (409) and refunds nothing more.
 */
export async function cancelByGuest(
  deps: Deps,
  bookingId: number | null,
  reader: { user: UserRow | null; accessToken?: string },
): Promise<{ message: string; booking: BookingDetail }> {
  // Staff cancel from the back office (with their refund choice), not here.
  const owner = reader.user?.role === 'user' ? reader.user : null;
  await readBooking(deps.db, deps.guestAccess, bookingId, { ...reader, user: owner });
  const id = bookingId!;

  const money = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw new AppError(404, BOOKING_NOT_FOUND);
    if (booking.status === 'cancelled') throw new AppError(409, ALREADY_CANCELLED);
    if (booking.status !== 'confirmed') throw new AppError(409, CANCEL_NOT_ALLOWED);
    const payment = await lockPaidPayment(tx, id);
    const paidKobo = payment ? payment.amountKobo - payment.refundedKobo : 0;
    const quote = quoteCancellation(booking.startDate, paidKobo);
    if (!quote.allowed) throw new AppError(409, CANCEL_NOT_ALLOWED);

    await cancelBookingByGuest(tx, id);
    const money = await settleCancellation(
      tx,
      id,
      'guest',
      () => quote.refundKobo,
      `guest cancelled ${quote.daysBeforeCheckIn} days before check-in: ${formatKobo(quote.refundKobo)} back by the policy (${quote.chargePercent}% charge)`,
    );
    await queueCancellationMails(deps, tx, booking, 'guest', money);
    return money;
  });
  await requestRefundNow(deps, money);
  return {
    message: BOOKING_CANCELLED,
    booking: toDetail((await findBookingDetail(deps.db, id))!, 'guest'),
  };
}

/** What staff refund when they cancel, by their choice, of what was paid and is still held. */
export function staffRefundKobo(
  choice: RefundChoice,
  checkIn: string,
): (paidKobo: number) => number {
  return (paidKobo) => {
    if (choice === 'none') return 0;
    if (choice === 'full') return paidKobo;
    return quoteCancellation(checkIn, paidKobo).refundKobo;
  };
}
