/**
 * Model-based property tests of the affiliate ledger (issue 10, DESIGN §7a). Random
 * sequences of what guests, staff and affiliates do — book with or without a code (own,
 * another's, unknown, self-referral), pay or decline in the sandbox (a declined payment
 * keeps its hold), call the payment callback again (also several at once) or before
 * paying, let a hold run out, change a booking's status (cancelling refunds by the house
 * policy), suspend an affiliate, ask for payouts (also two at once), pay out an
 * amount or everything requested — run through the real HTTP routes, while a small model
 * written here, independently of the services, says what each affiliate must have. After
 * every step the dashboard, the admin list and sums recomputed from the ledger and
 * payout_requests rows must all agree with the model, and:
 *
 * (a) the dashboard's and the admin list's figures equal the sums of the rows and the model;
 * (b) what was paid out never exceeds the commissions earned;
 * (c) a payout request is accepted exactly when it is valid and at most owed − requested;
 * (d) a reversal of paid-out commission leaves owed negative, and later commissions net against it;
 * (e) exactly one commission row (5% of the total, nearest kobo) per confirmed attributed
 *     booking whatever the duplicate confirmations, and at most one reversal of it;
 * (f) the payout rows linked to a request sum to its paid_kobo, and paid_kobo ≤ amount_kobo.
 *
 * Each run starts from a fresh database with random room prices (odd kobo, so the rounding
 * is exercised). `LEDGER_PROPERTY_RUNS=500` runs longer searches locally.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXCEEDS_OWED, EXCEEDS_PENDING, NOTHING_REQUESTED } from '@aso/core/affiliates';
import { quoteCancellation } from '@aso/core/cancellation';
import {
  affiliateLedger,
  affiliates,
  bookings,
  payments,
  payoutRequests,
  roomTypes,
} from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { signedIn } from '../../test/admin.ts';
import { affiliateAccount } from '../../test/affiliates.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { releaseExpiredHolds } from '../../db/holds.ts';
import { earnCommission } from './commission.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;

/** The demo catalogue's room types are 1..6. */
const ROOM_TYPES = 6;
/** Spec §5: requests from ₦10,000; the API takes at most ₦1,000,000,000. */
const MIN_REQUEST_KOBO = 1_000_000;
const MAX_AMOUNT_KOBO = 100_000_000_000;
/** Far enough apart that no two bookings of a run share a night, whatever the room type. */
const DAYS_BETWEEN_BOOKINGS = 9;

/** 5% of a total in kobo, to the nearest kobo with halves up: the model's own arithmetic. */
const fivePercent = (totalKobo: number) => Math.floor((totalKobo * 5 + 50) / 100);

// ---------------------------------------------------------------------------------------
// Commands

type Who = 0 | 1;
type CodeChoice = 'own' | 'own-lower-case' | 'other' | 'unknown' | 'none' | 'self-referral';
/** The statuses staff set in these runs (the model adds `expired`: a hold ran out). */
type Status = 'pending' | 'confirmed' | 'checked_in' | 'cancelled';
/** An amount relative to the model's state (so both sides of every limit are hit), or raw. */
type Amount =
  | { rel: 'available' | 'owed' | 'requested' | 'minimum'; delta: number; as: 'number' | 'string' }
  | { raw: unknown };

type Command =
  | {
      kind: 'book';
      by: Who;
      code: CodeChoice;
      roomType: number;
      nights: number;
      settle: 'pay' | 'decline' | 'later';
      callbacks: number;
    }
  | { kind: 'payLater'; pick: number; outcome: 'success' | 'failed'; callbacks: number }
  | { kind: 'callback'; pick: number; times: number }
  | { kind: 'expireHold'; pick: number }
  | { kind: 'redeliverCommission'; pick: number }
  | { kind: 'setStatus'; pick: number; status: Status }
  | { kind: 'setAffiliateStatus'; who: Who; status: 'approved' | 'suspended' }
  | { kind: 'requestPayout'; who: Who; amount: Amount; parallel: 1 | 2 }
  | { kind: 'adminPay'; who: Who | 'nobody'; amount: Amount; parallel: 1 | 2 }
  | { kind: 'markAllRequestedPaid'; who: Who };

const who = fc.constantFrom<Who>(0, 1);
const delta = fc.oneof(
  fc.constantFrom(-1, 0, 0, 1),
  fc.integer({ min: -500_000, max: 500_000 }),
  fc.integer({ min: -3_000_000, max: 3_000_000 }),
);
const relative = (...rels: ('available' | 'owed' | 'requested' | 'minimum')[]) =>
  fc.record({
    rel: fc.constantFrom(...rels),
    delta,
    as: fc.constantFrom<'number' | 'string'>('number', 'string'),
  });
/** Refused by the amount's schema on both endpoints. */
const INVALID_AMOUNTS = ['abc', -10_000, 0, null, 10_000.123, '10000.001', 1e15, '', '1e4', '-5'];
const invalidAmount = fc.record({ raw: fc.constantFrom<unknown>(...INVALID_AMOUNTS) });

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      by: who,
      code: fc.constantFrom<CodeChoice>(
        'own',
        'own',
        'own',
        'own-lower-case',
        'other',
        'unknown',
        'none',
        'self-referral',
      ),
      roomType: fc.integer({ min: 1, max: ROOM_TYPES }),
      nights: fc.integer({ min: 1, max: 8 }),
      settle: fc.constantFrom<'pay' | 'decline' | 'later'>('pay', 'pay', 'pay', 'later', 'decline'),
      callbacks: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payLater' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom<'success' | 'failed'>('success', 'success', 'failed'),
      callbacks: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('callback' as const),
      pick: fc.nat(),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('expireHold' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('redeliverCommission' as const), pick: fc.nat() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('setStatus' as const),
      pick: fc.nat(),
      status: fc.constantFrom<Status>(
        'cancelled',
        'cancelled',
        'cancelled',
        'confirmed',
        'pending',
        'checked_in',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setAffiliateStatus' as const),
      who,
      status: fc.constantFrom<'approved' | 'suspended'>('approved', 'suspended'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('requestPayout' as const),
      who,
      amount: fc.oneof(
        { weight: 4, arbitrary: relative('available', 'minimum', 'owed') },
        { weight: 1, arbitrary: invalidAmount },
        { weight: 1, arbitrary: fc.record({ raw: fc.constantFrom<unknown>(9_999.99, '9999.99') }) },
      ),
      parallel: fc.constantFrom<1 | 2>(1, 1, 2),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('adminPay' as const),
      who: fc.constantFrom<Who | 'nobody'>(0, 1, 0, 1, 'nobody'),
      amount: fc.oneof(
        { weight: 5, arbitrary: relative('owed', 'requested', 'available') },
        { weight: 1, arbitrary: invalidAmount },
      ),
      parallel: fc.constantFrom<1 | 2>(1, 1, 2),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('markAllRequestedPaid' as const), who }),
  },
);

// ---------------------------------------------------------------------------------------
// The model

interface BookingModel {
  id: number;
  reference: string;
  /** Check-in, for the refund of a cancellation by the house policy. */
  startDate: string;
  totalKobo: number;
  /** Index of the affiliate it is attributed to, or null. */
  attributedTo: Who | null;
  status: Status | 'expired';
  /** Who cancelled it, when it is cancelled (the payment flow never does in these runs). */
  cancelledBy: 'staff' | null;
  /** Whether its hold can still run out (a guest's pending booking, unpaid or declined). */
  holdRunning: boolean;
  payment: 'pending' | 'success' | 'failed' | 'refunded' | 'partially_refunded';
  /** What was given back of the payment (its amount is the booking's total). */
  refundedKobo: number;
  /** Whether the sandbox checkout's Pay or Decline was pressed. */
  sandboxSettled: boolean;
  commissionKobo: number | null;
  reversed: boolean;
}

interface RequestModel {
  amountKobo: number;
  paidKobo: number;
}

interface AffiliateModel {
  id: number;
  code: string;
  email: string;
  headers: Record<string, string>;
  approved: boolean;
  /** Total of payout rows, as a positive figure. */
  paidKobo: number;
  /** Oldest first, as the service pays them. */
  requests: RequestModel[];
}

interface World {
  admin: Record<string, string>;
  affiliates: [AffiliateModel, AffiliateModel];
  bookings: BookingModel[];
  prices: number[];
  /** What the run exercised, for the coverage check at the end. */
  seen: Set<string>;
}

function balances(world: World, index: Who) {
  const affiliate = world.affiliates[index];
  const mine = world.bookings.filter((b) => b.attributedTo === index && b.commissionKobo !== null);
  const earned = mine.reduce((sum, b) => sum + b.commissionKobo!, 0);
  const reversed = mine.filter((b) => b.reversed).reduce((sum, b) => sum + b.commissionKobo!, 0);
  const owed = earned - reversed - affiliate.paidKobo;
  const requested = affiliate.requests.reduce((sum, r) => sum + r.amountKobo - r.paidKobo, 0);
  return { earned, reversed, paid: affiliate.paidKobo, owed, requested };
}

/** Pays `amountKobo` the way DESIGN §7a says: open requests oldest first, the rest unlinked. */
function payOutInModel(affiliate: AffiliateModel, amountKobo: number) {
  let left = amountKobo;
  for (const request of affiliate.requests) {
    if (left === 0) break;
    const portion = Math.min(left, request.amountKobo - request.paidKobo);
    request.paidKobo += portion;
    left -= portion;
  }
  affiliate.paidKobo += amountKobo;
}

/** The kobo an amount stands for and what is sent, or null kobo when the schema refuses it. */
function resolveAmount(
  amount: Amount,
  figures: { available: number; owed: number; requested: number },
): { kobo: number | null; payload: unknown } {
  if ('raw' in amount) {
    const raw = amount.raw;
    // The only raw values that pass the schema are ₦9,999.99 (valid for a payout, not a request).
    const kobo = raw === 9_999.99 || raw === '9999.99' ? 999_999 : null;
    return { kobo, payload: raw };
  }
  const base =
    amount.rel === 'minimum'
      ? MIN_REQUEST_KOBO
      : amount.rel === 'owed'
        ? figures.owed
        : amount.rel === 'requested'
          ? figures.requested
          : figures.available;
  const kobo = base + amount.delta;
  const whole = Math.abs(kobo);
  const text = `${kobo < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  const payload = amount.as === 'number' ? kobo / 100 : text;
  return { kobo: kobo > 0 && kobo <= MAX_AMOUNT_KOBO ? kobo : null, payload };
}

// ---------------------------------------------------------------------------------------
// Running commands against the app

const inject = (options: InjectOptions) => ctx.app.inject(options);

function times<T>(count: number, run: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, run));
}

async function freshWorld(prices: number[]): Promise<World> {
  await ctx.database.reset();
  await seedDemoData(db());
  ctx.app.roomListCache.invalidate();
  ctx.app.rateLimits.reset();
  // Prices with odd kobo, so the commission's rounding to the nearest kobo is exercised.
  for (const [index, price] of prices.entries()) {
    await db()
      .update(roomTypes)
      .set({ pricePerNightKobo: price })
      .where(eq(roomTypes.id, index + 1));
  }
  ctx.app.roomListCache.invalidate();
  const admin = await signedIn(db(), 'admin');
  const made: AffiliateModel[] = [];
  for (let i = 0; i < 2; i++) {
    const account = await affiliateAccount(ctx.app, db());
    const [row] = await db()
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.userId, account.user.id));
    made.push({
      id: row!.id,
      code: account.code,
      email: account.user.email,
      headers: account.headers,
      approved: true,
      paidKobo: 0,
      requests: [],
    });
  }
  return {
    admin: admin.headers,
    affiliates: [made[0]!, made[1]!],
    bookings: [],
    prices,
    seen: new Set(),
  };
}

/** The sandbox's Pay or Decline, then `callbacks` callbacks at once; checks what they answer. */
async function settle(
  world: World,
  booking: BookingModel,
  outcome: 'success' | 'failed',
  callbacks: number,
) {
  const pressed = await inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${booking.reference}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pressed.statusCode).toBe(303);
  booking.sandboxSettled = true;

  const owedBefore = booking.attributedTo === null ? 0 : balances(world, booking.attributedTo).owed;
  if (outcome === 'failed') {
    // A payment already failed (an early callback) stays failed; a pending one fails, and
    // a pending booking keeps its hold.
    if (booking.payment === 'pending') failPayment(world, booking);
  } else if (booking.status === 'pending' || holdRanOut(booking)) {
    // Confirmed, on another free unit when the hold ran out meanwhile (there always is one here).
    if (booking.status !== 'pending') world.seen.add('released booking confirmed');
    booking.payment = 'success';
    booking.status = 'confirmed';
    booking.cancelledBy = null;
    booking.holdRunning = false;
    if (booking.attributedTo !== null && world.affiliates[booking.attributedTo].approved) {
      booking.commissionKobo = fivePercent(booking.totalKobo);
      world.seen.add(owedBefore < 0 ? 'commission nets a negative balance' : 'commission');
    } else if (booking.attributedTo !== null) {
      world.seen.add('suspended affiliate earns nothing');
    }
  } else {
    // Staff changed or cancelled the booking before the money arrived: refunded in full,
    // earning nothing.
    booking.payment = 'refunded';
    booking.refundedKobo = booking.totalKobo;
    world.seen.add('refund');
  }
  if (callbacks > 1) world.seen.add('concurrent callbacks');

  const answers = await times(callbacks, () =>
    inject({ method: 'GET', url: `/api/paystack/callback?reference=${booking.reference}` }),
  );
  for (const answer of answers) {
    expect(answer.statusCode).toBe(200);
    expect(answer.json().success).toBe(booking.payment === 'success');
  }
}

/**
 * A declined or abandoned payment: the payment fails and the booking stays as it was, a
 * pending one holding its unit until the hold runs out ("Try again" pays the same hold).
 */
function failPayment(world: World, booking: BookingModel) {
  booking.payment = 'failed';
  if (booking.status === 'pending') world.seen.add('failed payment keeps its hold');
}

/**
 * Staff cancel with the default refund choice, the house policy: of a payment that went
 * through, what the policy gives back today, once per payment (cancelling again after a
 * reactivation refunds nothing more). The sandbox accepts the refund at once.
 */
function refundByPolicy(world: World, booking: BookingModel) {
  if (booking.payment !== 'success') return;
  const { refundKobo } = quoteCancellation(booking.startDate, booking.totalKobo);
  if (refundKobo <= 0) return;
  booking.refundedKobo = refundKobo;
  booking.payment = refundKobo >= booking.totalKobo ? 'refunded' : 'partially_refunded';
  world.seen.add('refund by policy');
}

/** A booking whose hold ran out: a success may still confirm it on a free unit. */
const holdRanOut = (booking: BookingModel) => booking.status === 'expired';

const modelFigures = (world: World, index: Who) => {
  const b = balances(world, index);
  return { ...b, available: b.owed - b.requested };
};

async function run(world: World, command: Command): Promise<void> {
  switch (command.kind) {
    case 'book': {
      const booker = world.affiliates[command.by];
      const other = world.affiliates[command.by === 0 ? 1 : 0];
      const code = {
        own: booker.code,
        'own-lower-case': booker.code.toLowerCase(),
        other: other.code,
        unknown: 'NOSUCHCD',
        none: null,
        'self-referral': booker.code,
      }[command.code];
      const email =
        command.code === 'self-referral'
          ? booker.email.toUpperCase()
          : `guest-${world.bookings.length}@example.com`;
      const startIn = 3 + DAYS_BETWEEN_BOOKINGS * world.bookings.length;
      const started = await initiate(
        ctx.app,
        guestRequest(command.roomType, startIn, command.nights, {
          affiliate_code: code,
          guest_email: email,
        }),
      );
      expect(started.statusCode).toBe(201);
      const { reference, booking_id } = started.json() as {
        reference: string;
        booking_id: number;
      };
      const expectedBy: Who | null =
        command.code === 'own' || command.code === 'own-lower-case'
          ? command.by
          : command.code === 'other'
            ? ((command.by === 0 ? 1 : 0) as Who)
            : null;
      const attributedTo =
        expectedBy !== null && world.affiliates[expectedBy].approved ? expectedBy : null;
      const [row] = await db().select().from(bookings).where(eq(bookings.id, booking_id));
      // The total is the room type's price × nights (no extras asked for).
      expect(row!.totalKobo).toBe(world.prices[command.roomType - 1]! * command.nights);
      expect(row!.affiliateId).toBe(
        attributedTo === null ? null : world.affiliates[attributedTo].id,
      );
      const booking: BookingModel = {
        id: booking_id,
        reference,
        startDate: daysFromToday(startIn),
        totalKobo: row!.totalKobo,
        attributedTo,
        status: 'pending',
        cancelledBy: null,
        holdRunning: true,
        payment: 'pending',
        refundedKobo: 0,
        sandboxSettled: false,
        commissionKobo: null,
        reversed: false,
      };
      world.bookings.push(booking);
      if (command.settle !== 'later') {
        await settle(
          world,
          booking,
          command.settle === 'pay' ? 'success' : 'failed',
          command.callbacks,
        );
      }
      return;
    }

    case 'payLater': {
      const open = world.bookings.filter((b) => !b.sandboxSettled);
      if (open.length === 0) return;
      const booking = open[command.pick % open.length]!;
      await settle(world, booking, command.outcome, command.callbacks);
      return;
    }

    case 'callback': {
      // The callback again (duplicate confirmations), or before the guest pressed Pay
      // (the sandbox then reports the charge abandoned: the payment fails).
      const booking = world.bookings[command.pick % Math.max(world.bookings.length, 1)];
      if (!booking) return;
      if (!booking.sandboxSettled && booking.payment === 'pending') {
        failPayment(world, booking);
        world.seen.add('early callback');
      }
      const answers = await times(command.times, () =>
        inject({ method: 'GET', url: `/api/paystack/callback?reference=${booking.reference}` }),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().success).toBe(booking.payment === 'success');
      }
      if (booking.payment === 'success') world.seen.add('duplicate confirmation');
      return;
    }

    case 'expireHold': {
      // The guest's hold runs out: released by the same sweep the booking paths run.
      const holding = world.bookings.filter((b) => b.status === 'pending' && b.holdRunning);
      if (holding.length === 0) return;
      const booking = holding[command.pick % holding.length]!;
      await db()
        .update(bookings)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(bookings.id, booking.id));
      expect(await releaseExpiredHolds(db())).toEqual([booking.id]);
      booking.status = 'expired';
      booking.holdRunning = false;
      world.seen.add('hold expired');
      return;
    }

    case 'redeliverCommission': {
      // A confirmation that reaches the ledger twice (a webhook racing the callback on
      // another instance): the second insert of the booking's commission must do nothing.
      const earned = world.bookings.filter((b) => b.commissionKobo !== null);
      if (earned.length === 0) return;
      const booking = earned[command.pick % earned.length]!;
      await db().transaction(async (tx) => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
        await earnCommission(tx, row!);
      });
      world.seen.add('redelivered commission');
      return;
    }

    case 'setStatus': {
      const booking = world.bookings[command.pick % Math.max(world.bookings.length, 1)];
      if (!booking) return;
      const affiliate = booking.attributedTo;
      const before = affiliate === null ? null : modelFigures(world, affiliate);
      const setStatus = (payload: Record<string, unknown>) =>
        inject({
          method: 'PUT',
          url: `/api/bookings/${booking.id}/status`,
          headers: world.admin,
          payload: { status: command.status, ...payload },
        });
      // Bringing back a booking whose money went back to the guest needs staff to say the
      // refund stays refunded: without it the server refuses and changes nothing.
      const reactivating =
        (booking.status === 'cancelled' || booking.status === 'expired') &&
        command.status !== 'cancelled';
      if (reactivating && booking.refundedKobo > 0) {
        const refused = await setStatus({});
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toMatch(/^This booking was refunded ₦/);
        world.seen.add('reactivation of a refunded booking refused');
      }
      const response = await setStatus({ keep_refund: true });
      expect(response.statusCode).toBe(200);
      if (booking.status === command.status) return;
      booking.status = command.status;
      booking.holdRunning = false;
      booking.cancelledBy = command.status === 'cancelled' ? 'staff' : null;
      if (command.status === 'cancelled') refundByPolicy(world, booking);
      if (command.status === 'cancelled' && booking.commissionKobo !== null && !booking.reversed) {
        booking.reversed = true;
        world.seen.add('reversal');
        const after = modelFigures(world, affiliate!);
        // (d) The whole commission is taken back, even when it was paid out already.
        expect(after.owed).toBe(before!.owed - booking.commissionKobo);
        if (before!.owed < booking.commissionKobo && after.paid > 0) {
          world.seen.add('reversal after payout leaves owed negative');
          const dashboard = (
            await inject({
              method: 'GET',
              url: '/api/affiliate/dashboard',
              headers: world.affiliates[affiliate!].headers,
            })
          ).json();
          expect(koboOf(dashboard.affiliate.pending_commission)).toBe(after.owed);
          expect(after.owed).toBeLessThan(0);
        }
      }
      return;
    }

    case 'setAffiliateStatus': {
      const affiliate = world.affiliates[command.who];
      await db()
        .update(affiliates)
        .set({ status: command.status })
        .where(eq(affiliates.id, affiliate.id));
      affiliate.approved = command.status === 'approved';
      return;
    }

    case 'requestPayout': {
      const affiliate = world.affiliates[command.who];
      const figures = modelFigures(world, command.who);
      const { kobo, payload } = resolveAmount(command.amount, figures);
      const answers = await times(command.parallel, () =>
        inject({
          method: 'POST',
          url: '/api/affiliate/request-payout',
          headers: affiliate.headers,
          payload: { amount: payload },
        }),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      if (kobo === null || kobo < MIN_REQUEST_KOBO) {
        // Refused by the schema, every time, writing nothing.
        expect(statuses).toEqual(answers.map(() => 422));
        for (const answer of answers) expect(answer.json().errors?.amount).toBeDefined();
        world.seen.add('invalid request');
        return;
      }
      // (c) Accepted exactly while the amount fits into owed − already requested; two at
      // once are decided one after the other under the affiliate's lock.
      let accepted = 0;
      let available = figures.available;
      for (let i = 0; i < command.parallel; i++) {
        if (kobo <= available) {
          accepted += 1;
          available -= kobo;
        }
      }
      const expected = [
        ...Array.from({ length: accepted }, () => 201),
        ...Array.from({ length: command.parallel - accepted }, () => 422),
      ].sort();
      expect(statuses).toEqual(expected);
      for (const answer of answers) {
        if (answer.statusCode === 422) expect(answer.json().message).toBe(EXCEEDS_PENDING);
      }
      for (let i = 0; i < accepted; i++) affiliate.requests.push({ amountKobo: kobo, paidKobo: 0 });
      world.seen.add(accepted > 0 ? 'request accepted' : 'request refused');
      if (command.parallel > 1 && accepted === 1) world.seen.add('parallel request half refused');
      return;
    }

    case 'adminPay': {
      if (command.who === 'nobody') {
        const response = await inject({
          method: 'POST',
          url: '/api/affiliate/admin/pay',
          headers: world.admin,
          payload: { affiliate_id: 999, amount: 10_000 },
        });
        expect(response.statusCode).toBe(404);
        return;
      }
      const index = command.who;
      const affiliate = world.affiliates[index];
      const figures = modelFigures(world, index);
      const { kobo, payload } = resolveAmount(command.amount, figures);
      const answers = await times(command.parallel, () =>
        inject({
          method: 'POST',
          url: '/api/affiliate/admin/pay',
          headers: world.admin,
          payload: { affiliate_id: affiliate.id, amount: payload },
        }),
      );
      if (kobo === null) {
        for (const answer of answers) expect(answer.statusCode).toBe(422);
        world.seen.add('invalid payout');
        return;
      }
      let accepted = 0;
      let owed = figures.owed;
      for (let i = 0; i < command.parallel; i++) {
        if (kobo <= owed) {
          accepted += 1;
          owed -= kobo;
        }
      }
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual(
        [
          ...Array.from({ length: accepted }, () => 200),
          ...Array.from({ length: command.parallel - accepted }, () => 422),
        ].sort(),
      );
      for (const answer of answers) {
        if (answer.statusCode === 422) expect(answer.json().message).toBe(EXCEEDS_OWED);
      }
      for (let i = 0; i < accepted; i++) payOutInModel(affiliate, kobo);
      if (affiliate.requests.some((r) => r.paidKobo > 0 && r.paidKobo < r.amountKobo)) {
        world.seen.add('request partly paid');
      }
      if (accepted > 0) {
        world.seen.add(figures.requested > 0 ? 'payout with open requests' : 'payout');
        if (command.parallel === 1) {
          // The answer's figures are those after the payout.
          const after = modelFigures(world, index);
          const body = answers[0]!.json().affiliate;
          expect(koboOf(body.owed)).toBe(after.owed);
          expect(koboOf(body.total_paid)).toBe(after.paid);
          expect(koboOf(body.requested_total)).toBe(after.requested);
        }
      } else {
        world.seen.add('payout refused');
      }
      return;
    }

    case 'markAllRequestedPaid': {
      const affiliate = world.affiliates[command.who];
      const figures = modelFigures(world, command.who);
      const response = await inject({
        method: 'POST',
        url: '/api/affiliate/admin/mark-all-requested-paid',
        headers: world.admin,
        payload: { affiliate_id: affiliate.id },
      });
      if (figures.requested === 0) {
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(NOTHING_REQUESTED);
      } else if (figures.requested > figures.owed) {
        expect(response.statusCode).toBe(422);
        world.seen.add('requests exceed owed');
      } else {
        expect(response.statusCode).toBe(200);
        payOutInModel(affiliate, figures.requested);
        expect(affiliate.requests.every((r) => r.paidKobo === r.amountKobo)).toBe(true);
        world.seen.add('all requested paid');
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------
// What must hold after every command

const koboOf = (naira: number) => Math.round(naira * 100) + 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function checkInvariants(world: World) {
  const [ledger, requests, bookingRows, paymentRows, list] = await Promise.all([
    db().select().from(affiliateLedger).orderBy(affiliateLedger.id),
    db().select().from(payoutRequests).orderBy(payoutRequests.createdAt, payoutRequests.id),
    db().select().from(bookings).orderBy(bookings.id),
    db().select().from(payments),
    inject({ method: 'GET', url: '/api/affiliate/admin/all', headers: world.admin }),
  ]);
  expect(list.statusCode).toBe(200);
  const listed = list.json().affiliates as {
    id: number;
    owed: number;
    requested_total: number;
    total_paid: number;
  }[];
  expect(listed).toHaveLength(2);

  // The bookings and payments are where the model says (the model stays in step).
  expect(bookingRows.map((b) => [b.id, b.status])).toEqual(
    world.bookings.map((b) => [b.id, b.status]),
  );
  for (const booking of world.bookings) {
    const payment = paymentRows.find((p) => p.reference === booking.reference);
    expect(payment?.status).toBe(booking.payment);
    expect(payment?.refundedKobo).toBe(booking.refundedKobo);
  }

  // (e) One commission per confirmed attributed booking (5% of its total), at most one reversal.
  for (const booking of world.bookings) {
    const rows = ledger.filter((row) => row.bookingId === booking.id);
    const commissions = rows.filter((row) => row.kind === 'commission');
    const reversals = rows.filter((row) => row.kind === 'reversal');
    expect(rows.filter((row) => row.kind === 'payout')).toEqual([]);
    if (booking.commissionKobo === null) {
      expect(commissions).toEqual([]);
      expect(reversals).toEqual([]);
      continue;
    }
    // Earned on a payment that went through (and was perhaps refunded since, by a cancellation).
    expect(['success', 'partially_refunded', 'refunded']).toContain(booking.payment);
    expect(commissions).toHaveLength(1);
    expect(commissions[0]!.amountKobo).toBe(fivePercent(booking.totalKobo));
    expect(commissions[0]!.affiliateId).toBe(world.affiliates[booking.attributedTo!].id);
    expect(reversals).toHaveLength(booking.reversed ? 1 : 0);
    if (booking.reversed) {
      expect(reversals[0]!.amountKobo).toBe(-commissions[0]!.amountKobo);
      expect(reversals[0]!.affiliateId).toBe(commissions[0]!.affiliateId);
    }
  }
  expect(ledger.filter((row) => row.kind !== 'payout' && row.bookingId === null)).toEqual([]);

  for (const index of [0, 1] as const) {
    const affiliate = world.affiliates[index];
    const model = balances(world, index);
    const mine = ledger.filter((row) => row.affiliateId === affiliate.id);
    const amountsOf = (kind: string) =>
      mine.filter((row) => row.kind === kind).map((row) => row.amountKobo);
    const myRequests = requests.filter((r) => r.affiliateId === affiliate.id);
    const payouts = mine.filter((row) => row.kind === 'payout');

    // Sums of the rows, independently of the services' SQL.
    const rows = {
      earned: sum(amountsOf('commission')),
      reversed: 0 - sum(amountsOf('reversal')),
      paid: 0 - sum(amountsOf('payout')),
      owed: sum(mine.map((row) => row.amountKobo)),
      requested: sum(
        myRequests.filter((r) => r.status !== 'paid').map((r) => r.amountKobo - r.paidKobo),
      ),
    };
    expect(rows).toEqual(model);

    // (b) Paid out never exceeds what was earned; every payout row takes money away.
    expect(rows.paid).toBeLessThanOrEqual(rows.earned);
    for (const payout of payouts) expect(payout.amountKobo).toBeLessThan(0);

    // (f) Each request: its linked payout rows make its paid_kobo, never above its amount.
    expect(myRequests.map((r) => [r.amountKobo, r.paidKobo])).toEqual(
      affiliate.requests.map((r) => [r.amountKobo, r.paidKobo]),
    );
    for (const request of myRequests) {
      const linked = payouts.filter((row) => row.payoutRequestId === request.id);
      expect(0 - sum(linked.map((row) => row.amountKobo))).toBe(request.paidKobo);
      expect(request.paidKobo).toBeGreaterThanOrEqual(0);
      expect(request.paidKobo).toBeLessThanOrEqual(request.amountKobo);
      expect(request.status).toBe(
        request.paidKobo === request.amountKobo
          ? 'paid'
          : request.paidKobo > 0
            ? 'partially_paid'
            : 'requested',
      );
      if (request.status === 'paid') expect(request.paidAt).not.toBeNull();
    }
    expect(payouts.every((row) => row.bookingId === null)).toBe(true);

    // (a) The admin list.
    const row = listed.find((entry) => entry.id === affiliate.id)!;
    expect({
      owed: koboOf(row.owed),
      requested: koboOf(row.requested_total),
      paid: koboOf(row.total_paid),
    }).toEqual({ owed: rows.owed, requested: rows.requested, paid: rows.paid });

    // (a) The affiliate's own dashboard.
    const response = await inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: affiliate.headers,
    });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect({
      total: koboOf(dashboard.affiliate.total_commission),
      pending: koboOf(dashboard.affiliate.pending_commission),
      paid: koboOf(dashboard.affiliate.paid_commission),
      requested: koboOf(dashboard.affiliate.requested_total),
      available: koboOf(dashboard.affiliate.available_for_payout),
      status: dashboard.affiliate.status,
    }).toEqual({
      total: rows.owed + rows.paid,
      pending: rows.owed,
      paid: rows.paid,
      requested: rows.requested,
      available: Math.max(rows.owed - rows.requested, 0),
      status: affiliate.approved ? 'approved' : 'suspended',
    });
    expect(rows.owed + rows.paid).toBe(rows.earned - rows.reversed);
    const earnedBookings = world.bookings.filter(
      (b) => b.attributedTo === index && b.commissionKobo !== null,
    );
    expect(
      (
        dashboard.bookings as {
          id: number;
          booking_value: number;
          commission: number;
          status: string;
        }[]
      )
        .map((b) => [b.id, koboOf(b.booking_value), koboOf(b.commission), b.status])
        .sort((x, y) => (x[0] as number) - (y[0] as number)),
    ).toEqual(
      earnedBookings.map((b) => [
        b.id,
        b.totalKobo,
        b.reversed ? 0 : b.commissionKobo,
        b.reversed ? 'reversed' : 'earned',
      ]),
    );
    expect(dashboard.stats.bookings_30d).toBe(earnedBookings.length);
    expect(
      sum((dashboard.stats.monthly as { earned: number }[]).map((m) => koboOf(m.earned))),
    ).toBe(rows.earned - rows.reversed);
  }
}

// ---------------------------------------------------------------------------------------

/** A run that always covers (d): pay out, cancel the paid-out booking, earn again. */
const REVERSAL_AFTER_PAYOUT: Command[] = [
  { kind: 'book', by: 0, code: 'own', roomType: 3, nights: 8, settle: 'pay', callbacks: 2 },
  {
    kind: 'requestPayout',
    who: 0,
    amount: { rel: 'available', delta: -1, as: 'string' },
    parallel: 1,
  },
  { kind: 'adminPay', who: 0, amount: { rel: 'owed', delta: 0, as: 'number' }, parallel: 1 },
  { kind: 'setStatus', pick: 0, status: 'cancelled' },
  {
    kind: 'requestPayout',
    who: 0,
    amount: { rel: 'minimum', delta: 0, as: 'number' },
    parallel: 1,
  },
  {
    kind: 'book',
    by: 0,
    code: 'own-lower-case',
    roomType: 1,
    nights: 2,
    settle: 'pay',
    callbacks: 1,
  },
  { kind: 'redeliverCommission', pick: 1 },
  { kind: 'setStatus', pick: 0, status: 'confirmed' },
  { kind: 'setStatus', pick: 0, status: 'cancelled' },
  { kind: 'markAllRequestedPaid', who: 0 },
];

/** Requests outstanding when a booking is cancelled: more requested than owed. */
const REQUESTS_OUTLIVE_A_REVERSAL: Command[] = [
  { kind: 'book', by: 1, code: 'own', roomType: 6, nights: 4, settle: 'pay', callbacks: 1 },
  { kind: 'book', by: 1, code: 'own', roomType: 2, nights: 5, settle: 'later', callbacks: 1 },
  {
    kind: 'requestPayout',
    who: 1,
    amount: { rel: 'minimum', delta: 0, as: 'number' },
    parallel: 2,
  },
  { kind: 'setStatus', pick: 0, status: 'cancelled' },
  { kind: 'markAllRequestedPaid', who: 1 },
  { kind: 'payLater', pick: 0, outcome: 'success', callbacks: 3 },
  { kind: 'markAllRequestedPaid', who: 1 },
  { kind: 'adminPay', who: 1, amount: { rel: 'owed', delta: 0, as: 'string' }, parallel: 2 },
  { kind: 'markAllRequestedPaid', who: 1 },
];

/**
 * Payments that fail first (an early callback; the hold is kept) or whose hold runs out,
 * then succeed; a declined card's hold that runs out.
 */
const RELEASED_THEN_PAID: Command[] = [
  { kind: 'book', by: 0, code: 'own', roomType: 4, nights: 3, settle: 'later', callbacks: 1 },
  { kind: 'callback', pick: 0, times: 1 },
  { kind: 'payLater', pick: 0, outcome: 'success', callbacks: 2 },
  { kind: 'book', by: 1, code: 'other', roomType: 5, nights: 2, settle: 'later', callbacks: 1 },
  { kind: 'expireHold', pick: 0 },
  { kind: 'payLater', pick: 0, outcome: 'success', callbacks: 1 },
  { kind: 'callback', pick: 1, times: 2 },
  { kind: 'book', by: 0, code: 'own', roomType: 1, nights: 1, settle: 'later', callbacks: 1 },
  { kind: 'setStatus', pick: 2, status: 'cancelled' },
  { kind: 'payLater', pick: 0, outcome: 'success', callbacks: 2 },
  // A declined card keeps the hold, which then runs out.
  { kind: 'book', by: 1, code: 'own', roomType: 2, nights: 2, settle: 'decline', callbacks: 2 },
  { kind: 'expireHold', pick: 0 },
];

/** Partial payouts of several requests (oldest first), and a suspension meanwhile. */
const PARTIAL_PAYOUTS_AND_SUSPENSION: Command[] = [
  { kind: 'book', by: 1, code: 'other', roomType: 3, nights: 8, settle: 'pay', callbacks: 1 },
  {
    kind: 'requestPayout',
    who: 0,
    amount: { rel: 'minimum', delta: 0, as: 'number' },
    parallel: 1,
  },
  {
    kind: 'requestPayout',
    who: 0,
    amount: { rel: 'minimum', delta: 500_000, as: 'string' },
    parallel: 1,
  },
  {
    kind: 'adminPay',
    who: 0,
    amount: { rel: 'requested', delta: -600_000, as: 'number' },
    parallel: 1,
  },
  { kind: 'book', by: 1, code: 'other', roomType: 1, nights: 3, settle: 'later', callbacks: 1 },
  { kind: 'setAffiliateStatus', who: 0, status: 'suspended' },
  { kind: 'payLater', pick: 0, outcome: 'success', callbacks: 1 },
  { kind: 'book', by: 1, code: 'other', roomType: 2, nights: 2, settle: 'pay', callbacks: 1 },
  {
    kind: 'requestPayout',
    who: 0,
    amount: { rel: 'available', delta: 0, as: 'number' },
    parallel: 1,
  },
  { kind: 'setAffiliateStatus', who: 0, status: 'approved' },
  { kind: 'adminPay', who: 0, amount: { rel: 'requested', delta: -1, as: 'string' }, parallel: 1 },
  { kind: 'markAllRequestedPaid', who: 0 },
];

const pricesArb = fc.array(fc.integer({ min: 2_500_000, max: 12_000_000 }), {
  minLength: ROOM_TYPES,
  maxLength: ROOM_TYPES,
});
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 20);
/** About 0.2 s a run on an idle machine; generous, for a loaded CI runner. */
const TIME_LIMIT_MS = Math.max(180_000, RUNS * 2_000);
const DEMO_PRICES = [3_500_000, 5_500_000, 9_500_000, 2_800_000, 4_800_000, 8_500_000];

describe('the affiliate ledger, against a model', () => {
  it(
    'keeps balances, commissions, reversals and payouts consistent over random histories',
    async () => {
      const seen = new Set<string>();
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          pricesArb,
          fc.array(commandArb, { minLength: 1, maxLength: 12 }),
          async (prices, commands) => {
            runs += 1;
            const world = await freshWorld(prices);
            for (const command of commands) {
              await run(world, command);
              await checkInvariants(world);
            }
            for (const what of world.seen) seen.add(what);
          },
        ),
        {
          numRuns: RUNS,
          examples: [
            [DEMO_PRICES, REVERSAL_AFTER_PAYOUT],
            [DEMO_PRICES, RELEASED_THEN_PAID],
            [DEMO_PRICES, PARTIAL_PAYOUTS_AND_SUSPENSION],
            [
              [3_500_001, 5_500_030, 9_500_010, 2_800_070, 4_800_050, 8_500_090],
              REQUESTS_OUTLIVE_A_REVERSAL,
            ],
          ],
          // Shrinking a failure is costly: report what it has before the test's timeout.
          interruptAfterTimeLimit: TIME_LIMIT_MS - 30_000,
          markInterruptAsFailure: true,
        },
      );
      expect(runs).toBeGreaterThan(0);
      // The scenarios the issue names were all exercised (the examples guarantee them).
      for (const scenario of [
        'commission',
        'duplicate confirmation',
        'redelivered commission',
        'concurrent callbacks',
        'reversal',
        'reversal after payout leaves owed negative',
        'commission nets a negative balance',
        'request accepted',
        'request refused',
        'payout with open requests',
        'requests exceed owed',
        'all requested paid',
        'early callback',
        'hold expired',
        'failed payment keeps its hold',
        'released booking confirmed',
        'refund',
        'refund by policy',
        'request partly paid',
        'suspended affiliate earns nothing',
      ]) {
        expect([...seen], scenario).toContain(scenario);
      }
    },
    TIME_LIMIT_MS,
  );
});

describe('a booking staff cancelled is never revived (settlePayment)', () => {
  // Staff cancel a pending booking; a callback comes before the guest pays (or a first
  // card is declined), so the payment is marked failed; then the guest pays. The booking
  // must stay cancelled and the money go back, earning nothing.
  it('refunds the payment and earns nothing', async () => {
    const affiliate = await affiliateAccount(ctx.app, db());
    const admin = await signedIn(db(), 'admin');
    const started = await initiate(
      ctx.app,
      guestRequest(1, 10, 2, { affiliate_code: affiliate.code }),
    );
    const { reference, booking_id } = started.json() as { reference: string; booking_id: number };
    const cancel = await inject({
      method: 'PUT',
      url: `/api/bookings/${booking_id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const early = await inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(early.json().success).toBe(false);
    const pressed = await inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.statusCode).toBe(303);
    const paid = await inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });

    expect(paid.json().success).toBe(false);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, booking_id));
    expect(booking!.status).toBe('cancelled');
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment!.status).toBe('refunded');
    expect(await db().select().from(affiliateLedger)).toEqual([]);
  });
});
