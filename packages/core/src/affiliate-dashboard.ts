/**
 * `GET /affiliate/dashboard` (spec §3), in a module of its own: the dashboard checks its
 * answer with this schema alone, without building the rest of the programme's schemas
 * (`affiliates.ts`, which re-exports it).
 */
import { z } from 'zod';
import { PAYOUT_FREQUENCIES } from './constants.ts';

/** Spec §3 Affiliate dashboard, with the totals and 30-day statistics. */
export const AffiliateDashboardSchema = z.object({
  affiliate: z.object({
    affiliate_code: z.string(),
    status: z.string(),
    total_commission: z.number(),
    pending_commission: z.number(),
    paid_commission: z.number(),
    requested_total: z.number(),
    /** What a new payout request may still ask for: pending minus open requests. */
    available_for_payout: z.number(),
    payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  }),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      booking_value: z.number(),
      commission: z.number(),
      /** `earned`, or `reversed` when the booking was cancelled or refunded. */
      status: z.enum(['earned', 'reversed']),
    }),
  ),
  stats: z.object({
    visits_30d: z.number().int(),
    bookings_30d: z.number().int(),
    /** Bookings per visit over 30 days, in percent with one decimal. */
    conversion_rate: z.number(),
    /** The last 12 months, oldest first: `YYYY-MM` and the net commission earned. */
    monthly: z.array(z.object({ month: z.string(), earned: z.number() })),
  }),
});
export type AffiliateDashboard = z.infer<typeof AffiliateDashboardSchema>;
