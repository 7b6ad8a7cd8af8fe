import { ENTER_VALID_AMOUNT, EXCEEDS_PENDING, MINIMUM_PAYOUT } from '@aso/core/affiliate-messages';
import { PASSWORDS_DO_NOT_MATCH } from '@aso/core/auth';

const conveyanceTexts = (leg: 'pickup' | 'drop-off') => [
  `Please select ${leg} date.`,
  `Please select ${leg} time.`,
  `Please enter ${leg} phone number.`,
  `Please select ${leg} airport.`,
];

/**
 * The refusal texts spec §8 names, which the screens show as the server's `message`: a
 * validation failure with one of them answers the text alone (the field stays in
 * `errors`), not the `field: text` of every other validation failure.
 */
export const SPEC_REFUSALS: ReadonlySet<string> = new Set([
  ENTER_VALID_AMOUNT,
  MINIMUM_PAYOUT,
  EXCEEDS_PENDING,
  PASSWORDS_DO_NOT_MATCH,
  'You must agree to the terms.',
  'Please select a date range.',
  ...conveyanceTexts('pickup'),
  ...conveyanceTexts('drop-off'),
  'No payment reference found.',
]);
