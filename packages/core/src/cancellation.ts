import { z } from 'zod';
import { businessToday, nightsBetween } from './dates.ts';

/**
 * The house's cancellation policy (spec §9), counted in whole calendar days before
 * check-in in Africa/Lagos: at least 7 days → everything back; 3 to 6 days → 25% kept;
 * 0 to 2 days (within 48 hours, the day itself included) → 50% kept. From the day after
 * check-in the guest can no longer cancel by themselves.
 */
export const CANCELLATION_TIERS = [
  { minDays: 7, chargePercent: 0 },
  { minDays: 3, chargePercent: 25 },
  { minDays: 0, chargePercent: 50 },
] as const;

export interface CancellationQuote {
  /** Whole days from today (Lagos) to check-in; negative once the stay has begun. */
  daysBeforeCheckIn: number;
  /** Whether the policy lets the guest cancel today. */
  allowed: boolean;
  chargePercent: number;
  /** What the house keeps and what goes back, in kobo; the two add up to what was paid. */
  chargeKobo: number;
  refundKobo: number;
}

/**
 * What cancelling today would refund of `paidKobo` (what the guest paid and has not had
 * back). The charge is rounded down to the kobo, so the refund never exceeds what was paid.
 */
export function quoteCancellation(
  checkIn: string,
  paidKobo: number,
  now: Date = new Date(),
): CancellationQuote {
  const daysBeforeCheckIn = nightsBetween(businessToday(now), checkIn);
  const tier = CANCELLATION_TIERS.find((t) => daysBeforeCheckIn >= t.minDays);
  if (!tier) {
    return { daysBeforeCheckIn, allowed: false, chargePercent: 100, chargeKobo: 0, refundKobo: 0 };
  }
  const chargeKobo = Math.floor((paidKobo * tier.chargePercent) / 100);
  return {
    daysBeforeCheckIn,
    allowed: true,
    chargePercent: tier.chargePercent,
    chargeKobo,
    refundKobo: paidKobo - chargeKobo,
  };
}

/** How staff refund when they cancel: by the policy (default), everything, or nothing. */
export const REFUND_CHOICES = ['policy', 'full', 'none'] as const;
export const RefundChoiceSchema = z.enum(REFUND_CHOICES);
export type RefundChoice = z.infer<typeof RefundChoiceSchema>;

/** The refund of a booking as its pages show it (naira, like every amount of the API). */
export const RefundStateSchema = z.object({
  amount: z.number(),
  /** `pending`: asked of the provider, retried until accepted; `manual`: the desk gives it back. */
  status: z.enum(['pending', 'succeeded', 'manual']),
});
export type RefundState = z.infer<typeof RefundStateSchema>;

/** What cancelling today would do, on the booking's pages (shown before confirming). */
export const CancellationOfferSchema = z.object({
  allowed: z.boolean(),
  days_before_check_in: z.number().int(),
  charge_percent: z.number().int(),
  paid_amount: z.number(),
  charge_amount: z.number(),
  refund_amount: z.number(),
});
export type CancellationOffer = z.infer<typeof CancellationOfferSchema>;

export const CANCEL_NOT_ALLOWED =
  'This booking can no longer be cancelled online. Please contact the front desk.';
export const BOOKING_CANCELLED = 'Your booking has been cancelled.';
