import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings, payments, users } from '../../db/schema.ts';
import { renewedHoldUntil, type NewBooking } from './hold.repository.ts';

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
 * Locks a booking for a checkout change: its pending payments first, then the booking
 * (the order the settlement of a payment takes, so the two never wait on each other),
 * with whether its hold still runs by the database clock.
 */
export async function lockBookingForCheckout(tx: Tx, bookingId: number) {
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')))
    .for('update');
  const [row] = await tx
    .select({
      booking: bookings,
      held: sql<boolean>`${bookings.status} = 'pending' and ${bookings.holdExpiresAt} > now()`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

/** The booking with its account's email (null for a guest's booking). */
export async function findBookingWithAccountEmail(db: Db, bookingId: number) {
  const [found] = await db
    .select({ booking: bookings, accountEmail: users.email })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return found;
}

/**
 * A running hold renewed (`renewedHoldUntil`), with the booking's other columns as
 * `terms` says (none: only the hold).
 */
export async function renewHold(
  tx: Tx,
  bookingId: number,
  terms: Omit<Partial<NewBooking>, 'holdExpiresAt'>,
  holdMinutes: number,
) {
  await tx
    .update(bookings)
    .set({ ...terms, holdExpiresAt: renewedHoldUntil(holdMinutes) })
    .where(eq(bookings.id, bookingId));
}

/** The booking's pending payments fail, with the reason as their note. */
export async function failPendingPayments(tx: Tx, bookingId: number, note: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', note })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')));
}

/** A checkout's new payment of the booking, pending. */
export async function insertPayment(
  tx: Tx,
  bookingId: number,
  payment: Omit<typeof payments.$inferInsert, 'bookingId'>,
) {
  await tx.insert(payments).values({ bookingId, ...payment });
}

/** The payment of a reference fails, with the reason as its note. */
export async function failPaymentOfReference(tx: Tx, reference: string, note: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', note })
    .where(eq(payments.reference, reference));
}

/** The guest lets the hold go: the booking is cancelled by the guest, its hold ended. */
export async function releaseHoldByGuest(tx: Tx, bookingId: number) {
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: 'guest',
      holdExpiresAt: null,
    })
    .where(eq(bookings.id, bookingId));
}
