import { describe, expect, it } from 'vitest';
import type { CancellationOffer } from '@aso/core/cancellation';
import { daysBeforeCheckInText, refundOfferText, refundStateText } from './cancellation-text.ts';

const offer = (overrides: Partial<CancellationOffer>): CancellationOffer => ({
  allowed: true,
  days_before_check_in: 10,
  charge_percent: 0,
  paid_amount: 175000,
  charge_amount: 0,
  refund_amount: 175000,
  ...overrides,
});

describe('the cancellation wording', () => {
  it('counts the days before check-in, the day itself included', () => {
    expect(daysBeforeCheckInText(0)).toBe('on the day of check-in');
    expect(daysBeforeCheckInText(1)).toBe('1 day before check-in');
    expect(daysBeforeCheckInText(5)).toBe('5 days before check-in');
  });

  it('says a full refund when nothing is charged', () => {
    expect(refundOfferText(offer({}))).toBe(
      'Cancelling today refunds the full ₦175,000 (no charge, 10 days before check-in).',
    );
  });

  it('names the refund, what was paid, the charge and the days when something is kept', () => {
    expect(
      refundOfferText(
        offer({
          days_before_check_in: 5,
          charge_percent: 25,
          charge_amount: 43750,
          refund_amount: 131250,
        }),
      ),
    ).toBe('Cancelling today refunds ₦131,250 of ₦175,000 (25% charge, 5 days before check-in).');
    expect(
      refundOfferText(
        offer({
          days_before_check_in: 0,
          charge_percent: 50,
          charge_amount: 87500.5,
          refund_amount: 87499.5,
        }),
      ),
    ).toBe('Cancelling today refunds ₦87,499.5 of ₦175,000 (50% charge, on the day of check-in).');
  });

  it('promises no refund when nothing was paid online', () => {
    expect(refundOfferText(offer({ paid_amount: 0, refund_amount: 0 }))).toMatch(
      /nothing to refund/,
    );
  });

  it('tells a refund on its way, one still pending and one the desk gives back apart', () => {
    expect(refundStateText({ amount: 175000, status: 'succeeded' }, 175000)).toMatch(
      /^Your refund of ₦175,000 is on its way/,
    );
    expect(refundStateText({ amount: 131250, status: 'pending' }, 0)).toMatch(
      /^Your refund of ₦131,250 is pending/,
    );
    expect(refundStateText({ amount: 131250, status: 'manual' }, 0)).toBe(
      'Your refund of ₦131,250 will be returned to you by the front desk.',
    );
    expect(refundStateText(null, 0)).toBe('No refund was due for this booking.');
  });
});
