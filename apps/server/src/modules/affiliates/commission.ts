/**
 * The commission rules of spec §1 and DESIGN §7a: 5% of the booking total less its taxes
 * (VAT and consumption tax, issue 31; nearest kobo), earned in the transaction that confirms the payment, once; taken back when the booking
 * is cancelled or refunded, as a negative row even when it was paid out already.
 */
import { and, eq } from 'drizzle-orm';
import { commissionKobo } from '@aso/core/affiliates';
import type { Tx } from '../../db/client.ts';
import { affiliates, type bookings } from '../../db/schema.ts';
import { insertCommission, insertReversal } from './ledger.repository.ts';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Called inside the payment's confirmation transaction. Online bookings attributed to an
 * approved affiliate earn; manual bookings and unattributed ones do not. Duplicate
 * callbacks and webhooks earn nothing more (one commission row per booking).
 */
export async function earnCommission(tx: Tx, booking: BookingRow): Promise<void> {
  if (booking.affiliateId === null || booking.source !== 'online') return;
  const [affiliate] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.id, booking.affiliateId), eq(affiliates.status, 'approved')));
  if (!affiliate) return;
  await insertCommission(tx, {
    affiliateId: affiliate.id,
    bookingId: booking.id,
    // The taxes are the state's, added to the total or held in it: the affiliate earns on the rest.
    amountKobo: commissionKobo(booking.totalKobo - booking.taxKobo),
  });
}

/** Called inside the transaction that cancels or refunds a booking. */
export async function reverseCommission(tx: Tx, bookingId: number, reason: string): Promise<void> {
  await insertReversal(tx, bookingId, reason);
}
