import { eq } from 'drizzle-orm';
import type { PriceLine } from '@aso/core/stay-price';
import type { Tx } from '../../db/client.ts';
import { bookingLines } from '../../db/schema.ts';

/** The booking's price lines become these, in this order (a renewed hold is priced anew). */
export async function replaceBookingLines(
  tx: Tx,
  bookingId: number,
  lines: readonly PriceLine[],
): Promise<void> {
  await tx.delete(bookingLines).where(eq(bookingLines.bookingId, bookingId));
  if (lines.length === 0) return;
  await tx.insert(bookingLines).values(
    lines.map((line, position) => ({
      bookingId,
      position,
      kind: line.kind,
      label: line.label,
      amountKobo: line.amountKobo,
      included: line.included ?? false,
    })),
  );
}
