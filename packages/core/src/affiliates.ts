/**
 * The affiliate programme's contract (spec §1, §3, §4, §5, §7, §9; DESIGN §3, §7a):
 * registration, code checks and visits, the dashboard, payout requests and the admin's
 * payouts. Amounts cross the API in naira with at most two decimals and are kept in kobo.
 */
import { z } from 'zod';
import { ENTER_VALID_AMOUNT, MINIMUM_PAYOUT } from './affiliate-messages.ts';
import { agreed, EmailSchema, PhoneSchema, requiredText } from './auth.ts';
import {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_VISITOR_PATTERN,
  COMMISSION_BASIS_POINTS,
  MIN_PAYOUT_NAIRA,
  PAYOUT_FREQUENCIES,
} from './constants.ts';
import { KOBO_PER_NAIRA } from './money.ts';
import { PaginationSchema } from './pagination.ts';

export * from './affiliate-messages.ts';
export {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_COOKIE_DAYS,
  COMMISSION_BASIS_POINTS,
  COMMISSION_PERCENT,
  MIN_PAYOUT_NAIRA,
  PAYOUT_FREQUENCIES,
  type PayoutFrequency,
} from './constants.ts';
export const MIN_PAYOUT_KOBO = MIN_PAYOUT_NAIRA * KOBO_PER_NAIRA;
/** The largest single amount the API takes: far above any real payout, far below 2^53 kobo. */
export const MAX_AMOUNT_NAIRA = 1_000_000_000;
/** Spec §9: after registration the page moves to the dashboard after 3 seconds. */
export const AFFILIATE_REGISTER_REDIRECT_MS = 3000;

/** Codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const AFFILIATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const AFFILIATE_CODE_LENGTH = 8;

/** 5% of a booking total in kobo, rounded to the nearest kobo (halves up). */
export function commissionKobo(totalKobo: number): number {
  return Math.floor((totalKobo * COMMISSION_BASIS_POINTS + 5_000) / 10_000);
}

/** Nigerian banks with their Paystack bank codes (account resolution needs the code). */
export const NIGERIAN_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Access Bank (Diamond)', code: '063' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Heritage Bank', code: '030' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Lotus Bank', code: '303' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay', code: '999992' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Parallex Bank', code: '104' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Premium Trust Bank', code: '105' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'SunTrust Bank', code: '100' },
  { name: 'TAJBank', code: '302' },
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'VFD Microfinance Bank', code: '566' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
] as const;
export type NigerianBank = (typeof NIGERIAN_BANKS)[number];
export type BankName = NigerianBank['name'];
const BANK_NAMES = NIGERIAN_BANKS.map((bank) => bank.name) as [BankName, ...BankName[]];

export function bankNamed(name: string): NigerianBank | undefined {
  return NIGERIAN_BANKS.find((bank) => bank.name === name);
}

const BankNameSchema = z.enum(BANK_NAMES, { error: 'Choose your bank from the list.' });
export const AccountNumberSchema = z
  .string({ error: 'The account number field is required.' })
  .trim()
  .regex(/^[0-9]{10}$/, 'The account number must be exactly 10 digits.');

export const AffiliateRegisterRequestSchema = z.object({
  full_name: requiredText('full name', 200),
  email: EmailSchema,
  phone_number: z.string({ error: 'The phone number field is required.' }).pipe(PhoneSchema),
  bank_name: BankNameSchema,
  account_number: AccountNumberSchema,
  payout_frequency: z
    .enum(PAYOUT_FREQUENCIES, { error: 'The payout frequency must be monthly or weekly.' })
    .optional()
    .default('monthly'),
  agreed_to_terms: agreed,
});
export type AffiliateRegisterRequest = z.input<typeof AffiliateRegisterRequestSchema>;

export const AffiliateRegisterResponseSchema = z.object({
  message: z.string(),
  affiliate_code: z.string(),
});

/** `GET /affiliate/resolve-account`: the account holder's name as the bank knows it. */
export const ResolveAccountQuerySchema = z.object({
  bank_name: BankNameSchema,
  account_number: AccountNumberSchema,
});
export const ResolveAccountResponseSchema = z.object({
  account_name: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
});
export type ResolveAccountResponse = z.infer<typeof ResolveAccountResponseSchema>;
export const accountNotFoundMessage = (bank: string) =>
  `We could not find that account at ${bank}.`;

/** Any text: a code that cannot be one is simply not recognised (404), like an unknown one. */
export const AffiliateCodeParamSchema = z.object({ code: z.string() });
/** `GET /affiliate/codes/{code}`: validity only, nothing about the affiliate. */
export const AffiliateCodeCheckSchema = z.object({ valid: z.literal(true) });

/**
 * `POST /affiliate/visits`: one visit per browser per day. `visitor` is a random id the
 * browser made for itself (no personal data); only its hash is kept.
 */
export const AffiliateVisitRequestSchema = z.object({
  code: z.string().trim().regex(AFFILIATE_CODE_PATTERN, 'The code is not valid.'),
  visitor: z
    .string({ error: 'The visitor field is required.' })
    .regex(AFFILIATE_VISITOR_PATTERN, 'The visitor must be 16 to 64 letters or digits.'),
});
export const AffiliateVisitResponseSchema = z.object({ recorded: z.boolean() });

/**
 * A naira amount: a number (or numeric string) above zero with at most two decimals and
 * at most ₦1,000,000,000; becomes integer kobo.
 */
export const NairaAmountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?[0-9]+(\.[0-9]+)?$/, ENTER_VALID_AMOUNT),
    ],
    {
      error: ENTER_VALID_AMOUNT,
    },
  )
  .transform(Number)
  .refine((naira) => Number.isFinite(naira) && naira > 0, ENTER_VALID_AMOUNT)
  .refine(
    // The nearest two-decimal number is the number itself (1.005 is not: it is 1.00499…).
    (naira) => Number(naira.toFixed(2)) === naira,
    'The amount may have at most two decimals.',
  )
  .refine(
    (naira) => naira <= MAX_AMOUNT_NAIRA,
    `The amount may not be greater than ₦${MAX_AMOUNT_NAIRA.toLocaleString('en-US')}.`,
  )
  .transform((naira) => Math.round(naira * KOBO_PER_NAIRA));

export const PayoutRequestSchema = z.object({
  amount: NairaAmountSchema.refine((kobo) => kobo >= MIN_PAYOUT_KOBO, MINIMUM_PAYOUT),
});
export type PayoutRequest = z.input<typeof PayoutRequestSchema>;

const affiliateId = z.coerce
  .number({ error: 'The affiliate is required.' })
  .int('The affiliate is required.')
  .positive('The affiliate is required.')
  .max(2_147_483_647, 'The affiliate is required.');

export const AdminPayRequestSchema = z.object({
  affiliate_id: affiliateId,
  amount: NairaAmountSchema,
});
export const MarkAllRequestedPaidSchema = z.object({ affiliate_id: affiliateId });

/** Spec §3 Affiliate (admin view). */
export const AdminAffiliateSchema = z.object({
  id: z.number().int(),
  affiliate_code: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  full_name: z.string(),
  phone_number: z.string(),
  owed: z.number(),
  requested_total: z.number(),
  total_paid: z.number(),
  bank_name: z.string(),
  account_number: z.string(),
  /** The holder's name as the bank resolved it at registration, when it could be asked. */
  account_name: z.string().nullable(),
  payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  status: z.string(),
});
export type AdminAffiliate = z.infer<typeof AdminAffiliateSchema>;
export const AdminPayoutResponseSchema = z.object({
  message: z.string(),
  affiliate: AdminAffiliateSchema,
});

/**
 * `GET /affiliate/admin/all?page=&per_page=&q=`: with `page`, one page of affiliates (`q`
 * searched in name, email and code) and its `pagination` (DESIGN §7); without, all of them.
 */
export const AdminAffiliateListResponseSchema = z.object({
  affiliates: z.array(AdminAffiliateSchema),
  pagination: PaginationSchema.optional(),
});
export type AdminAffiliateListResponse = z.infer<typeof AdminAffiliateListResponseSchema>;

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
