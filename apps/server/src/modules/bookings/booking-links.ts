import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/**
 * The success page of a booking (`/payment-success?booking_id=…`), with the guest's
 * access token when there is one: where the callback sends the browser, and the guest's
 * link in the booking mails.
 */
export function successPageQuery(bookingId: number, access: string | null): URLSearchParams {
  const query = new URLSearchParams({ booking_id: String(bookingId) });
  if (access) {
    query.set('guest', 'true');
    query.set('access', access);
  }
  return query;
}

/**
 * Where a booking is read and managed: an account holder's reservation page, or for a
 * guest the success page with the booking's access token (the link of the confirmation
 * mail, which keeps working after the booking joins the account of that email).
 */
export async function bookingPageUrl(
  deps: Pick<Deps, 'config' | 'guestAccess'>,
  booking: { id: number; userId: number | null },
  tx?: Tx,
): Promise<string> {
  if (booking.userId !== null) return `${deps.config.APP_URL}/reservation-details/${booking.id}`;
  const query = successPageQuery(booking.id, await deps.guestAccess.tokenFor(booking.id, tx));
  return `${deps.config.APP_URL}/payment-success?${query.toString()}`;
}
