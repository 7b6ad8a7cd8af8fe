/**
 * Staff's affiliate payouts through the API (issue 10): the list, partial and
 * all-requested payouts, refusals that change nothing, two admins at once, and the
 * ledger export.
 */
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_NOT_FOUND,
  ALL_REQUESTED_PAID,
  EXCEEDS_OWED,
  NOTHING_REQUESTED,
  PAYOUT_RECORDED,
} from '@aso/core/affiliates';
import { adminActionLogs, affiliateLedger, emailOutbox, payoutRequests } from '../../db/schema.ts';
import { affiliateAccount, guestBooksWithCode } from '../../test/affiliates.ts';
import { actionLogRows, signedIn } from '../../test/admin.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { REQUESTS_EXCEED_OWED } from './admin-affiliates.service.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;

const writes = async () => ({
  ledger: await db().$count(affiliateLedger),
  requests: await db().$count(payoutRequests),
  logs: await db().$count(adminActionLogs),
  mails: await db().$count(emailOutbox),
});

/** An affiliate owed ₦10,500 (one 6-night studio stay of ₦210,000), and an admin. */
async function owedAffiliate() {
  const affiliate = await affiliateAccount(ctx.app, db(), { firstName: 'Chidi' });
  await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10, nights: 6 });
  const admin = await signedIn(db(), 'admin');
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/affiliate/admin/all',
    headers: admin.headers,
  });
  const id = (list.json().affiliates as { id: number }[])[0]!.id;
  return { affiliate, admin, id };
}

const pay = (headers: Record<string, string>, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/affiliate/admin/pay',
    headers,
    payload: body as object,
  });
const markAll = (headers: Record<string, string>, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/affiliate/admin/mark-all-requested-paid',
    headers,
    payload: body as object,
  });
const requestPayout = (headers: Record<string, string>, amount: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/affiliate/request-payout',
    headers,
    payload: { amount },
  });

describe('GET /api/affiliate/admin/all', () => {
  it('lists each affiliate with owed, requested and paid in naira (spec §3 admin view)', async () => {
    const { affiliate, admin, id } = await owedAffiliate();
    await requestPayout(affiliate.headers, 10_000);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/admin/all',
      headers: admin.headers,
    });
    expect(response.json()).toEqual({
      affiliates: [
        {
          id,
          affiliate_code: affiliate.code,
          user: { name: 'Chidi Obi', email: affiliate.user.email },
          full_name: 'Chidi Partner',
          phone_number: '+234 803 000 1111',
          owed: 10_500,
          requested_total: 10_000,
          total_paid: 0,
          bank_name: 'Zenith Bank',
          account_number: '2034567891',
          account_name: 'SANDBOX ACCOUNT 7891',
          payout_frequency: 'weekly',
          status: 'approved',
        },
      ],
    });
  });

  it('pages and searches by name, email or code', async () => {
    const admin = await signedIn(db(), 'admin');
    const first = await affiliateAccount(ctx.app, db(), { email: 'amina@partners.ng' });
    await affiliateAccount(ctx.app, db(), { email: 'bayo@partners.ng' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/admin/all?page=1&per_page=1',
      headers: admin.headers,
    });
    expect(page.json().affiliates).toHaveLength(1);
    expect(page.json().pagination).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 1,
      total: 2,
    });
    for (const q of ['amina', first.code.toLowerCase()]) {
      const found = await ctx.app.inject({
        method: 'GET',
        url: `/api/affiliate/admin/all?page=1&q=${q}`,
        headers: admin.headers,
      });
      expect(
        found.json().affiliates.map((row: { user: { email: string } }) => row.user.email),
      ).toEqual(['amina@partners.ng']);
    }
  });
});

describe('POST /api/affiliate/admin/pay and mark-all-requested-paid', () => {
  it('pays part of a request, then the rest, with the log, the mails and the balances', async () => {
    const { affiliate, admin, id } = await owedAffiliate();
    await requestPayout(affiliate.headers, 10_000);

    const partial = await pay(admin.headers, { affiliate_id: id, amount: 6_000 });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      message: PAYOUT_RECORDED,
      affiliate: { owed: 4_500, requested_total: 4_000, total_paid: 6_000 },
    });
    let [request] = await db().select().from(payoutRequests);
    expect(request).toMatchObject({ paidKobo: 600_000, status: 'partially_paid', paidAt: null });
    const mail = await latestMailTo(db(), affiliate.user.email);
    expect(mail?.subject).toBe('Your affiliate payout of ₦6,000');

    const rest = await markAll(admin.headers, { affiliate_id: id });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      message: ALL_REQUESTED_PAID,
      affiliate: { owed: 500, requested_total: 0, total_paid: 10_000 },
    });
    [request] = await db().select().from(payoutRequests);
    expect(request).toMatchObject({ paidKobo: 1_000_000, status: 'paid' });
    expect(request!.paidAt).not.toBeNull();

    const payouts = (await db().select().from(affiliateLedger)).filter(
      (row) => row.kind === 'payout',
    );
    expect(payouts.map((row) => [row.amountKobo, row.payoutRequestId])).toEqual([
      [-600_000, request!.id],
      [-400_000, request!.id],
    ]);
    const logs = await actionLogRows(db());
    expect(logs.map((row) => [row.adminId, row.action, row.details])).toEqual([
      [admin.user.id, 'affiliate.payout', `Paid ₦6,000 to Chidi Partner (${affiliate.code})`],
      [
        admin.user.id,
        'affiliate.payout_all_requested',
        `Paid ₦4,000 to Chidi Partner (${affiliate.code}): all requested payouts`,
      ],
    ]);
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: affiliate.headers,
    });
    expect(dashboard.json().affiliate).toMatchObject({
      pending_commission: 500,
      paid_commission: 10_000,
      total_commission: 10_500,
      requested_total: 0,
    });
  });

  it('settles open requests oldest first and pays any rest without a request', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    for (const startIn of [10, 20, 30]) {
      await guestBooksWithCode(ctx.app, affiliate.code, { startIn, nights: 6 });
    }
    const admin = await signedIn(db(), 'admin');
    await requestPayout(affiliate.headers, 10_000);
    await requestPayout(affiliate.headers, 12_000);
    const [{ id }] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/affiliate/admin/all',
        headers: admin.headers,
      })
    ).json().affiliates;
    const response = await pay(admin.headers, { affiliate_id: id, amount: 31_500 });
    expect(response.json().affiliate).toMatchObject({
      owed: 0,
      requested_total: 0,
      total_paid: 31_500,
    });
    const requests = await db().select().from(payoutRequests).orderBy(payoutRequests.id);
    expect(requests.map((row) => [row.paidKobo, row.status])).toEqual([
      [1_000_000, 'paid'],
      [1_200_000, 'paid'],
    ]);
    const payouts = (await db().select().from(affiliateLedger).orderBy(affiliateLedger.id)).filter(
      (row) => row.kind === 'payout',
    );
    expect(payouts.map((row) => [row.amountKobo, row.payoutRequestId])).toEqual([
      [-1_000_000, requests[0]!.id],
      [-1_200_000, requests[1]!.id],
      [-950_000, null],
    ]);
  });

  it.each([
    ['zero', { amount: 0 }, 'Enter a valid amount.'],
    ['a negative amount', { amount: -5 }, 'Enter a valid amount.'],
    ['text', { amount: 'lots' }, 'Enter a valid amount.'],
    ['three decimals', { amount: 1.001 }, 'The amount may have at most two decimals.'],
    ['an absurd amount', { amount: 1e18 }, 'The amount may not be greater than ₦1,000,000,000.'],
    ['more than is owed', { amount: 10_500.01 }, EXCEEDS_OWED],
    ['no affiliate', { affiliate_id: 'x', amount: 100 }, 'The affiliate is required.'],
  ])('refuses %s with 422 and writes nothing', async (_case, body, message) => {
    const { admin, id } = await owedAffiliate();
    const before = await writes();
    const response = await pay(admin.headers, { affiliate_id: id, ...body });
    expect(response.statusCode).toBe(422);
    expect(Object.values(response.json().errors ?? {}).flat()).toContain(message);
    expect(await writes()).toEqual(before);
  });

  it('answers 404 for an unknown affiliate and 422 when nothing is requested', async () => {
    const { admin, id } = await owedAffiliate();
    const before = await writes();
    const unknown = await pay(admin.headers, { affiliate_id: id + 100, amount: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AFFILIATE_NOT_FOUND);
    const nothing = await markAll(admin.headers, { affiliate_id: id });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(NOTHING_REQUESTED);
    expect(await writes()).toEqual(before);
  });

  it('refuses to mark requests paid that a cancellation made larger than what is owed', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const first = await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10, nights: 6 });
    await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 20, nights: 2 });
    const admin = await signedIn(db(), 'admin');
    await requestPayout(affiliate.headers, 14_000);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    const [{ id }] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/affiliate/admin/all',
        headers: admin.headers,
      })
    ).json().affiliates;
    const response = await markAll(admin.headers, { affiliate_id: id });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(REQUESTS_EXCEED_OWED);
  });

  it('never pays more than is owed when two admins pay at the same moment', async () => {
    const { id } = await owedAffiliate();
    const first = await signedIn(db(), 'admin');
    const second = await signedIn(db(), 'super_admin');
    const answers = await Promise.all([
      pay(first.headers, { affiliate_id: id, amount: 10_500 }),
      pay(second.headers, { affiliate_id: id, amount: 10_500 }),
      markAll(first.headers, { affiliate_id: id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
    const payouts = (await db().select().from(affiliateLedger)).filter(
      (row) => row.kind === 'payout',
    );
    expect(payouts.reduce((sum, row) => sum + row.amountKobo, 0)).toBe(-1_050_000);
  });
});

describe('GET /api/affiliate/admin/export.csv', () => {
  it('gives every ledger row with the amount in naira, spreadsheet-safe', async () => {
    const { admin, id, affiliate } = await owedAffiliate();
    await pay(admin.headers, { affiliate_id: id, amount: 6_000.5 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/admin/export.csv',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="affiliate-ledger.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('date,affiliate,code,booking,kind,amount_naira,payout_request,note');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 6))).toEqual([
      ['Chidi Partner', affiliate.code, '1', 'commission', '10500.00'],
      ['Chidi Partner', affiliate.code, '', 'payout', '-6000.50'],
    ]);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  });
});
