import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { bookings } from '../../db/schema.ts';
import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PricedRoomType } from '@aso/core/pricing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OccupancyBooking } from '@aso/core/admin';
import type { OccupancyBlock } from '@aso/core/channels';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';

/*
 * Which units are free. A booking holds its unit while it is pending (until its hold
 * expires), confirmed or checked in; the database's exclusion constraint enforces the
 * same rule, so these queries only choose, they never have the last word.
 */

/** "Today" in Abuja as the database computes it (DESIGN §3). */
export const BUSINESS_TODAY = sql.raw(`(now() at time zone '${BUSINESS_TIME_ZONE}')::date`);

/** A person's "First Last" from two name columns, or null when both are blank. */
export const fullNameOrNull = (first: unknown, last: unknown) =>
  sql`nullif(trim(${first} || ' ' || ${last}), '')`;

/** A unit that is for sale: marked available and not deleted (restated by migration 0015). */
const UNIT_FOR_SALE = sql`r.is_available and r.deleted_at is null`;

/**
 * Bookings that hold their unit now; a pending one only until its hold runs out. The
 * database functions of the export feed (`unit_feed`, migration 0014) and of the hold
 * (migration 0015) restate it: change them together.
 */
export const HOLDS_UNIT = sql`(b.status in ('pending', 'confirmed', 'checked_in')
  and (b.status <> 'pending' or coalesce(b.hold_expires_at, 'infinity') > now()))`;

/**
 * Some channel block (issue 14) shares a night with `range` on unit `roomId`: a block holds
 * its nights like a booking, a conflict's block too (its nights are sold twice already).
 * Read through the blocks' (room_id, stay) index.
 */
export const blockedOn = (roomId: SQL, range: SQL) =>
  sql`exists (select 1 from channel_blocks k where k.room_id = ${roomId} and k.stay && ${range})`;

/** [start, end) as a range of nights. */
const nightsOf = (start: unknown, end: unknown) =>
  sql`daterange(${start}::date, ${end}::date, '[)')`;

/**
 * Namespace of the advisory locks that give one allocation at a time per unit (the
 * database function `claim_free_unit` of migration 0015 takes them too).
 */
const UNIT_LOCK_SPACE = 4202;

/*
 * The hold's statements call database functions (migration 0015), planned once per
 * connection: sent as statements they were parsed and planned on every request.
 */

/**
 * Marks pending bookings whose hold ran out as expired, releasing their units (of one
 * type before a manual booking's allocation, of one unit before a channel sync writes its
 * blocks). It waits for a hold another transaction has locked: those callers need its
 * nights free. The periodic sweep (`sweepExpiredHolds`) skips locked holds instead.
 * Returns the ids it released.
 */
export async function releaseExpiredHolds(
  db: Db | Tx,
  scope: { roomTypeId?: number; roomId?: number } = {},
): Promise<number[]> {
  const ofType =
    scope.roomTypeId === undefined ? sql`` : sql` and room_type_id = ${scope.roomTypeId}`;
  const ofUnit = scope.roomId === undefined ? sql`` : sql` and room_id = ${scope.roomId}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update bookings set status = 'expired', updated_at = now()
        where status = 'pending' and hold_expires_at <= now()${ofType}${ofUnit}
        returning id`,
  );
  return rows.map((row) => row.id);
}

/** The approved affiliate of a booking request's code, as the stay check reads it. */
export interface AffiliateOfCode {
  id: number;
  userId: number;
  email: string;
  accountEmail: string;
}

/** What a booking request needs of its room type: its options and its prices. */
export type StayRoomType = PricedRoomType & { id: number };

/**
 * The availability check in front of every booking request, a prepared read (planned once
 * per database session): under load most requests end here (nothing free), and planning
 * the query each time cost more than running it. The database function `stay_check`
 * (migration 0015) gives the first free unit, the booker's own unpaid hold of these nights
 * (which a new checkout takes up again) and the approved affiliate of the request's code
 * (null without one), in the same round trip as the room type.
 */
const stayCheck = preparedRead<
  StayRoomType & {
    freeUnit: number | null;
    ownHold: number | null;
    affiliate: AffiliateOfCode | null;
  }
>(
  'aso_stay_check',
  `select json_build_object(
      'id', t.id, 'title', t.title, 'pricePerNightKobo', t.price_per_night_kobo,
      'breakfastEnabled', t.breakfast_enabled, 'breakfastPriceKobo', t.breakfast_price_kobo,
      'airportConveyanceEnabled', t.airport_conveyance_enabled,
      'airportPickupPriceKobo', t.airport_pickup_price_kobo,
      'airportDropoffPriceKobo', t.airport_dropoff_price_kobo,
      'airportBothPriceKobo', t.airport_both_price_kobo,
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
  const { freeUnit, ownHold, affiliate, ...roomType } = row;
  return { roomType, anyFree: freeUnit !== null, ownHold, affiliate };
}

/**
 * One checkout at a time per guest email and, when the client has a hold limit
 * (`holdLimit`, HOLDS_PER_CLIENT; 0 for none), per client address, until the transaction
 * ends (taken in that order, before any unit, so two checkouts never wait on each other in
 * a circle); then, read after the locks so that the holds counted are the holds there are:
 * the booker's own unpaid hold of the stay (when a stay is given) and the unpaid holds of
 * online checkouts made with the email (as a guest's email or an account's) and started
 * from the client address. With a stay the booker holds none of, a unit is claimed for it
 * as `claimFreeUnit` claims one (`claimed`: the unit, or null when none is free), unless
 * the client is at its limit: its checkout is refused, and a claim would only have made a
 * concurrent checkout skip the unit. One round trip (`lock_checkout_client`, migrations
 * 0016 and 0017).
 */
export async function lockCheckoutClient(
  tx: Tx,
  booker: { userId: number | null; email: string },
  address: string,
  options: {
    holdLimit: number;
    stay?: { roomTypeId: number; startDate: string; endDate: string };
  },
): Promise<{
  ownHold: number | null;
  byEmail: number;
  byAddress: number;
  claimed?: { unit: number | null };
}> {
  const { stay } = options;
  const [row] = await queryRows<{
    own_hold: number | null;
    by_email: number;
    by_address: number;
    claimed_unit: number | null;
  }>(
    tx,
    sql`select * from lock_checkout_client(${booker.email.toLowerCase()}::text, ${address}::text,
          ${stay?.roomTypeId ?? null}::int, ${stay?.startDate ?? null}::date,
          ${stay?.endDate ?? null}::date, ${booker.userId}::int, ${options.holdLimit}::int)`,
  );
  const ownHold = row?.own_hold ?? null;
  return {
    ownHold,
    byEmail: row?.by_email ?? 0,
    byAddress: row?.by_address ?? 0,
    ...(stay && ownHold === null ? { claimed: { unit: row?.claimed_unit ?? null } } : {}),
  };
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
        }
        select id from booking`,
  );
  return row;
}

/**
 * Nights in [from, to) on which no unit of the type is free (`full`), and of those the
 * nights that are full only because of unpaid holds (`held`: with those holds let go, some
 * unit would be free), in one query.
 */
export async function fullNights(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<{ full: string[]; held: string[] }> {
  const rows = await queryRows<{ night: string; held: boolean }>(
    db,
    sql`select to_char(n.night, 'YYYY-MM-DD') as night,
          exists (
            select 1 from rooms r
            where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
              and not exists (
                select 1 from bookings b
                where b.room_id = r.id and b.stay @> n.night::date
                  and (b.status in ('confirmed', 'checked_in')
                    or (b.status = 'pending' and b.hold_expires_at is null))
              )
              and not ${blockedOn(sql`r.id`, nightsOf(sql`n.night`, sql`(n.night::date + 1)`))}
          ) as held
        from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as n(night)
        where not exists (
          select 1 from rooms r
          where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
            and not exists (
              select 1 from bookings b
              where b.room_id = r.id and ${HOLDS_UNIT} and b.stay @> n.night::date
            )
            and not ${blockedOn(sql`r.id`, nightsOf(sql`n.night`, sql`(n.night::date + 1)`))}
        )
        order by n.night`,
  );
  return {
    full: rows.map((row) => row.night),
    held: rows.filter((row) => row.held).map((row) => row.night),
  };
}

/** Per room type, how many of its units are free for all of [start, end). */
export async function freeUnitCounts(
  db: Db,
  start: string,
  end: string,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ room_type_id: number; free: number }>(
    db,
    sql`select r.room_type_id, count(*)::int as free from rooms r
        where ${UNIT_FOR_SALE}
          and not exists (
            select 1 from bookings b
            where b.room_id = r.id and ${HOLDS_UNIT}
              and b.stay && ${nightsOf(start, end)}
          )
          and not ${blockedOn(sql`r.id`, nightsOf(start, end))}
        group by r.room_type_id`,
  );
  return new Map(rows.map((row) => [row.room_type_id, row.free]));
}

/**
 * Waits for the unit's allocation lock (decision 005) inside the transaction: staff
 * writing onto one named unit queue behind whoever is writing it now.
 */
export async function lockUnit(tx: Tx, roomId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNIT_LOCK_SPACE}, ${roomId})`);
}

/**
 * The occupancy grid of [from, to): each unit for sale (room types in order, units by
 * number) with the bookings holding it on some of those nights, read through the
 * exclusion constraint's (room_id, stay) index.
 */
export async function findOccupancy(db: Db, from: string, to: string) {
  return queryRows<{
    id: number;
    room_number: string;
    is_available: boolean;
    room_type_id: number;
    room_type: string;
    bookings: OccupancyBooking[];
    blocks: OccupancyBlock[];
  }>(
    db,
    sql`select r.id, r.room_number, r.is_available, t.id as room_type_id, t.title as room_type,
          coalesce((
            select json_agg(json_build_object(
                'id', b.id,
                'start_date', to_char(b.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(b.end_date, 'YYYY-MM-DD'),
                'status', b.status,
                'guest_name', coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)},
                  b.guest_name, 'Guest'))
              order by b.start_date)
            from bookings b left join users u on u.id = b.user_id
            where b.room_id = r.id and ${HOLDS_UNIT}
              and b.stay && ${nightsOf(from, to)}
          ), '[]'::json) as bookings,
          coalesce((
            select json_agg(json_build_object(
                'id', k.id,
                'start_date', to_char(k.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(k.end_date, 'YYYY-MM-DD'),
                'channel', f.channel,
                'summary', k.summary,
                'conflict_booking_id', k.conflict_booking_id)
              order by k.start_date, k.id)
            from channel_blocks k join channel_feeds f on f.id = k.feed_id
            where k.room_id = r.id and k.stay && ${nightsOf(from, to)}
          ), '[]'::json) as blocks
        from rooms r join room_types t on t.id = r.room_type_id
        where r.deleted_at is null and t.deleted_at is null
        order by t.id, r.room_number, r.id`,
  );
}
