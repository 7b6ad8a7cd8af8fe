/**
 * The affiliate programme through the API (issue 10): registration, code checks, visits,
 * attribution, the commission ledger, the dashboard and payout requests, against the
 * real database and the sandbox payment provider.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_ALPHABET,
  ALREADY_AFFILIATE,
  CODE_UNKNOWN,
  EXCEEDS_PENDING,
  MINIMUM_PAYOUT,
  NOT_AN_AFFILIATE,
  PAYOUT_REQUESTED,
} from '@aso/core/affiliates';
import {
  affiliateLedger,
  affiliates,
  affiliateVisits,
  bookings,
  emailOutbox,
  payoutRequests,
} from '../../db/schema.ts';
import { affiliateAccount, guestBooksWithCode, registration } from '../../test/affiliates.ts';
import { signedIn } from '../../test/admin.ts';
import { guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true, env: { STAFF_EMAIL: 'desk@aso.test' } });
const db = () => ctx.database.db;

/** Demo catalogue: type 1 "Deluxe Studio", 3 units at ₦35,000 a night. */
const STUDIO = 1;
const STUDIO_NIGHT_KOBO = 3_500_000;

const ledgerRows = () => db().select().from(affiliateLedger).orderBy(affiliateLedger.id);
const counts = async () => ({
  affiliates: await db().$count(affiliates),
  ledger: await db().$count(affiliateLedger),
  requests: await db().$count(payoutRequests),
  visits: await db().$count(affiliateVisits),
  mails: await db().$count(emailOutbox),
});

function dashboardOf(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers });
}

function requestPayout(headers: Record<string, string>, amount: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/affiliate/request-payout',
    headers,
    payload: { amount },
  });
}

describe('POST /api/affiliate/register', () => {
  it('gives a signed-in user an 8-character code without look-alikes, shown by GET /user', async () => {
    const account = await signedIn(db(), 'user');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: account.headers,
      payload: registration({ payout_frequency: undefined }),
    });
    expect(response.statusCode).toBe(201);
    const code = response.json().affiliate_code as string;
    expect(code).toMatch(new RegExp(`^[${AFFILIATE_CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[01OIL]/);

    const [row] = await db().select().from(affiliates);
    expect(row).toMatchObject({
      userId: account.user.id,
      affiliateCode: code,
      bankName: 'Zenith Bank',
      accountNumber: '2034567891',
      accountName: 'SANDBOX ACCOUNT 7891',
      payoutFrequency: 'monthly',
      status: 'approved',
    });
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: account.headers,
    });
    expect(user.json().user ?? user.json()).toMatchObject({
      is_affiliate: true,
      affiliate_code: code,
    });
  });

  it('refuses a second registration of the same user with 409', async () => {
    const account = await affiliateAccount(ctx.app, db());
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: account.headers,
      payload: registration(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_AFFILIATE);
    expect(await db().$count(affiliates)).toBe(1);
  });

  it.each([
    ['an account number of 9 digits', { account_number: '123456789' }, 'account_number'],
    ['an account number with letters', { account_number: '12345678ab' }, 'account_number'],
    ['a bank not on the list', { bank_name: 'Bank of Nowhere' }, 'bank_name'],
    ['no terms', { agreed_to_terms: false }, 'agreed_to_terms'],
    ['no full name', { full_name: '  ' }, 'full_name'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['no phone', { phone_number: undefined }, 'phone_number'],
    ['a payout frequency of daily', { payout_frequency: 'daily' }, 'payout_frequency'],
  ])('refuses %s with 422 and writes nothing', async (_case, change, field) => {
    const account = await signedIn(db(), 'user');
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: account.headers,
      payload: registration(change),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('refuses an account the bank does not know, naming the bank', async () => {
    const account = await signedIn(db(), 'user');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: account.headers,
      payload: registration({ account_number: '0001234567', bank_name: 'Access Bank' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'We could not find that account at Access Bank.',
      errors: { account_number: ['We could not find that account at Access Bank.'] },
    });
    expect(await db().$count(affiliates)).toBe(0);
  });

  it('needs a session (401)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      payload: registration(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/affiliate/resolve-account', () => {
  it('answers the holder’s name, or 422 for an unknown number', async () => {
    const account = await signedIn(db(), 'user');
    const known = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/resolve-account?bank_name=Zenith%20Bank&account_number=2034567891',
      headers: account.headers,
    });
    expect(known.json()).toEqual({
      account_name: 'SANDBOX ACCOUNT 7891',
      account_number: '2034567891',
      bank_name: 'Zenith Bank',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/resolve-account?bank_name=Zenith%20Bank&account_number=0009999999',
      headers: account.headers,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('We could not find that account at Zenith Bank.');
    const short = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliate/resolve-account?bank_name=Zenith%20Bank&account_number=12',
      headers: account.headers,
    });
    expect(short.statusCode).toBe(422);
  });
});

describe('GET /api/affiliate/codes/{code}', () => {
  it('says 200 for an active code in any case and 404 for anything else, revealing nothing', async () => {
    const { code } = await affiliateAccount(ctx.app, db());
    const lower = await ctx.app.inject({
      method: 'GET',
      url: `/api/affiliate/codes/${code.toLowerCase()}`,
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toEqual({ valid: true });

    for (const other of ['NOSUCHCD', 'x'.repeat(300), '%3Cscript%3E']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/affiliate/codes/${other}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CODE_UNKNOWN });
    }
    await db().update(affiliates).set({ status: 'suspended' });
    const suspended = await ctx.app.inject({ method: 'GET', url: `/api/affiliate/codes/${code}` });
    expect(suspended.statusCode).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/affiliate/codes/ABCDEFGH',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/affiliate/visits', () => {
  const visit = (code: string, visitor: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/affiliate/visits', payload: { code, visitor } });

  it('counts one visit per browser per day for a known code, keeping only a hash', async () => {
    const { code } = await affiliateAccount(ctx.app, db());
    const browserA = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect((await visit(code.toLowerCase(), browserA)).json()).toEqual({ recorded: true });
    expect((await visit(code, browserA)).json()).toEqual({ recorded: false });
    expect((await visit(code, 'ffffffffffffffff0000000000000000')).json()).toEqual({
      recorded: true,
    });
    expect((await visit('UNKNOWN1', browserA)).json()).toEqual({ recorded: false });

    const rows = await db().select().from(affiliateVisits);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['affiliateId', 'createdAt', 'day', 'id', 'visitorHash'].sort(),
    );
    expect(rows.map((row) => row.visitorHash)).not.toContain(browserA);
  });

  it('refuses a malformed visitor id with 422', async () => {
    const { code } = await affiliateAccount(ctx.app, db());
    const response = await visit(code, 'short');
    expect(response.statusCode).toBe(422);
    expect(await db().$count(affiliateVisits)).toBe(0);
  });
});

describe('attribution and the commission ledger', () => {
  it('earns 5% of the total once when a guest pays, however often the payment is confirmed', async () => {
    const { code } = await affiliateAccount(ctx.app, db());
    const started = await initiate(
      ctx.app,
      guestRequest(STUDIO, 10, 3, { affiliate_code: code.toLowerCase() }),
    );
    const { reference, booking_id } = started.json();
    await payInSandbox(ctx.app, reference);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(again.json().success).toBe(true);

    const rows = await ledgerRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'commission',
      bookingId: booking_id,
      amountKobo: (3 * STUDIO_NIGHT_KOBO * 5) / 100,
    });
  });

  it('never blocks a booking for an unknown or suspended code, and earns nothing then', async () => {
    const { code } = await affiliateAccount(ctx.app, db());
    await guestBooksWithCode(ctx.app, 'NOTACODE', { startIn: 10 });
    await db().update(affiliates).set({ status: 'suspended' });
    await guestBooksWithCode(ctx.app, code, { startIn: 20 });
    expect(await ledgerRows()).toEqual([]);
    const attributed = await db().select({ affiliateId: bookings.affiliateId }).from(bookings);
    expect(attributed).toEqual([{ affiliateId: null }, { affiliateId: null }]);
  });

  it('pays nothing for self-referral: the affiliate’s own account or their email as a guest', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const own = await initiate(
      ctx.app,
      guestRequest(STUDIO, 10, 2, { affiliate_code: affiliate.code }),
      affiliate.headers,
    );
    await payInSandbox(ctx.app, own.json().reference);
    await guestBooksWithCode(ctx.app, affiliate.code, {
      startIn: 20,
      email: affiliate.user.email.toUpperCase(),
    });
    expect(await ledgerRows()).toEqual([]);
  });

  it('takes the commission back when staff cancel, and carries a paid-out reversal forward', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const admin = await signedIn(db(), 'admin');
    const first = await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10, nights: 6 });
    // 6 nights × ₦35,000 = ₦210,000 → ₦10,500 commission, paid out in full.
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/admin/pay',
      headers: admin.headers,
      payload: { affiliate_id: 1, amount: 10_500 },
    });
    expect(pay.statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    let dashboard = (await dashboardOf(affiliate.headers)).json();
    expect(dashboard.affiliate).toMatchObject({
      pending_commission: -10_500,
      paid_commission: 10_500,
      total_commission: 0,
    });
    expect(dashboard.bookings).toEqual([
      expect.objectContaining({ id: first, commission: 0, status: 'reversed' }),
    ]);

    // The next booking's ₦3,500 first pays back what was paid for the cancelled stay.
    await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 30, nights: 2 });
    dashboard = (await dashboardOf(affiliate.headers)).json();
    expect(dashboard.affiliate.pending_commission).toBe(-7_000);
    const reopened = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await ledgerRows()).filter((row) => row.kind === 'reversal')).toHaveLength(1);
  });
});

describe('GET /api/affiliate/dashboard', () => {
  it('is 404 with a message for a user who is not an affiliate', async () => {
    const account = await signedIn(db(), 'user');
    const response = await dashboardOf(account.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NOT_AN_AFFILIATE });
  });

  it('shows the affiliate’s own totals, bookings without guests’ details, and statistics', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const other = await affiliateAccount(ctx.app, db());
    for (const visitor of ['v000000000000000001', 'v000000000000000002', 'v000000000000000003']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/affiliate/visits',
        payload: { code: affiliate.code, visitor },
      });
    }
    const booking = await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10, nights: 2 });
    await guestBooksWithCode(ctx.app, other.code, { startIn: 20, nights: 2 });

    const response = await dashboardOf(affiliate.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.affiliate).toEqual({
      affiliate_code: affiliate.code,
      status: 'approved',
      total_commission: 3_500,
      pending_commission: 3_500,
      paid_commission: 0,
      requested_total: 0,
      available_for_payout: 3_500,
      payout_frequency: 'weekly',
    });
    expect(body.bookings).toEqual([
      {
        id: booking,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        booking_value: 70_000,
        commission: 3_500,
        status: 'earned',
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('guest@example.com');
    expect(body.stats).toMatchObject({ visits_30d: 3, bookings_30d: 1, conversion_rate: 33.3 });
    expect(body.stats.monthly).toHaveLength(12);
    expect(body.stats.monthly.at(-1).earned).toBe(3_500);
    expect(
      body.stats.monthly.slice(0, 11).every((month: { earned: number }) => month.earned === 0),
    ).toBe(true);
  });
});

describe('POST /api/affiliate/request-payout', () => {
  async function affiliateOwed(nights: number) {
    const affiliate = await affiliateAccount(ctx.app, db());
    await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10, nights });
    return affiliate;
  }

  it.each([
    ['text', 'abc', 'Enter a valid amount.'],
    ['a negative number', -10_000, 'Enter a valid amount.'],
    ['zero', 0, 'Enter a valid amount.'],
    ['nothing', null, 'Enter a valid amount.'],
    ['three decimals', 10_000.123, 'The amount may have at most two decimals.'],
    ['an absurd amount', 1e15, 'The amount may not be greater than ₦1,000,000,000.'],
    ['less than ₦10,000', 9_999.99, MINIMUM_PAYOUT],
  ])('refuses %s with 422 and writes nothing', async (_case, amount, message) => {
    const affiliate = await affiliateOwed(6);
    const before = await counts();
    const response = await requestPayout(affiliate.headers, amount);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual([message]);
    expect(await counts()).toEqual(before);
  });

  // Spec §8 names these texts; the screen shows `message`, so it is the text alone.
  it.each([
    ['text', 'abc', 'Enter a valid amount.'],
    ['less than ₦10,000', 9_999.99, 'Minimum payout is ₦10,000.'],
    ['more than is pending', 10_500.01, 'Amount cannot exceed your pending commission.'],
  ])("refuses %s with exactly the spec's text as its message", async (_case, amount, text) => {
    const affiliate = await affiliateOwed(6); // ₦10,500 owed
    const response = await requestPayout(affiliate.headers, amount);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: text, errors: { amount: [text] } });
  });

  it('accepts up to what is owed less what is requested, and tells the staff', async () => {
    const affiliate = await affiliateOwed(6); // ₦10,500 owed
    const tooMuch = await requestPayout(affiliate.headers, 10_500.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(EXCEEDS_PENDING);

    const accepted = await requestPayout(affiliate.headers, '10000');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ message: PAYOUT_REQUESTED });
    const mail = await latestMailTo(db(), 'desk@aso.test');
    expect(mail?.subject).toBe(`Payout request: ₦10,000 for Chidi Partner (${affiliate.code})`);

    // ₦500 is left to ask for: under the minimum, and then over what is available.
    const second = await requestPayout(affiliate.headers, 10_000);
    expect(second.json().message).toBe(EXCEEDS_PENDING);
    const [request] = await db().select().from(payoutRequests);
    expect(request).toMatchObject({ amountKobo: 1_000_000, paidKobo: 0, status: 'requested' });
    const dashboard = (await dashboardOf(affiliate.headers)).json();
    expect(dashboard.affiliate).toMatchObject({
      requested_total: 10_000,
      available_for_payout: 500,
    });
  });

  it('is 404 for a user who is not an affiliate, and never touches another affiliate', async () => {
    await affiliateOwed(6);
    const stranger = await signedIn(db(), 'user');
    const response = await requestPayout(stranger.headers, 10_000);
    expect(response.statusCode).toBe(404);
    expect(await db().$count(payoutRequests)).toBe(0);
  });
});

describe('the ledger row constraints', () => {
  it('refuses a second commission or a positive payout at the database', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const booking = await guestBooksWithCode(ctx.app, affiliate.code);
    const [row] = await db()
      .select()
      .from(affiliates)
      .where(eq(affiliates.userId, affiliate.user.id));
    await expect(
      db().insert(affiliateLedger).values({
        affiliateId: row!.id,
        kind: 'commission',
        amountKobo: 1,
        bookingId: booking,
      }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(affiliateLedger)
        .values({ affiliateId: row!.id, kind: 'payout', amountKobo: 100 }),
    ).rejects.toThrow();
  });
});
