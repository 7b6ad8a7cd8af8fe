/**
 * The back office's payments (spec §3 Payment record, §7 `GET /payments`) and the
 * receipts made of them (`GET /payments/{id}/receipt.pdf`, the guest's own copy and the
 * confirmation mail's attachment).
 */
import { z } from 'zod';
import { ListQuerySchema } from './admin.ts';
import { RefundStateSchema } from './cancellation.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from './constants.ts';
import { PaginationSchema } from './pagination.ts';

/** Spec §3: who paid, as the payments table names it. */
export const PAYMENT_BOOKING_TYPES = ['Guest', 'registered user'] as const;
export type PaymentBookingType = (typeof PAYMENT_BOOKING_TYPES)[number];

/** `?page=&per_page=`; without `page` the whole list (the spec's client pages by 5). */
export const PaymentListQuerySchema = ListQuerySchema.pick({ page: true, per_page: true }).extend({
  /** `pending`: only payments whose refund is still owed (awaiting the provider or the desk). */
  refund: z.enum(['pending']).optional(),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

/** Spec §3 Payment record, plus the booking and the provider's reference. */
export const PaymentRecordSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  reference: z.string(),
  /** The account's full name, else the guest's, else "Guest". */
  name: z.string(),
  /** The account's email, else the guest's. */
  email: z.string().nullable(),
  guest_email: z.string().nullable(),
  /** The phone given with the booking, else the account's. */
  phone: z.string().nullable(),
  guest_phone: z.string().nullable(),
  booking_type: z.enum(PAYMENT_BOOKING_TYPES),
  /** When it was paid (else started), in Abuja: "Tue, 24 Nov 2026, 2:05 PM". */
  date: z.string(),
  /** Naira. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** Naira given back so far (provider-confirmed). */
  refunded_amount: z.number(),
  /** The refund owed after a cancellation, if any; `pending`/`manual` ones are still owed. */
  refund: RefundStateSchema.nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const PaymentListResponseSchema = z.object({
  payments: z.array(PaymentRecordSchema),
  pagination: PaginationSchema.optional(),
});
export type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;

/** How a status reads on the list and on the receipt. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Successful',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const RECEIPT_NOT_FOUND = 'Receipt not found.';

/** Spec: the admin's Download saves `receipt_{id}.pdf`. */
export const receiptFileName = (paymentId: number) => `receipt_${paymentId}.pdf`;

/** The number printed on a receipt: payment 123 → "ASO-000123". */
export const receiptNumber = (paymentId: number) => `ASO-${String(paymentId).padStart(6, '0')}`;
