import { GuestDetailsSchema, type ParsedBookingRequest } from '@aso/core/bookings';
import { nightsBetween } from '@aso/core/dates';
import type { PriceLine } from '@aso/core/stay-price';
import type { Db, Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { attributionOf, storedCode } from '../affiliates/attribution.ts';
import { checkOptions, priceStayRequest, promoForStay } from '../rates/stay-pricing.service.ts';
import type { BookingRow } from './bookings.repository.ts';
import {
  checkStay,
  claimFreeUnit,
  holdBookingOnUnit,
  holdUntil,
  insertBookingIfUnitFree,
  type HoldExpiry,
  type NewBooking,
} from './hold.repository.ts';

export const ROOM_TAKEN = 'This room is no longer available for the selected dates.';

/** Who books: a logged-in user, or a guest with name, email and phone. */
export type Booker =
  | { userId: number; email: string; name: string }
  | { userId: null; email: string; name: string; phone: string };

/** The booker, from the session or else from the guest fields of the request. */
export function bookerOf(
  request: ParsedBookingRequest,
  user: { id: number; email: string; firstName: string; lastName: string } | null,
): Booker {
  if (user) {
    return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` };
  }
  const guest = GuestDetailsSchema.safeParse(request);
  if (!guest.success) throw validationFailed(guest.error.issues);
  return {
    userId: null,
    email: guest.data.guest_email,
    name: guest.data.guest_name,
    phone: guest.data.guest_phone,
  };
}

/** A booking ready to be written, all but its unit. */
export type HoldValues = Omit<NewBooking, 'roomId' | 'holdExpiresAt'> & {
  roomTypeId: number;
  startDate: string;
  endDate: string;
  /** Computed by the database clock, like every other hold time. */
  holdExpiresAt: HoldExpiry;
};

/** A booking request ready to be held, and the booker's own unpaid hold of those nights. */
export interface PreparedHold {
  values: HoldValues;
  /** The lines the booking is priced with, written beside it. */
  lines: PriceLine[];
  /** The promo code used, whose use the booking's transaction claims. */
  promoId: number | null;
  /** The booker's pending hold of the same room type and nights, taken up instead of a new one. */
  ownHold: number | null;
}

/**
 * Everything about a booking request that needs no transaction: the room type (422 when
 * unknown), a free unit at all (409 at once when none and the booker holds none of those
 * nights: most refusals under load end here, in one round trip), the options, the
 * stay's rules and price by the house's calendar (issue 31), the promo code and the
 * affiliate.
 */
export async function prepareHold(
  db: Db,
  request: ParsedBookingRequest,
  booker: Booker,
  holdMinutes: number,
): Promise<PreparedHold> {
  // The affiliate of the code and the booker's own hold come with the stay, in the same round trip.
  const stay = await checkStay(
    db,
    request.room_type_id,
    request.start_date,
    request.end_date,
    booker,
    storedCode(request.affiliate_code),
  );
  if (!stay) {
    throw new AppError(422, 'The selected room type does not exist.', {
      room_type_id: ['The selected room type does not exist.'],
    });
  }
  const { roomType } = stay;
  checkOptions(request, roomType);
  // Under load most requests end here; the stay check read no prices for them.
  if (!stay.anyFree && stay.ownHold === null) throw new AppError(409, ROOM_TAKEN);
  const promo = await promoForStay(
    db,
    request.promo_code,
    { roomTypeId: roomType.id, startDate: request.start_date, endDate: request.end_date },
    stay.ownHold,
  );
  const price = priceStayRequest(stay, request, promo);
  const affiliateId = attributionOf(stay.affiliate, booker);
  const nights = nightsBetween(request.start_date, request.end_date);
  const conveyance = request.airport_conveyance;
  const values: HoldValues = {
    roomTypeId: roomType.id,
    userId: booker.userId,
    guestName: booker.userId === null ? booker.name : null,
    guestEmail: booker.userId === null ? booker.email : null,
    guestPhone: booker.userId === null ? booker.phone : null,
    startDate: request.start_date,
    endDate: request.end_date,
    status: 'pending',
    holdExpiresAt: holdUntil(holdMinutes),
    nights,
    roomKobo: price.roomKobo,
    includesBreakfast: request.breakfast_count !== null,
    breakfastCount: request.breakfast_count,
    breakfastKobo: price.breakfastKobo,
    conveyanceDirection: conveyance?.direction ?? null,
    pickupDate: conveyance?.pickup?.date ?? null,
    pickupTime: conveyance?.pickup?.time ?? null,
    pickupPhone: conveyance?.pickup?.phone ?? null,
    pickupAirport: conveyance?.pickup?.airport ?? null,
    dropoffDate: conveyance?.dropoff?.date ?? null,
    dropoffTime: conveyance?.dropoff?.time ?? null,
    dropoffPhone: conveyance?.dropoff?.phone ?? null,
    dropoffAirport: conveyance?.dropoff?.airport ?? null,
    conveyanceKobo: price.conveyanceKobo,
    taxKobo: price.taxKobo,
    totalKobo: price.totalKobo,
    promoCodeId: promo?.id ?? null,
    affiliateId,
    affiliateCodeEntered: request.affiliate_code,
  };
  return { values, lines: price.lines, promoId: promo?.id ?? null, ownHold: stay.ownHold };
}

/** A unit was written by a transaction that committed between our read and our write. */
export class HoldRace extends Error {}

/**
 * Holds a free unit for the prepared booking inside the caller's transaction: claims the
 * first free unit no one else is writing, releasing the type's expired holds on the way
 * (decision 005), and writes the booking. A unit the caller claimed already in this
 * transaction (`claimed`, null: none was free) is taken first. 409 when none is left;
 * `HoldRace` when the exclusion constraint refused the row, and the caller runs its
 * transaction again.
 */
export async function holdUnit(
  tx: Tx,
  values: HoldValues,
  payment?: Parameters<typeof insertBookingIfUnitFree>[3],
  claimed?: { unit: number | null },
  lines?: readonly PriceLine[],
): Promise<{ id: number }> {
  let next = claimed;
  for (;;) {
    const roomId = next
      ? next.unit
      : await claimFreeUnit(tx, values.roomTypeId, values.startDate, values.endDate);
    next = undefined;
    if (roomId === null) throw new AppError(409, ROOM_TAKEN);
    try {
      const booking = await insertBookingIfUnitFree(tx, values, roomId, payment, lines);
      if (booking) return booking;
      // Committed onto by another allocation after our claim's snapshot: claim the next.
    } catch (error) {
      if (isExclusionViolation(error)) throw new HoldRace();
      throw error;
    }
  }
}

/**
 * Puts a booking whose hold was let go (expired, or released by a failed payment) back on
 * a unit of its type that is free for its nights, holding it until `holdExpiresAt` (null:
 * for good, as a payment confirms it): false when none is free. Tries one claimed unit. A savepoint per attempt,
 * the exclusion constraint deciding a race.
 */
export async function holdAgain(
  tx: Tx,
  booking: Pick<BookingRow, 'id' | 'roomTypeId' | 'startDate' | 'endDate'>,
  holdExpiresAt: HoldExpiry | null,
  /** A checkout's client address, when a checkout takes the booking up again. */
  clientAddress?: string,
): Promise<boolean> {
  const roomId = await claimFreeUnit(tx, booking.roomTypeId, booking.startDate, booking.endDate);
  if (roomId === null) return false;
  try {
    await tx.transaction((savepoint) =>
      holdBookingOnUnit(savepoint, booking.id, { roomId, holdExpiresAt, clientAddress }),
    );
    return true;
  } catch (error) {
    // Written onto by a transaction that committed a moment ago: no free unit for us.
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}
