/**
 * The affiliate ledger (DESIGN §7a): every movement of an affiliate's money is a row —
 * commission (+), reversal (−), payout (−) — and payout requests are rows too. Balances
 * are sums of rows, computed here and nowhere else.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { affiliateLedger, affiliates, payoutRequests } from '../../db/schema.ts';

/** An affiliate's money in kobo, each figure a sum of rows. */
export interface Balances {
  /** Commissions earned, before reversals. */
  earnedKobo: number;
  /** Reversals of cancelled or refunded bookings, as a positive figure. */
  reversedKobo: number;
  /** Paid out, as a positive figure. */
  paidKobo: number;
  /** Owed (spec's pending commission): earned − reversed − paid; negative after a reversal of paid money. */
  owedKobo: number;
  /** Open payout requests, less what was paid of them. */
  requestedKobo: number;
}

// The sums every balance is made of, over ledger rows `l` and payout requests `r`.
const LEDGER_SUMS = sql`
  coalesce(sum(l.amount_kobo) filter (where l.kind = 'commission'), 0)::bigint as earned,
  coalesce(-sum(l.amount_kobo) filter (where l.kind = 'reversal'), 0)::bigint as reversed,
  coalesce(-sum(l.amount_kobo) filter (where l.kind = 'payout'), 0)::bigint as paid,
  coalesce(sum(l.amount_kobo), 0)::bigint as owed`;
const REQUESTED_SUM = sql`coalesce(sum(r.amount_kobo - r.paid_kobo), 0)::bigint as requested`;

/**
 * The balances of the affiliate `a.id` as the columns of `bal` and `req`, by the ledger's
 * index: for one affiliate or a page of them.
 */
export const BALANCES_OF_A = sql`
  cross join lateral (
    select ${LEDGER_SUMS} from affiliate_ledger l where l.affiliate_id = a.id
  ) bal
  cross join lateral (
    select ${REQUESTED_SUM}
    from payout_requests r where r.affiliate_id = a.id and r.status <> 'paid'
  ) req`;

/**
 * The same columns for every affiliate at once, in one grouped pass over the ledger
 * (cheaper than a probe per affiliate for the whole list); select them with
 * `BALANCE_COLUMNS_OF_ALL`, as an affiliate without rows has none.
 */
export const BALANCES_OF_ALL = sql`
  left join (
    select l.affiliate_id, ${LEDGER_SUMS} from affiliate_ledger l group by l.affiliate_id
  ) bal on bal.affiliate_id = a.id
  left join (
    select r.affiliate_id, ${REQUESTED_SUM}
    from payout_requests r where r.status <> 'paid' group by r.affiliate_id
  ) req on req.affiliate_id = a.id`;
export const BALANCE_COLUMNS_OF_ALL = sql`
  coalesce(bal.earned, 0) as earned, coalesce(bal.reversed, 0) as reversed,
  coalesce(bal.paid, 0) as paid, coalesce(bal.owed, 0) as owed,
  coalesce(req.requested, 0) as requested`;

export interface BalanceColumns {
  earned: string | number;
  reversed: string | number;
  paid: string | number;
  owed: string | number;
  requested: string | number;
}

export const balancesFrom = (row: BalanceColumns): Balances => ({
  earnedKobo: Number(row.earned),
  reversedKobo: Number(row.reversed),
  paidKobo: Number(row.paid),
  owedKobo: Number(row.owed),
  requestedKobo: Number(row.requested),
});

export async function balancesOf(db: Db | Tx, affiliateId: number): Promise<Balances> {
  const [row] = await queryRows<BalanceColumns>(
    db,
    sql`select bal.*, req.* from affiliates a ${BALANCES_OF_A} where a.id = ${affiliateId}`,
  );
  return balancesFrom(row!);
}

/** Locks the affiliate's row: payouts and requests of one affiliate happen one at a time. */
export async function lockAffiliate(tx: Tx, affiliateId: number) {
  const [row] = await tx
    .select()
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
    .for('update');
  return row;
}

/** Records the commission of a booking once; a second call for the same booking does nothing. */
export async function insertCommission(
  tx: Tx,
  entry: { affiliateId: number; bookingId: number; amountKobo: number },
): Promise<boolean> {
  const rows = await tx
    .insert(affiliateLedger)
    .values({ ...entry, kind: 'commission' })
    .onConflictDoNothing({
      target: affiliateLedger.bookingId,
      where: sql`${affiliateLedger.kind} = 'commission'`,
    })
    .returning({ id: affiliateLedger.id });
  return rows.length > 0;
}

/**
 * Takes back a booking's commission, once: the reversal row carries the negative of the
 * commission; nothing happens when there was no commission or it is reversed already.
 */
export async function insertReversal(tx: Tx, bookingId: number, note: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into affiliate_ledger (affiliate_id, kind, amount_kobo, booking_id, note)
        select c.affiliate_id, 'reversal', -c.amount_kobo, c.booking_id, ${note}
        from affiliate_ledger c
        where c.booking_id = ${bookingId} and c.kind = 'commission'
        on conflict (booking_id) where kind = 'reversal' do nothing
        returning id`,
  );
  return rows.length > 0;
}

export function openPayoutRequests(tx: Tx, affiliateId: number) {
  return tx
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.affiliateId, affiliateId), ne(payoutRequests.status, 'paid')))
    .orderBy(asc(payoutRequests.createdAt), asc(payoutRequests.id));
}

/** The affiliate asks for `amountKobo` to be paid out: an open payout request. */
export async function insertPayoutRequest(tx: Tx, affiliateId: number, amountKobo: number) {
  await tx.insert(payoutRequests).values({ affiliateId, amountKobo });
}

/** `paidKobo` of the request is paid now: wholly (`settled`, stamped) or partly. */
export async function payPayoutRequest(
  tx: Tx,
  requestId: number,
  paidKobo: number,
  settled: boolean,
) {
  await tx
    .update(payoutRequests)
    .set({
      paidKobo,
      status: settled ? 'paid' : 'partially_paid',
      ...(settled ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(payoutRequests.id, requestId));
}

/** A payout's ledger row (its amount negative), of a request or without one. */
export async function insertPayout(
  tx: Tx,
  payout: { affiliateId: number; amountKobo: number; payoutRequestId?: number },
) {
  await tx.insert(affiliateLedger).values({ ...payout, kind: 'payout' });
}
