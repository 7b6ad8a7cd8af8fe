/**
 * The guest's checkout: starting one (`POST /initiate-payment`), trying the payment again
 * ("Try again") and letting the hold go ("Choose other dates"). A checkout holds a unit
 * for HOLD_MINUTES; one guest email and one client address may have HOLDS_PER_CLIENT
 * unpaid holds at once, counted in the database under a lock per email and per address,
 * and a checkout of nights the booker already holds takes that hold up again.
 */
import { randomBytes } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { InitiatePaymentResponse, ParsedBookingRequest } from '@aso/core/bookings';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseHold } from '../payments/payments.repository.ts';
import { INITIATE_FAILED } from '../payments/payments.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { claimPromoUse } from '../rates/stay-pricing.service.ts';
import { replaceBookingLines } from './booking-lines.repository.ts';
import { readBooking } from './bookings.service.ts';
import type { BookingRow } from './bookings.repository.ts';
import {
  bookerOf,
  HoldRace,
  holdAgain,
  holdUnit,
  prepareHold,
  ROOM_TAKEN,
  type HoldValues,
} from './hold.service.ts';
import { holdUntil } from './hold.repository.ts';
import {
  failPaymentOfReference,
  failPendingPayments,
  findBookingWithAccountEmail,
  insertPayment,
  lockBookingForCheckout,
  lockCheckoutClient,
  releaseHoldByGuest,
  renewHold,
} from './checkout.repository.ts';

export const HOLD_RELEASED = 'Your hold has been released.';
export const ALREADY_PAID =
  'This booking is already paid. To cancel it, open the booking and choose Cancel booking.';
export const NO_LONGER_PAYABLE =
  'This booking was cancelled and can no longer be paid. Please choose your dates again.';
export const TOO_MANY_CHECKOUTS = 'Too many checkouts started. Please try again in a minute.';

/** The 429 of a checkout beyond HOLDS_PER_CLIENT unpaid holds. */
const tooManyHolds = (limit: number) =>
  `You already have ${limit} unpaid checkout${limit === 1 ? '' : 's'} in progress. Finish or release one of them before starting another.`;

const SUPERSEDED = 'not paid: superseded by a new checkout of the same booking';
const RELEASED_BY_GUEST = 'not paid: the guest released the hold';

/** Who asks: a session's user, or a guest with the booking's access token. */
export interface CheckoutReader {
  user: UserRow | null;
  accessToken?: string;
}

/** A checkout's payment as written, before the provider is asked. */
interface NewPayment {
  reference: string;
  provider: Deps['provider']['name'];
  amountKobo: number;
  providerResponse: { callback_url: string };
}

const newReference = () => `ASO-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

function newPayment(deps: Deps, amountKobo: number): NewPayment {
  return {
    reference: newReference(),
    provider: deps.provider.name,
    amountKobo,
    providerResponse: { callback_url: `${deps.config.APP_URL}/payment/callback` },
  };
}

/** Runs the hold again when a unit was taken between reading and writing (rare). */
async function retryOnHoldRace<T>(hold: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await hold();
    } catch (error) {
      if (!(error instanceof HoldRace)) throw error;
      if (attempt >= attempts) throw new AppError(409, ROOM_TAKEN);
    }
  }
}

/** 429 when the email or the address already has the configured number of unpaid holds. */
function checkHoldLimit(deps: Deps, holds: { byEmail: number; byAddress: number }) {
  const limit = deps.config.HOLDS_PER_CLIENT;
  if (limit > 0 && (holds.byEmail >= limit || holds.byAddress >= limit)) {
    throw new AppError(429, tooManyHolds(limit));
  }
}

/** The booking's open payments give way to a new one (a late success is still honoured). */
async function replacePayment(tx: Tx, bookingId: number, payment: NewPayment) {
  await failPendingPayments(tx, bookingId, SUPERSEDED);
  await insertPayment(tx, bookingId, payment);
}

/**
 * Takes the booker's own unpaid hold up again for a new checkout of the same nights: the
 * choices, guest details and price of the new request, the hold renewed (up to twice the
 * hold time in all) and a fresh payment.
 * False when the hold ended meanwhile (paid, released or run out).
 */
async function renewOwnHold(
  tx: Tx,
  bookingId: number,
  values: HoldValues,
  payment: NewPayment,
  holdMinutes: number,
): Promise<boolean> {
  const locked = await lockBookingForCheckout(tx, bookingId);
  if (!locked?.held) return false;
  // The same room type, nights and status; everything else as the new request says.
  const terms: Partial<HoldValues> = { ...values };
  delete terms.roomTypeId;
  delete terms.startDate;
  delete terms.endDate;
  delete terms.status;
  await renewHold(tx, bookingId, terms, holdMinutes);
  await replacePayment(tx, bookingId, payment);
  return true;
}

/**
 * Asks the provider for the checkout page of a payment just written. A provider failure
 * marks the payment failed and lets the hold go (502), as the guest cannot pay it.
 */
async function openCheckout(
  deps: Deps,
  checkout: { bookingId: number; roomTypeId: number; email: string; guest: boolean },
  payment: NewPayment,
): Promise<InitiatePaymentResponse> {
  const { bookingId } = checkout;
  try {
    const { authorizationUrl } = await deps.provider.initialize({
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      email: checkout.email,
      callbackUrl: payment.providerResponse.callback_url,
      metadata: { booking_id: bookingId, room_type_id: checkout.roomTypeId },
    });
    return {
      authorization_url: authorizationUrl,
      reference: payment.reference,
      booking_id: bookingId,
      access: checkout.guest ? await deps.guestAccess.tokenFor(bookingId) : null,
    };
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await failPaymentOfReference(
        tx,
        payment.reference,
        `initialize failed: ${(error as Error).message}`,
      );
      await releaseHold(tx, bookingId);
    });
    throw new AppError(502, INITIATE_FAILED);
  }
}

/**
 * `POST /initiate-payment`: holds a unit and records the payment in one transaction, or
 * takes the booker's own unpaid hold of the same room type and nights up again (no
 * second unit, no 409 against oneself), then asks the provider for the checkout.
 */
export async function startCheckout(
  deps: Deps,
  request: ParsedBookingRequest,
  user: Parameters<typeof bookerOf>[1],
  clientAddress: string,
): Promise<InitiatePaymentResponse> {
  const booker = bookerOf(request, user);
  const { values, lines, promoId } = await prepareHold(
    deps.db,
    request,
    booker,
    deps.config.HOLD_MINUTES,
  );
  const payment = newPayment(deps, values.totalKobo);
  const booking = await retryOnHoldRace(() =>
    deps.db.transaction(async (tx) => {
      const client = await lockCheckoutClient(tx, booker, clientAddress, {
        holdLimit: deps.config.HOLDS_PER_CLIENT,
        stay: values,
      });
      // A code's last use goes to one of two bookings racing for it (issue 31).
      if (promoId !== null) await claimPromoUse(tx, promoId, client.ownHold);
      if (
        client.ownHold !== null &&
        (await renewOwnHold(tx, client.ownHold, values, payment, deps.config.HOLD_MINUTES))
      ) {
        await replaceBookingLines(tx, client.ownHold, lines);
        return { id: client.ownHold };
      }
      checkHoldLimit(deps, client);
      // The unit claimed with the client is tried first; the booking, its payment and its
      // price lines are written by one statement inside the hold.
      return holdUnit(tx, { ...values, clientAddress }, payment, client.claimed, lines);
    }),
  );
  return openCheckout(
    deps,
    {
      bookingId: booking.id,
      roomTypeId: values.roomTypeId,
      email: booker.email,
      guest: booker.userId === null,
    },
    payment,
  );
}

/**
 * The booking a guest or account holder may act on: their own (an account's session), or
 * any with its access token; 404 for everyone else, as for an id that does not exist.
 * Staff act from the back office, not here.
 */
async function checkAccess(deps: Deps, bookingId: number | null, reader: CheckoutReader) {
  const owner = reader.user?.role === 'user' ? reader.user : null;
  await readBooking(deps.db, deps.guestAccess, bookingId, { ...reader, user: owner });
  return bookingId!;
}

function notPayable(booking: BookingRow): AppError {
  const paid = ['confirmed', 'checked_in', 'checked_out'].includes(booking.status);
  return new AppError(409, paid ? ALREADY_PAID : NO_LONGER_PAYABLE);
}

/**
 * `POST /bookings/{id}/retry-payment` ("Try again"): a fresh payment for the same
 * booking, nights and extras. A hold still running (a declined or abandoned payment
 * keeps it) is renewed up to twice the hold time in all; one that ran out is taken again
 * on a unit still free for those nights (409 when none is, 429 beyond the unpaid holds allowed). A paid booking, or one
 * the guest or staff cancelled, cannot be paid again (409).
 */
export async function retryPayment(
  deps: Deps,
  bookingId: number | null,
  reader: CheckoutReader,
  clientAddress: string,
): Promise<InitiatePaymentResponse> {
  const id = await checkAccess(deps, bookingId, reader);
  const { booking, accountEmail } = (await findBookingWithAccountEmail(deps.db, id))!;
  const booker = { userId: booking.userId, email: accountEmail ?? booking.guestEmail ?? '' };
  const payment = newPayment(deps, booking.totalKobo);
  const holdExpiresAt = holdUntil(deps.config.HOLD_MINUTES);

  await deps.db.transaction(async (tx) => {
    const client = await lockCheckoutClient(tx, booker, clientAddress, {
      holdLimit: deps.config.HOLDS_PER_CLIENT,
    });
    const locked = (await lockBookingForCheckout(tx, id))!;
    const current = locked.booking;
    if (locked.held) {
      await renewHold(tx, id, {}, deps.config.HOLD_MINUTES);
    } else {
      const released =
        current.status === 'pending' ||
        current.status === 'expired' ||
        (current.status === 'cancelled' && current.cancelledBy === 'payment');
      if (!released) throw notPayable(current);
      checkHoldLimit(deps, client);
      // The hold gave its code's use back when it ended: it takes one again.
      if (current.promoCodeId !== null) await claimPromoUse(tx, current.promoCodeId, id);
      if (!(await holdAgain(tx, current, holdExpiresAt, clientAddress))) {
        throw new AppError(409, ROOM_TAKEN);
      }
    }
    await replacePayment(tx, id, payment);
  });
  return openCheckout(
    deps,
    {
      bookingId: id,
      roomTypeId: booking.roomTypeId,
      email: booker.email,
      guest: booking.userId === null,
    },
    payment,
  );
}

/**
 * `POST /bookings/{id}/release` ("Choose other dates"): an unpaid hold lets its unit go
 * at once (cancelled by the guest, its open payment failed; a payment that still arrives
 * is refunded). A hold already let go answers the same; a paid booking 409.
 */
export async function releaseCheckout(
  deps: Deps,
  bookingId: number | null,
  reader: CheckoutReader,
): Promise<{ message: string }> {
  const id = await checkAccess(deps, bookingId, reader);
  await deps.db.transaction(async (tx) => {
    const { booking } = (await lockBookingForCheckout(tx, id))!;
    if (booking.status === 'cancelled' || booking.status === 'expired') return;
    if (booking.status !== 'pending') throw new AppError(409, ALREADY_PAID);
    await releaseHoldByGuest(tx, id);
    await failPendingPayments(tx, id, RELEASED_BY_GUEST);
  });
  return { message: HOLD_RELEASED };
}

/**
 * Checkouts started per client address per minute (CHECKOUTS_PER_MINUTE, in memory: each
 * app process counts its own); `0` switches it off. Over the limit → 429 with Retry-After.
 */
export function createCheckoutLimiter(perMinute: number) {
  const limiter =
    perMinute > 0
      ? new RateLimiterMemory({ keyPrefix: 'checkout', points: perMinute, duration: 60 })
      : null;
  return async (clientAddress: string): Promise<void> => {
    if (!limiter) return;
    try {
      await limiter.consume(clientAddress);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError(429, TOO_MANY_CHECKOUTS, undefined, { 'retry-after': String(seconds) });
    }
  };
}
