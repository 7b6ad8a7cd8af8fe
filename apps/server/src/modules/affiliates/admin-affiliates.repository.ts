import { sql, type SQL } from 'drizzle-orm';
import type { PayoutFrequency } from '@aso/core/affiliates';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';
import { queryJsonArray, queryRows, type Db, type Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { fullNameOrNull } from '../../db/person-name.ts';
import {
  BALANCE_COLUMNS_OF_ALL,
  BALANCES_OF_A,
  BALANCES_OF_ALL,
  type BalanceColumns,
} from './ledger.repository.ts';

export interface AdminAffiliateRow extends BalanceColumns {
  id: number;
  affiliate_code: string;
  full_name: string;
  email: string;
  phone_number: string;
  bank_name: string;
  account_number: string;
  account_name: string | null;
  payout_frequency: PayoutFrequency;
  status: string;
  user_name: string;
  user_email: string;
}

function searchOf(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const pattern = containsPattern(q);
  return sql`(a.full_name ilike ${pattern} or a.email ilike ${pattern} or u.email ilike ${pattern}
              or a.affiliate_code ilike ${pattern})`;
}

/** Affiliates with their balances, newest first; one page of them or all (as one json value). */
export function findAdminAffiliates(
  db: Db | Tx,
  filter: { q?: string | undefined; id?: number },
  window: { limit: number; offset: number } | null,
) {
  const affiliatesPage = sql`
    select a.id, a.affiliate_code, a.full_name, a.email, a.phone_number, a.bank_name,
      a.account_number, a.account_name, a.payout_frequency, a.status, a.created_at,
      coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)}, a.full_name) as user_name,
      u.email as user_email
    from affiliates a
    join users u on u.id = a.user_id
    where ${searchOf(filter.q)} and ${filter.id === undefined ? sql`true` : sql`a.id = ${filter.id}`}
    order by a.created_at desc, a.id desc
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`;
  // A page (or one affiliate): the balances of its rows only, by the ledger's index. All of
  // them: one pass over the ledger rather than an index probe per affiliate.
  const balances =
    window || filter.id !== undefined
      ? sql`bal.*, req.* from (${affiliatesPage}) a ${BALANCES_OF_A}`
      : sql`${BALANCE_COLUMNS_OF_ALL} from (${affiliatesPage}) a ${BALANCES_OF_ALL}`;
  return queryJsonArray<AdminAffiliateRow>(
    db,
    sql`select coalesce(json_agg(row order by row.created_at desc, row.id desc), '[]'::json) as rows
        from (
          select a.id, a.affiliate_code, a.full_name, a.email, a.phone_number, a.bank_name,
            a.account_number, a.account_name, a.payout_frequency, a.status, a.user_name,
            a.user_email, a.created_at, ${balances}
        ) as row`,
  );
}

export async function countAdminAffiliates(db: Db, q: string | undefined): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from affiliates a join users u on u.id = a.user_id
        where ${searchOf(q)}`,
  );
  return row!.total;
}

export interface LedgerExportRow {
  date: string;
  affiliate: string;
  code: string;
  booking_id: number | null;
  kind: string;
  amount_kobo: string | number;
  payout_request_id: number | null;
  note: string | null;
}

/** Every ledger row, oldest first, for the accountants. */
export function findLedgerForExport(db: Db) {
  return queryRows<LedgerExportRow>(
    db,
    sql`select to_char(l.created_at at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI') as date,
          a.full_name as affiliate, a.affiliate_code as code, l.booking_id, l.kind, l.amount_kobo,
          l.payout_request_id, l.note
        from affiliate_ledger l join affiliates a on a.id = l.affiliate_id
        order by l.created_at, l.id`,
  );
}
