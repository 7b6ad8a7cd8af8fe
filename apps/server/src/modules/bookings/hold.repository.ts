import { eq, getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CalendarRoomType, PriceLine } from '@aso/core/stay-price';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { ROOM_TYPE_PRICE_FIELDS, stayPricingFields, type StayPricing } from '../../db/pricing.ts';
import { bookings } from '../../db/schema.ts';

/*
 * The hold's statements call database functions (migration 0015), planned once per
 * connection: sent as statements they were parsed and planned on every request.
 */

/** A booking as it is written. */
export type NewBooking = typeof bookings.$inferInsert;

/** When a hold runs out, computed by the database clock like every other hold time. */
export type HoldExpiry = SQL;

/** When a hold taken now runs out, by the database clock. */
export const holdUntil = (holdMinutes: number): HoldExpiry =>
  sql`now() + make_interval(mins => ${holdMinutes})`;

/**
 * When a running hold renewed now (Try again, or the same checkout started again) runs
 * out: a full hold from now, but never later than twice the hold time after the booking
 * was first held, so declining and retrying cannot keep a unit from everyone else.
 */
export const renewedHoldUntil = (holdMinutes: number): HoldExpiry =>
  sql`least(greatest(${bookings.holdExpiresAt}, now() + make_interval(mins => ${holdMinutes})),
    ${bookings.createdAt} + make_interval(mins => ${2 * holdMinutes}))`;

/** The approved affiliate of a booking request's code, as the stay check reads it. */
export interface AffiliateOfCode {
  id: number;
  userId: number;
  email: string;
  accountEmail: string;
}

/** What a booking request needs of its room type: its options, prices and discounts. */
export type StayRoomType = CalendarRoomType;

/**
 * The availability check in front of every booking request, a prepared read (planned once
 * per database session): under load most requests end here (nothing free), and planning
 * the query each time cost more than running it. The database function `stay_check`
 * (migration 0015) gives the first free unit, the booker's own unpaid hold of these nights
 * (which a new checkout takes up again) and the approved affiliate of the request's code
 * (null without one), in the same round trip as the room type.
 */
const stayCheck = preparedRead<
  StayRoomType &
    Omit<StayPricing, 'roomType'> & {
      freeUnit: number | null;
      ownHold: number | null;
      affiliate: AffiliateOfCode | null;
    }
>(
  'aso_stay_check',
  `select json_build_object(${ROOM_TYPE_PRICE_FIELDS},
      ${stayPricingFields(
        '$1::int',
        '$2::date',
        '$3::date',
        // Nothing free and no own hold: a 409 at once, which needs no price.
        'stay.free_unit is not null or stay.own_hold is not null',
      )},
      'freeUnit', stay.free_unit, 'ownHold', stay.own_hold, 'affiliate', stay.affiliate) as result
    from room_types t
      cross join stay_check($1::int, $2::date, $3::date, $4::int, $5::text, $6::text) as stay
    where t.id = $1::int and t.deleted_at is null`,
);

/**
 * The room type of a booking request (if it exists), whether some unit of it is free for
 * every night of [start, end), the booker's own unpaid hold of those nights (if any), and
 * the approved affiliate of its code (so a code costs no extra round trip): `undefined`
 * when the type does not exist.
 */
export async function checkStay(
  db: Db,
  roomTypeId: number,
  start: string,
  end: string,
  booker: { userId: number | null; email: string },
  /** An affiliate code as stored (upper case), or null. */
  code: string | null = null,
) {
  const [row] = await stayCheck(db, [
    roomTypeId,
    start,
    end,
    booker.userId,
    booker.email.toLowerCase(),
    code,
  ]);
  if (!row) return undefined;
  const { freeUnit, ownHold, affiliate, periods, charges, ...roomType } = row;
  return { roomType, periods, charges, anyFree: freeUnit !== null, ownHold, affiliate };
}

/**
 * Claims a free unit of the type for [start, end) (decision 005): the unit's advisory
 * lock is taken without waiting, so a unit another allocation is writing right now is
 * skipped. The candidates come from this statement's snapshot, taken before the lock was
 * had: the write that follows checks the unit again (`insertBookingIfUnitFree`). Null
 * when no unit is free and unclaimed. Every writer of bookings claims the unit first, so
 * no two transactions ever wait on each other's rows.
 */
export async function claimFreeUnit(
  tx: Tx,
  roomTypeId: number,
  start: string,
  end: string,
): Promise<number | null> {
  // Expired holds of the type are released first (the insert that follows must not meet
  // them in the exclusion constraint); units are tried in order, stopping at the first claimed.
  const [claimed] = await queryRows<{ id: number | null }>(
    tx,
    sql`select claim_free_unit(${roomTypeId}::int, ${start}::date, ${end}::date) as id`,
  );
  return claimed?.id ?? null;
}

/**
 * Writes the booking onto a claimed unit unless a booking committed since the claim's
 * snapshot holds it for those nights (checked by this statement's own, fresh snapshot):
 * the inserted row, or undefined when the unit turned out to be taken.
 */
export async function insertBookingIfUnitFree(
  tx: Tx,
  values: Record<string, unknown> & { startDate: string; endDate: string },
  roomId: number,
  /** Written in the same statement: the booking's payment (what it charges is the hold's total). */
  payment?: { reference: string; provider: string; amountKobo: number; providerResponse: object },
  /** Written in the same statement too: the lines it was priced with (issue 31). */
  lines: readonly PriceLine[] = [],
): Promise<{ id: number } | undefined> {
  const columns = getTableColumns(bookings) as Record<string, AnyPgColumn>;
  const entries = Object.entries({ ...values, roomId }).filter(([, value]) => value !== undefined);
  // Typed casts: parameters in a SELECT list would otherwise arrive as text.
  const names = sql.join(
    entries.map(([key]) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const selected = sql.join(
    entries.map(([key, value]) =>
      is(value, SQL) ? value : sql`${value}::${sql.raw(columns[key]!.getSQLType())}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with booking as (
          insert into bookings (${names})
          select ${selected}
          where unit_is_free(${roomId}::int, ${values.startDate}::date, ${values.endDate}::date)
          returning id
        )${
          payment
            ? sql`, payment as (
                insert into payments (booking_id, reference, provider, amount_kobo, provider_response)
                select booking.id, ${payment.reference}, ${payment.provider},
                  ${payment.amountKobo}::bigint, ${JSON.stringify(payment.providerResponse)}::jsonb
                from booking
              )`
            : sql``
        }${
          lines.length > 0
            ? sql`, lines as (
                insert into booking_lines (booking_id, position, kind, label, amount_kobo, included)
                select booking.id, (l.n - 1)::smallint, l.line->>'kind', l.line->>'label',
                  (l.line->>'amountKobo')::bigint, coalesce((l.line->>'included')::boolean, false)
                from booking cross join jsonb_array_elements(${JSON.stringify(lines)}::jsonb)
                  with ordinality as l(line, n)
              )`
            : sql``
        }
        select id from booking`,
  );
  return row;
}

/**
 * Puts a booking whose hold was let go back on unit `roomId`: pending until
 * `holdExpiresAt` (null: for good), no longer cancelled. The exclusion constraint refuses
 * it when the unit is taken for those nights.
 */
export async function holdBookingOnUnit(
  tx: Tx,
  bookingId: number,
  hold: { roomId: number; holdExpiresAt: HoldExpiry | null; clientAddress: string | undefined },
) {
  await tx
    .update(bookings)
    .set({
      roomId: hold.roomId,
      status: 'pending',
      holdExpiresAt: hold.holdExpiresAt,
      cancelledAt: null,
      cancelledBy: null,
      clientAddress: hold.clientAddress,
    })
    .where(eq(bookings.id, bookingId));
}
