/**
 * The affiliate programme's message texts (spec §3, §5, §8), without the schemas: the
 * affiliate's dashboard shows them with its first paint, and `affiliates.ts` (which
 * re-exports them) builds its Zod schemas when it is evaluated.
 */
export const CODE_APPLIED = 'Code applied';
export const CODE_UNKNOWN = 'We don’t recognise that code';

export const ENTER_VALID_AMOUNT = 'Enter a valid amount.';
export const MINIMUM_PAYOUT = 'Minimum payout is ₦10,000.';
export const EXCEEDS_PENDING = 'Amount cannot exceed your pending commission.';
export const PAYOUT_REQUESTED = 'Payout request submitted successfully.';
export const PAYOUT_RECORDED = 'Payout recorded as paid.';
export const ALL_REQUESTED_PAID = 'All requested payouts marked as paid.';
export const EXCEEDS_OWED = 'Amount cannot exceed what is owed to this affiliate.';
export const NOTHING_REQUESTED = 'This affiliate has no requested payouts to mark as paid.';
export const NOT_AN_AFFILIATE = 'You are not registered as an affiliate.';
export const ALREADY_AFFILIATE = 'You are already registered as an affiliate.';
export const AFFILIATE_NOT_FOUND = 'Affiliate not found.';
