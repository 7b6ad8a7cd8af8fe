/**
 * The back office's side of the programme (spec §3 admin view, §4, §5): the affiliates
 * with what is owed, requested and paid, payouts (partial or of everything requested),
 * and the ledger as CSV. Every payout is decided under the affiliate's row lock, writes
 * the action log in its transaction and mails the affiliate.
 */
import { stringify } from 'csv-stringify/sync';
import {
  AFFILIATE_NOT_FOUND,
  ALL_REQUESTED_PAID,
  EXCEEDS_OWED,
  NOTHING_REQUESTED,
  PAYOUT_RECORDED,
  type AdminAffiliate,
} from '@aso/core/affiliates';
import type { ListQuery, Pagination } from '@aso/core/admin';
import { formatKobo, koboToNaira } from '@aso/core/money';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { payoutNotice } from './affiliate.mails.ts';
import {
  countAdminAffiliates,
  findAdminAffiliates,
  findLedgerForExport,
  type AdminAffiliateRow,
} from './admin-affiliates.repository.ts';
import {
  balancesFrom,
  balancesOf,
  insertPayout,
  lockAffiliate,
  openPayoutRequests,
  payPayoutRequest,
} from './ledger.repository.ts';

const AFFILIATE_PAGE_SIZE = 20;
export const REQUESTS_EXCEED_OWED =
  'The requested payouts are more than is owed to this affiliate (a booking was cancelled). Pay an amount instead.';

function toAdminAffiliate(row: AdminAffiliateRow): AdminAffiliate {
  const balances = balancesFrom(row);
  return {
    id: row.id,
    affiliate_code: row.affiliate_code,
    user: { name: row.user_name, email: row.user_email },
    full_name: row.full_name,
    phone_number: row.phone_number,
    owed: koboToNaira(balances.owedKobo),
    requested_total: koboToNaira(balances.requestedKobo),
    total_paid: koboToNaira(balances.paidKobo),
    bank_name: row.bank_name,
    account_number: row.account_number,
    account_name: row.account_name,
    payout_frequency: row.payout_frequency,
    status: row.status,
  };
}

/** `GET /affiliate/admin/all`: all affiliates, or one page of them with `page`. */
export async function listAffiliates(
  db: Db,
  query: ListQuery,
): Promise<{ affiliates: AdminAffiliate[]; pagination?: Pagination }> {
  const window = pageWindow(query, AFFILIATE_PAGE_SIZE);
  const { rows, pagination } = await paged(
    await findAdminAffiliates(db, { q: query.q }, window),
    window,
    () => countAdminAffiliates(db, query.q),
  );
  return { affiliates: rows.map(toAdminAffiliate), ...(pagination ? { pagination } : {}) };
}

async function adminAffiliate(db: Db | Tx, id: number): Promise<AdminAffiliate> {
  const [row] = await findAdminAffiliates(db, { id }, null);
  return toAdminAffiliate(row!);
}

/**
 * Pays `amountKobo` out of what is owed: open requests are settled oldest first (the
 * last one partly if the amount runs out), the rest is a payout without a request.
 */
async function payOut(tx: Tx, affiliateId: number, amountKobo: number) {
  let left = amountKobo;
  for (const request of await openPayoutRequests(tx, affiliateId)) {
    if (left === 0) break;
    const portion = Math.min(left, request.amountKobo - request.paidKobo);
    const paidKobo = request.paidKobo + portion;
    const settled = paidKobo === request.amountKobo;
    await payPayoutRequest(tx, request.id, paidKobo, settled);
    await insertPayout(tx, { affiliateId, amountKobo: -portion, payoutRequestId: request.id });
    left -= portion;
  }
  if (left > 0) {
    await insertPayout(tx, { affiliateId, amountKobo: -left });
  }
}

type Payment = { kind: 'amount'; amountKobo: number } | { kind: 'all requested' };

async function recordPayout(
  deps: Deps,
  adminId: number,
  affiliateId: number,
  payment: Payment,
): Promise<AdminAffiliate> {
  const affiliate = await deps.db.transaction(async (tx) => {
    const locked = await lockAffiliate(tx, affiliateId);
    if (!locked) throw notFound(AFFILIATE_NOT_FOUND);
    const balances = await balancesOf(tx, affiliateId);
    let amountKobo: number;
    if (payment.kind === 'amount') {
      amountKobo = payment.amountKobo;
      if (amountKobo > balances.owedKobo) {
        throw new AppError(422, EXCEEDS_OWED, { amount: [EXCEEDS_OWED] });
      }
    } else {
      amountKobo = balances.requestedKobo;
      if (amountKobo === 0) throw new AppError(422, NOTHING_REQUESTED);
      if (amountKobo > balances.owedKobo) throw new AppError(422, REQUESTS_EXCEED_OWED);
    }
    await payOut(tx, affiliateId, amountKobo);
    await recordAdminAction(tx, {
      adminId,
      action: payment.kind === 'amount' ? 'affiliate.payout' : 'affiliate.payout_all_requested',
      details: `Paid ${formatKobo(amountKobo)} to ${locked.fullName} (${locked.affiliateCode})${
        payment.kind === 'amount' ? '' : ': all requested payouts'
      }`,
    });
    await enqueueMail(tx, {
      to: locked.email,
      ...payoutNotice(locked, amountKobo, balances.owedKobo - amountKobo, deps.config.APP_URL),
    });
    return adminAffiliate(tx, affiliateId);
  });
  deps.mailer.kick();
  return affiliate;
}

/** `POST /affiliate/admin/pay`: any amount above zero up to what is owed. */
export async function payAffiliate(
  deps: Deps,
  adminId: number,
  affiliateId: number,
  amountKobo: number,
) {
  const affiliate = await recordPayout(deps, adminId, affiliateId, {
    kind: 'amount',
    amountKobo,
  });
  return { message: PAYOUT_RECORDED, affiliate };
}

/** `POST /affiliate/admin/mark-all-requested-paid`: pays every open request in full. */
export async function markAllRequestedPaid(deps: Deps, adminId: number, affiliateId: number) {
  const affiliate = await recordPayout(deps, adminId, affiliateId, { kind: 'all requested' });
  return { message: ALL_REQUESTED_PAID, affiliate };
}

/** Kobo as naira with exactly two decimals, from integers: `-600050` → `-6000.50`. */
const nairaText = (kobo: number) => {
  const whole = Math.abs(kobo);
  return `${kobo < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/** A text cell that a spreadsheet would read as a formula is kept as text. */
const asText = (value: string | null) =>
  value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');

/** `GET /affiliate/admin/export.csv`: every ledger row, amounts in naira with two decimals. */
export async function ledgerCsv(db: Db): Promise<string> {
  const rows = await findLedgerForExport(db);
  return stringify(
    rows.map((row) => [
      row.date,
      asText(row.affiliate),
      row.code,
      row.booking_id ?? '',
      row.kind,
      nairaText(Number(row.amount_kobo)),
      row.payout_request_id ?? '',
      asText(row.note),
    ]),
    {
      header: true,
      columns: [
        'date',
        'affiliate',
        'code',
        'booking',
        'kind',
        'amount_naira',
        'payout_request',
        'note',
      ],
    },
  );
}
