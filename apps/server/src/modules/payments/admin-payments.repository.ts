import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '@aso/core/constants';
import { queryJsonArray, queryRows, type Db } from '../../db/client.ts';
import { fullNameOrNull } from '../../db/person-name.ts';

export interface PaymentListRow {
  id: number;
  booking_id: number;
  reference: string;
  name: string;
  email: string | null;
  guest_email: string | null;
  phone: string | null;
  guest_phone: string | null;
  registered: boolean;
  /** When it was paid, else started: a timestamp with its offset, as PostgreSQL writes it in JSON. */
  paid_at: string;
  amount_kobo: number;
  status: PaymentStatus;
  refunded_kobo: number;
  refund_kobo: number | null;
  refund_status: 'pending' | 'succeeded' | 'manual' | null;
}

export interface PaymentListFilters {
  /** Only payments whose refund is still owed. */
  refundPending?: boolean;
}

const refundOwed = sql`exists (select 1 from refunds r where r.payment_id = payments.id
  and r.status in ('pending', 'manual'))`;

/**
 * Payments newest first (by when they were paid, else started), with who paid; one page
 * or all of them, as one json value. The page is cut from `payments` alone before the
 * joins, so a page costs five joined rows whatever the size of the table.
 */
export function findPayments(
  db: Db,
  filters: PaymentListFilters,
  window: { limit: number; offset: number } | null,
) {
  return queryJsonArray<PaymentListRow>(
    db,
    sql`select coalesce(json_agg(row order by row.paid_at desc, row.id desc), '[]'::json) as rows
        from (
          select p.id, p.booking_id, p.reference, p.paid_at,
            coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)}, b.guest_name, 'Guest') as name,
            coalesce(u.email, b.guest_email) as email, b.guest_email,
            coalesce(b.guest_phone, u.phone_number) as phone, b.guest_phone,
            b.user_id is not null as registered,
            p.amount_kobo, p.status, p.refunded_kobo,
            r.amount_kobo as refund_kobo, r.status as refund_status
          from (
            select id, booking_id, reference, amount_kobo, status, refunded_kobo,
              coalesce(payment_date, created_at) as paid_at
            from payments
            ${filters.refundPending ? sql`where ${refundOwed}` : sql``}
            order by paid_at desc, id desc
            ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}
          ) p
          join bookings b on b.id = p.booking_id
          left join users u on u.id = b.user_id
          left join refunds r on r.payment_id = p.id
        ) as row`,
  );
}

export async function countPayments(db: Db, filters: PaymentListFilters): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from payments
        ${filters.refundPending ? sql`where ${refundOwed}` : sql``}`,
  );
  return row!.total;
}
