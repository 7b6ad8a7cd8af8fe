/**
 * The back office's payments list (spec "Admin payments", §3 Payment record, §7): every
 * payment attempt with who made it, newest first; one page of it or all of it.
 */
import type {
  PaymentListQuery,
  PaymentListResponse,
  PaymentRecord,
} from '@aso/core/admin-payments';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { formatDateTime } from '@aso/core/display-dates';
import { koboToNaira } from '@aso/core/money';
import type { Db } from '../../db/client.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { countPayments, findPayments, type PaymentListRow } from './admin-payments.repository.ts';

function toPaymentRecord(row: PaymentListRow): PaymentRecord {
  return {
    id: row.id,
    booking_id: row.booking_id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    guest_email: row.guest_email,
    phone: row.phone,
    guest_phone: row.guest_phone,
    booking_type: row.registered ? 'registered user' : 'Guest',
    // A three-letter month in it, as the page's month filter reads it (spec §3).
    date: formatDateTime(row.paid_at),
    amount: koboToNaira(Number(row.amount_kobo)),
    status: row.status,
    refunded_amount: koboToNaira(Number(row.refunded_kobo)),
    refund:
      row.refund_kobo === null || row.refund_status === null
        ? null
        : { amount: koboToNaira(Number(row.refund_kobo)), status: row.refund_status },
  };
}

/** `GET /payments`: all payments, or page `page` of `per_page` (5 by default, spec §9). */
export async function listPayments(db: Db, query: PaymentListQuery): Promise<PaymentListResponse> {
  const window = pageWindow(query, ADMIN_PAGE_SIZE.payments);
  const filters = { refundPending: query.refund === 'pending' };
  const { rows, pagination } = await paged(await findPayments(db, filters, window), window, () =>
    countPayments(db, filters),
  );
  return { payments: rows.map(toPaymentRecord), ...(pagination ? { pagination } : {}) };
}
