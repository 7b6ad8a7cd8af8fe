import { and, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '@aso/core/constants';
import type { Tx } from '../../db/client.ts';
import { bookings, payments, refunds, roomTypes, rooms } from '../../db/schema.ts';
import { insertBookingIfUnitFree } from './hold.repository.ts';

/** A unit and its room type, when neither is deleted (a manual booking may take it). */
export async function findUnitForSale(tx: Tx, roomId: number) {
  const [unit] = await tx
    .select({ room: rooms, roomType: roomTypes })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(
      and(
        eq(rooms.id, roomId),
        sql`${rooms.deletedAt} is null`,
        sql`${roomTypes.deletedAt} is null`,
      ),
    );
  return unit;
}

/** The desk's payment of a manual booking, paid now; its id. */
export async function markManualPaymentPaid(tx: Tx, reference: string): Promise<number> {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'success', paymentDate: sql`now()` })
    .where(eq(payments.reference, reference))
    .returning({ id: payments.id });
  return payment!.id;
}

/** Whether the unit has been deleted (read under the unit's lock, which deleting takes). */
export async function isUnitDeleted(tx: Tx, roomId: number): Promise<boolean> {
  const [unit] = await tx
    .select({ deletedAt: rooms.deletedAt })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return Boolean(unit?.deletedAt);
}

/**
 * Writes the status staff chose. No hold runs out under a booking staff decide about;
 * cancelling stamps when and by whom, confirming stamps the first confirmation.
 */
export async function writeBookingStatus(
  tx: Tx,
  bookingId: number,
  status: BookingStatus,
  { firstConfirmation }: { firstConfirmation: boolean },
) {
  await tx
    .update(bookings)
    .set({
      status,
      holdExpiresAt: null,
      ...(status === 'cancelled'
        ? { cancelledAt: sql`now()`, cancelledBy: 'staff' as const }
        : { cancelledBy: null }),
      ...(status === 'confirmed' && firstConfirmation ? { confirmedAt: sql`now()` } : {}),
    })
    .where(eq(bookings.id, bookingId));
}

/** What has gone back, or is going back, to the guest of a booking: every refund, in kobo. */
export async function refundedKoboOfBooking(tx: Tx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return Number(row?.total ?? 0);
}

/** A booking confirmed as it is written (the desk's), when its unit is free on its nights. */
export function insertConfirmedBookingIfUnitFree(
  tx: Tx,
  values: Parameters<typeof insertBookingIfUnitFree>[1],
  roomId: number,
  payment: Parameters<typeof insertBookingIfUnitFree>[3],
) {
  return insertBookingIfUnitFree(tx, { ...values, confirmedAt: sql`now()` }, roomId, payment);
}
