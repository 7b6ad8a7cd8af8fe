import type { BookingStatusUpdate, ManualBookingRequest } from '@aso/core/admin';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '@aso/core/constants';
import type { BookingDetail } from '@aso/core/bookings';
import { nightsBetween } from '@aso/core/dates';
import { formatStayDates } from '@aso/core/display-dates';
import { formatKobo } from '@aso/core/money';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { claimPromoUse, priceStayRequest, promoForStay } from '../rates/stay-pricing.service.ts';
import { findStayPricing } from '../rates/stay-pricing.repository.ts';
import { replaceBookingLines } from './booking-lines.repository.ts';
import { bookingPageUrl } from './booking-links.ts';
import {
  queueCancellationMails,
  requestRefundNow,
  settleCancellation,
  staffRefundKobo,
  type CancelledMoney,
} from './cancellation.service.ts';
import { bookingConfirmedEmail, bookingStaffNotice } from './booking.mails.ts';
import { findBookingDetail, loadStayForMail, lockBooking } from './bookings.repository.ts';
import { BOOKING_NOT_FOUND, toDetail } from './bookings.service.ts';
import { releaseExpiredHolds } from '../../db/holds.ts';
import { lockUnit } from '../../db/units.ts';
import {
  findUnitForSale,
  insertConfirmedBookingIfUnitFree,
  isUnitDeleted,
  markManualPaymentPaid,
  refundedKoboOfBooking,
  writeBookingStatus,
} from './admin-bookings.repository.ts';

export const ROOM_ALREADY_BOOKED = 'That room is already booked for those dates.';
export const ROOM_MARKED_UNAVAILABLE =
  'That room is marked unavailable. Make it available again before booking it.';
const ROOM_NOT_FOUND = 'Room not found';
export const UNIT_TAKEN_SINCE =
  'This booking cannot be reactivated: its room has been booked by someone else for some of those nights since.';
export const UNIT_DELETED_SINCE = 'This booking cannot be reactivated: its room has been deleted.';
/** Staff may not make a refunded booking active again without saying they keep the refund. */
export const refundedBookingMessage = (refundedKobo: number) =>
  `This booking was refunded ${formatKobo(refundedKobo)}. Make a new booking instead.`;
export const MANUAL_BOOKING_CREATED = 'Booking created successfully!';

type ParsedManualBooking = ManualBookingRequest & { room_id: number; room_type_id: number };

const manualReference = () => `MANUAL-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

/**
 * `POST /bookings/manual`: staff book a named unit for a guest who pays at the desk. The
 * booking is confirmed at once, priced by the server like any booking, with a `manual`
 * payment of that total; no affiliate earns on it. The unit's lock is waited for, and
 * the insert re-checks the nights under its own snapshot, the exclusion constraint
 * deciding any race: two desks booking one unit get one booking and one 409.
 */
export async function createManualBooking(
  deps: Deps,
  adminId: number,
  request: ParsedManualBooking,
): Promise<BookingDetail> {
  // The house's prices for these nights, and the code, read before the unit's lock.
  const pricing = await findStayPricing(
    deps.db,
    request.room_type_id,
    request.start_date,
    request.end_date,
  );
  const stay = {
    roomTypeId: request.room_type_id,
    startDate: request.start_date,
    endDate: request.end_date,
  };
  const promo = await promoForStay(deps.db, request.promo_code, stay);
  const bookingId = await deps.db.transaction(async (tx) => {
    // The unit's lock first: its availability and its nights are read as they stay.
    await lockUnit(tx, request.room_id);
    const unit = await findUnitForSale(tx, request.room_id);
    if (!unit) throw notFound(ROOM_NOT_FOUND);
    if (unit.room.roomTypeId !== request.room_type_id) {
      const message = 'The room does not belong to the selected room type.';
      throw new AppError(422, message, { room_type_id: [message] });
    }
    if (!unit.room.isAvailable) throw new AppError(409, ROOM_MARKED_UNAVAILABLE);
    if (!pricing) throw notFound(ROOM_NOT_FOUND);
    const price = priceStayRequest(
      pricing,
      { ...request, breakfast_count: null, airport_conveyance: null },
      promo,
    );
    if (promo) await claimPromoUse(tx, promo.id);

    await releaseExpiredHolds(tx, { roomTypeId: unit.room.roomTypeId });
    const nights = nightsBetween(request.start_date, request.end_date);
    const reference = manualReference();
    let inserted: { id: number } | undefined;
    try {
      inserted = await insertConfirmedBookingIfUnitFree(
        tx,
        {
          roomTypeId: unit.roomType.id,
          guestName: request.guest_name,
          guestEmail: request.guest_email,
          guestPhone: request.guest_phone,
          startDate: request.start_date,
          endDate: request.end_date,
          status: 'confirmed',
          source: 'manual',
          nights,
          roomKobo: price.roomKobo,
          breakfastKobo: price.breakfastKobo,
          conveyanceKobo: price.conveyanceKobo,
          taxKobo: price.taxKobo,
          totalKobo: price.totalKobo,
          promoCodeId: promo?.id ?? null,
        },
        unit.room.id,
        {
          reference,
          provider: 'manual',
          amountKobo: price.totalKobo,
          providerResponse: { recorded_by_admin: adminId },
        },
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new AppError(409, ROOM_ALREADY_BOOKED);
      throw error;
    }
    if (!inserted) throw new AppError(409, ROOM_ALREADY_BOOKED);
    await replaceBookingLines(tx, inserted.id, price.lines);

    const paymentId = await markManualPaymentPaid(tx, reference);
    const stay = await loadStayForMail(tx, inserted.id, reference);
    await enqueueMail(tx, {
      to: stay.email,
      ...bookingConfirmedEmail(
        stay,
        await bookingPageUrl(deps, { id: inserted.id, userId: null }, tx),
        paymentId,
      ),
    });
    await enqueueMail(tx, {
      to: deps.config.STAFF_EMAIL,
      ...bookingStaffNotice(stay, deps.config.APP_URL),
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'booking.manual_created',
      details: `Booking #${inserted.id}: ${unit.roomType.title} unit ${unit.room.roomNumber}, ${formatStayDates(request.start_date, request.end_date)}, for ${request.guest_name} (${request.guest_email})`,
    });
    return inserted.id;
  });
  // The guest's and the desk's mails were written with the booking: send them now.
  deps.mailer.kick();
  return toDetail((await findBookingDetail(deps.db, bookingId))!, 'staff');
}

const holdsUnit = (status: BookingStatus) =>
  (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * `PUT /bookings/{id}/status`: staff move a booking to any status (spec §4). Making a
 * released booking hold its unit again is refused (409) when the unit has since been
 * taken on any of its nights, and (409 too) when money went back to its guest, unless
 * staff pass `keep_refund` (the log then says what was kept); cancelling releases the unit, refunds what staff chose
 * (by the policy, in full or nothing), tells the guest and takes back the affiliate's
 * commission (a reactivated booking does not earn it again).
 */
export async function changeBookingStatus(
  deps: Deps,
  adminId: number,
  bookingId: number,
  { status, refund, keep_refund: keepRefund }: BookingStatusUpdate,
): Promise<BookingDetail> {
  let money: CancelledMoney | null = null;
  await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, bookingId);
    if (!current) throw notFound(BOOKING_NOT_FOUND);
    if (current.status === status) return;

    const reactivating = holdsUnit(status) && !holdsUnit(current.status);
    if (reactivating) {
      await lockUnit(tx, current.roomId);
      // Read under the unit's lock, which deleting a unit takes too.
      if (await isUnitDeleted(tx, current.roomId)) throw new AppError(409, UNIT_DELETED_SINCE);
      await releaseExpiredHolds(tx, { roomTypeId: current.roomTypeId });
    }
    try {
      await writeBookingStatus(tx, bookingId, status, { firstConfirmation: !current.confirmedAt });
    } catch (error) {
      if (isExclusionViolation(error)) throw new AppError(409, UNIT_TAKEN_SINCE);
      throw error;
    }
    // Money that went back to the guest stays back only when staff say so (asked after the
    // unit's nights, so a booking that cannot hold them again says that first).
    const refundedKobo = reactivating ? await refundedKoboOfBooking(tx, bookingId) : 0;
    if (refundedKobo > 0 && !keepRefund) {
      throw new AppError(409, refundedBookingMessage(refundedKobo));
    }
    let refundNote = refundedKobo > 0 ? `, refund of ${formatKobo(refundedKobo)} kept` : '';
    if (status === 'cancelled') {
      money = await settleCancellation(
        tx,
        bookingId,
        'staff',
        staffRefundKobo(refund, current.startDate),
        `staff cancelled, refund ${refund === 'policy' ? 'by the policy' : refund}`,
      );
      refundNote = `, refund ${refund === 'policy' ? 'by policy' : refund}: ${formatKobo(money.refund?.amountKobo ?? 0)}`;
      // A guest who had a stay is told, with what comes back.
      if (current.status !== 'pending') {
        await queueCancellationMails(deps, tx, current, 'staff', money);
      }
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'booking.status_changed',
      details: `Booking #${bookingId}: ${current.status} → ${status}${refundNote}`,
    });
  });
  await requestRefundNow(deps, money);
  return toDetail((await findBookingDetail(deps.db, bookingId))!, 'staff');
}
