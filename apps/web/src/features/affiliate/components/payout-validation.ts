import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { EXCEEDS_PENDING, PayoutRequestSchema, type PayoutRequest } from '@aso/core/affiliates';
import { nairaToKobo } from '@aso/core/money';

/** What is typed (a string); the shared schema takes numbers too. */
export type PayoutInput = PayoutRequest;
export interface PayoutOutput {
  /** In kobo, as the shared schema gives it. */
  amount: number;
}

/**
 * Spec §5 Payout request, checked in the spec's order: a positive number, at least
 * ₦10,000, not more than may still be requested. Thousands separators and a ₦ are
 * forgiven, since people copy amounts from the totals above.
 */
export function payoutResolver(
  availableNaira: number,
): Resolver<PayoutInput, unknown, PayoutOutput> {
  const schemaResolver = zodResolver(
    PayoutRequestSchema.refine(({ amount }) => amount <= nairaToKobo(availableNaira), {
      message: EXCEEDS_PENDING,
      path: ['amount'],
    }),
  );
  return (values, ...rest) =>
    schemaResolver({ amount: String(values.amount).replace(/[\s,₦]/g, '') }, ...rest);
}
