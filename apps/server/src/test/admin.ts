import { eq } from 'drizzle-orm';
import type { BookingStatus, UserRole } from '@aso/core/constants';
import { nightsBetween } from '@aso/core/dates';
import type { Db } from '../db/client.ts';
import {
  adminActionLogs,
  bookings,
  emailOutbox,
  payments,
  roomTypes,
  rooms,
} from '../db/schema.ts';
import { startSession } from '../modules/auth/auth.service.ts';
import { daysFromToday } from './bookings.ts';
import { createUser } from './users.ts';

let accounts = 0;

/**
 * A signed-in account of `role` and its bearer token. The session is opened directly:
 * logging in through `/api/login` would cost a deliberately slow password hash per test,
 * and the guard reads the same token either way.
 */
export async function signedIn(
  db: Db,
  role: UserRole,
  values: { email?: string; firstName?: string } = {},
) {
  accounts += 1;
  const user = await createUser(db, {
    email: values.email ?? `${role}-${accounts}@example.com`,
    role,
    ...(values.firstName ? { firstName: values.firstName } : {}),
  });
  const { token } = await startSession(db, user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A unit of the demo catalogue by its room number (e.g. `M101`), with its room type. */
export async function unitNumbered(db: Db, roomNumber: string) {
  const [row] = await db
    .select({ unit: rooms, roomType: roomTypes })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.roomNumber, roomNumber));
  if (!row) throw new Error(`no unit ${roomNumber}`);
  return row;
}

/**
 * A booking written straight into the database (past stays, odd statuses, many rows),
 * priced at the room type's nightly rate.
 */
export async function insertBooking(
  db: Db,
  values: {
    roomNumber: string;
    start: string;
    end: string;
    status?: BookingStatus;
    userId?: number;
    guestName?: string;
    guestEmail?: string;
  },
) {
  const { unit, roomType } = await unitNumbered(db, values.roomNumber);
  const nights = nightsBetween(values.start, values.end);
  const [booking] = await db
    .insert(bookings)
    .values({
      roomId: unit.id,
      roomTypeId: roomType.id,
      userId: values.userId ?? null,
      guestName: values.userId ? null : (values.guestName ?? 'Walk In'),
      guestEmail: values.userId ? null : (values.guestEmail ?? 'walkin@example.com'),
      startDate: values.start,
      endDate: values.end,
      status: values.status ?? 'confirmed',
      nights,
      roomKobo: roomType.pricePerNightKobo * nights,
      totalKobo: roomType.pricePerNightKobo * nights,
    })
    .returning();
  return booking!;
}

/** The body of `POST /api/bookings/manual` for `unit`, `nights` from `startIn` days ahead. */
export function manualBookingOf(
  unit: { id: number; roomTypeId: number },
  startIn: number,
  nights: number,
  extra: Record<string, unknown> = {},
) {
  return {
    room_id: unit.id,
    room_type_id: unit.roomTypeId,
    start_date: daysFromToday(startIn),
    end_date: daysFromToday(startIn + nights),
    guest_name: 'Emeka Eze',
    guest_email: 'emeka@example.com',
    guest_phone: '+234 802 555 0199',
    ...extra,
  };
}

/** How many rows each kind of write has left: what a refused request must not change. */
export async function writesSoFar(db: Db) {
  return {
    bookings: await db.$count(bookings),
    payments: await db.$count(payments),
    mails: await db.$count(emailOutbox),
    logs: await db.$count(adminActionLogs),
  };
}

/** The action log rows, oldest first. */
export function actionLogRows(db: Db) {
  return db.select().from(adminActionLogs).orderBy(adminActionLogs.id);
}
