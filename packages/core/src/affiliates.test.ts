import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AffiliateRegisterRequestSchema,
  commissionKobo,
  ENTER_VALID_AMOUNT,
  NairaAmountSchema,
  NIGERIAN_BANKS,
  PayoutRequestSchema,
} from './affiliates.ts';

describe('commissionKobo', () => {
  it('is 5% of the total, rounded to the nearest kobo with halves up', () => {
    expect(commissionKobo(21_000_000)).toBe(1_050_000);
    expect(commissionKobo(10)).toBe(1); // 0.5 → 1
    expect(commissionKobo(9)).toBe(0); // 0.45 → 0
    expect(commissionKobo(0)).toBe(0);
  });

  it('never differs from the exact 5% by more than half a kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        const commission = commissionKobo(total);
        // |commission − total/20| ≤ 1/2  ⇔  |20·commission − total| ≤ 10, in integers.
        expect(Math.abs(20 * commission - total)).toBeLessThanOrEqual(10);
        expect(Number.isInteger(commission)).toBe(true);
      }),
    );
  });
});

describe('NairaAmountSchema', () => {
  it('turns naira with up to two decimals into exact kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (kobo) => {
        const naira = kobo / 100;
        expect(NairaAmountSchema.parse(naira)).toBe(kobo);
        expect(NairaAmountSchema.parse(naira.toFixed(2))).toBe(kobo);
      }),
    );
  });

  it.each([0, -1, 'abc', '1e3', null, undefined, Number.NaN, Infinity, true, [], {}])(
    'refuses %p as not a valid amount',
    (value) => {
      const result = NairaAmountSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ENTER_VALID_AMOUNT);
    },
  );

  it('refuses more than two decimals and absurd amounts', () => {
    expect(NairaAmountSchema.safeParse(10.001).success).toBe(false);
    expect(NairaAmountSchema.safeParse(1_000_000_000.01).success).toBe(false);
    expect(NairaAmountSchema.parse(1_000_000_000)).toBe(100_000_000_000);
  });

  it('asks at least ₦10,000 of a payout request', () => {
    expect(PayoutRequestSchema.safeParse({ amount: 9_999.99 }).error?.issues[0]?.message).toBe(
      'Minimum payout is ₦10,000.',
    );
    expect(PayoutRequestSchema.parse({ amount: 10_000 }).amount).toBe(1_000_000);
  });
});

describe('AffiliateRegisterRequestSchema', () => {
  const valid = {
    full_name: 'Chidi Partner',
    email: 'Chidi@Example.com',
    phone_number: '0803 000 1111',
    bank_name: NIGERIAN_BANKS[0].name,
    account_number: '0123456789',
    agreed_to_terms: true,
  };

  it('defaults to monthly payouts and lower-cases the email', () => {
    expect(AffiliateRegisterRequestSchema.parse(valid)).toMatchObject({
      payout_frequency: 'monthly',
      email: 'chidi@example.com',
    });
  });

  it.each(['012345678', '01234567890', '01234 6789', 'abcdefghij'])(
    'refuses the account number %p',
    (account_number) => {
      const result = AffiliateRegisterRequestSchema.safeParse({ ...valid, account_number });
      expect(result.error?.issues[0]?.message).toBe(
        'The account number must be exactly 10 digits.',
      );
    },
  );

  it('keeps one code per bank, each bank named once', () => {
    expect(new Set(NIGERIAN_BANKS.map((bank) => bank.name)).size).toBe(NIGERIAN_BANKS.length);
    expect(new Set(NIGERIAN_BANKS.map((bank) => bank.code)).size).toBe(NIGERIAN_BANKS.length);
  });
});
