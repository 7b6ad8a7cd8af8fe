import type { PaymentOutcome } from '@aso/core/bookings';
import { paths } from '../../lib/paths.ts';
import { pendingCheckout, pendingCheckouts } from '../../lib/pending-checkout.ts';

/** The outcomes where no money was taken and the hold can be paid again or released. */
export type UnpaidOutcome = Extract<PaymentOutcome, 'declined' | 'abandoned'>;

export const isUnpaidOutcome = (outcome: string | null | undefined): outcome is UnpaidOutcome =>
  outcome === 'declined' || outcome === 'abandoned';

/** What /payment-failed is told in its query: how the payment ended and which booking. */
export interface FailedPayment {
  outcome: UnpaidOutcome | null;
  bookingId: number | null;
  access: string | null;
}

/** `/payment-failed?outcome=declined&booking_id=12&access=…` (the access token for guests). */
export function paymentFailedUrl({ outcome, bookingId, access }: FailedPayment): string {
  const query = new URLSearchParams();
  if (outcome) query.set('outcome', outcome);
  if (bookingId !== null) query.set('booking_id', String(bookingId));
  if (access) query.set('access', access);
  const search = query.toString();
  return search ? `${paths.paymentFailed}?${search}` : paths.paymentFailed;
}

export function readFailedPayment(params: URLSearchParams): FailedPayment {
  const outcome = params.get('outcome');
  const id = Number(params.get('booking_id'));
  return {
    outcome: isUnpaidOutcome(outcome) ? outcome : null,
    bookingId: Number.isInteger(id) && id > 0 ? id : null,
    access: params.get('access') || null,
  };
}

/** The checkout the failed page can offer to resume or release, if it knows one. */
export interface FailedCheckout {
  bookingId: number;
  access: string | null;
  /** The room page to choose other dates on; null when this browser did not start it. */
  roomId: number | null;
  roomTitle: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The booking named in the query (with this browser's record of it, if any), else the
 * checkout this browser started last.
 */
export function failedCheckout({ bookingId, access }: FailedPayment): FailedCheckout | null {
  const stored = bookingId === null ? (pendingCheckouts()[0] ?? null) : pendingCheckout(bookingId);
  const id = bookingId ?? stored?.bookingId;
  if (id === undefined) return null;
  return {
    bookingId: id,
    access: access ?? stored?.access ?? null,
    roomId: stored?.roomId ?? null,
    roomTitle: stored?.roomTitle ?? null,
    startDate: stored?.startDate ?? null,
    endDate: stored?.endDate ?? null,
  };
}
