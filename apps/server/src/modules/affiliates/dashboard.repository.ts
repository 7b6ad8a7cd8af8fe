/**
 * The affiliate dashboard's figures (spec §3, issue 10): balances from the ledger, the
 * attributed bookings with their commission, and 30-day and 12-month statistics. Guests'
 * names and emails are never selected.
 */
import { sql } from 'drizzle-orm';
import type { AffiliateDashboard, PayoutFrequency } from '@aso/core/affiliates';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';
import { koboToNaira } from '@aso/core/money';
import { queryRows, type Db } from '../../db/client.ts';
import { BUSINESS_TODAY } from '../../db/business-today.ts';
import { BALANCES_OF_A, balancesFrom, type BalanceColumns } from './ledger.repository.ts';

const LAGOS = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

interface SummaryRow extends BalanceColumns {
  affiliate_code: string;
  status: string;
  payout_frequency: PayoutFrequency;
  visits_30d: number;
  bookings_30d: number;
}

interface BookingRow {
  id: number;
  date: string;
  total_kobo: string | number;
  commission_kobo: string | number;
  reversed: boolean;
}

export async function findDashboard(db: Db, affiliateId: number): Promise<AffiliateDashboard> {
  const [summary, bookings, monthly] = await Promise.all([
    queryRows<SummaryRow>(
      db,
      sql`select a.affiliate_code, a.status, a.payout_frequency, bal.*, req.*,
            (select count(*)::int from affiliate_visits v
              where v.affiliate_id = a.id and v.day > ${BUSINESS_TODAY} - 30) as visits_30d,
            (select count(*)::int from affiliate_ledger c
              where c.affiliate_id = a.id and c.kind = 'commission'
                and c.created_at > now() - interval '30 days') as bookings_30d
          from affiliates a ${BALANCES_OF_A}
          where a.id = ${affiliateId}`,
    ),
    queryRows<BookingRow>(
      db,
      sql`select b.id, to_char(c.created_at at time zone ${LAGOS}, 'YYYY-MM-DD') as date,
            b.total_kobo, c.amount_kobo as commission_kobo,
            exists (select 1 from affiliate_ledger r
                     where r.booking_id = c.booking_id and r.kind = 'reversal') as reversed
          from affiliate_ledger c
          join bookings b on b.id = c.booking_id
          where c.affiliate_id = ${affiliateId} and c.kind = 'commission'
          order by c.created_at desc, c.id desc`,
    ),
    queryRows<{ month: string; earned: string | number }>(
      db,
      sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(l.amount_kobo), 0)::bigint as earned
          from generate_series(
                 date_trunc('month', ${BUSINESS_TODAY}::timestamp) - interval '11 months',
                 date_trunc('month', ${BUSINESS_TODAY}::timestamp),
                 interval '1 month') as m(month)
          left join affiliate_ledger l
            on l.affiliate_id = ${affiliateId} and l.kind in ('commission', 'reversal')
           and date_trunc('month', l.created_at at time zone ${LAGOS}) = m.month
          group by m.month
          order by m.month`,
    ),
  ]);
  const row = summary[0]!;
  const balances = balancesFrom(row);
  const naira = koboToNaira;
  return {
    affiliate: {
      affiliate_code: row.affiliate_code,
      status: row.status,
      total_commission: naira(balances.owedKobo + balances.paidKobo),
      pending_commission: naira(balances.owedKobo),
      paid_commission: naira(balances.paidKobo),
      requested_total: naira(balances.requestedKobo),
      available_for_payout: naira(Math.max(balances.owedKobo - balances.requestedKobo, 0)),
      payout_frequency: row.payout_frequency,
    },
    bookings: bookings.map((booking) => ({
      id: booking.id,
      date: booking.date,
      booking_value: naira(Number(booking.total_kobo)),
      commission: booking.reversed ? 0 : naira(Number(booking.commission_kobo)),
      status: booking.reversed ? 'reversed' : 'earned',
    })),
    stats: {
      visits_30d: row.visits_30d,
      bookings_30d: row.bookings_30d,
      conversion_rate:
        row.visits_30d === 0 ? 0 : Math.round((row.bookings_30d / row.visits_30d) * 1000) / 10,
      monthly: monthly.map((month) => ({
        month: month.month,
        earned: naira(Number(month.earned)),
      })),
    },
  };
}
