import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PriceLine } from '@aso/core/stay-price';

/**
 * The price lines a booking stored (issue 31), in order, as a json list of `PriceLine`:
 * empty for a booking priced before there were lines. Read by the booking's pages, its
 * mails and its receipt.
 */
export const bookingLinesOf = (bookingId: AnyPgColumn | SQL) =>
  sql<PriceLine[]>`coalesce((select json_agg(json_build_object('kind', l.kind,
      'label', l.label, 'amountKobo', l.amount_kobo, 'included', l.included) order by l.position)
    from booking_lines l where l.booking_id = ${bookingId}), '[]'::json)`;
