import { and, eq, isNull, sql } from 'drizzle-orm';
import { GuestDetailsSchema, type ParsedBookingRequest } from '@aso/core/bookings';
import { nightsBetween } from '@aso/core/dates';
import { maxBreakfastPersons, priceStay } from '@aso/core/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { affiliates, bookings, roomTypes } from '../../db/schema.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import {
  freeUnitIds,
  lockRoomTypeAllocation,
  releaseExpiredHolds,
} from './inventory.repository.ts';

export const ROOM_TAKEN = 'This room is no longer available for the selected dates.';

export type BookingRow = typeof bookings.$inferSelect;

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

async function bookableRoomType(tx: Db | Tx, id: number) {
  const [roomType] = await tx
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, id), isNull(roomTypes.deletedAt)));
  if (!roomType) {
    throw new AppError(422, 'The selected room type does not exist.', {
      room_type_id: ['The selected room type does not exist.'],
    });
  }
  return roomType;
}

/** The options must be ones the room type offers, the breakfast count within its limit. */
function checkOptions(
  request: ParsedBookingRequest,
  roomType: Awaited<ReturnType<typeof bookableRoomType>>,
) {
  const errors: Record<string, string[]> = {};
  if (request.breakfast) {
    const max = maxBreakfastPersons(roomType.title);
    if (!roomType.breakfastEnabled) {
      errors.breakfast = ['Breakfast is not offered for this room.'];
    } else if ((request.breakfast_count ?? 1) > max) {
      errors.breakfast_count = [`The breakfast count may not be greater than ${max}.`];
    }
  }
  if (request.airport_conveyance && !roomType.airportConveyanceEnabled) {
    errors.airport_conveyance = ['Airport conveyance is not offered for this room.'];
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError(422, first[0]!, errors);
}

async function affiliateIdFor(tx: Tx, code: string | null): Promise<number | null> {
  if (!code) return null;
  const [affiliate] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(
      and(
        sql`lower(${affiliates.affiliateCode}) = lower(${code})`,
        eq(affiliates.status, 'approved'),
      ),
    );
  return affiliate?.id ?? null;
}

/**
 * Refuses at once, without a transaction or the allocation lock, when no unit of the
 * type is free for the nights (most refusals under load): waiting could not free one.
 * An unknown room type is left to `holdUnit`'s 422.
 */
export async function refuseWhenNothingFree(db: Db, request: ParsedBookingRequest): Promise<void> {
  const free = await freeUnitIds(db, request.room_type_id, request.start_date, request.end_date);
  if (free.length > 0) return;
  await bookableRoomType(db, request.room_type_id);
  throw new AppError(409, ROOM_TAKEN);
}

/**
 * Holds a free unit of the requested type for the stay, priced by the server, inside the
 * caller's transaction. Each free unit is tried in turn under a savepoint: the exclusion
 * constraint has the last word when another request took the same unit a moment ago,
 * and when none is left the answer is 409.
 */
export async function holdUnit(
  tx: Tx,
  request: ParsedBookingRequest,
  booker: Booker,
  { holdMinutes, accessTokenHash }: { holdMinutes: number; accessTokenHash: string | null },
): Promise<BookingRow> {
  const roomType = await bookableRoomType(tx, request.room_type_id);
  checkOptions(request, roomType);
  const nights = nightsBetween(request.start_date, request.end_date);
  const price = priceStay(roomType, {
    nights,
    breakfastCount: request.breakfast_count,
    conveyance: request.airport_conveyance?.direction ?? null,
  });
  const conveyance = request.airport_conveyance;
  const values = {
    roomTypeId: roomType.id,
    userId: booker.userId,
    guestName: booker.userId === null ? booker.name : null,
    guestEmail: booker.userId === null ? booker.email : null,
    guestPhone: booker.userId === null ? booker.phone : null,
    startDate: request.start_date,
    endDate: request.end_date,
    status: 'pending' as const,
    holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes})`,
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
    totalKobo: price.totalKobo,
    affiliateId: await affiliateIdFor(tx, request.affiliate_code),
    affiliateCodeEntered: request.affiliate_code,
    guestAccessTokenHash: accessTokenHash,
  };

  await lockRoomTypeAllocation(tx, roomType.id);
  await releaseExpiredHolds(tx);
  for (const roomId of await freeUnitIds(tx, roomType.id, request.start_date, request.end_date)) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [booking] = await savepoint
          .insert(bookings)
          .values({ ...values, roomId })
          .returning();
        return booking!;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      // Taken by a request that committed meanwhile: try the next free unit.
    }
  }
  throw new AppError(409, ROOM_TAKEN);
}
