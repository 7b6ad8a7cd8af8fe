import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

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
  const query = new URLSearchParams({
    booking_id: String(booking.id),
    guest: 'true',
    access: await deps.guestAccess.tokenFor(booking.id, tx),
  });
  return `${deps.config.APP_URL}/payment-success?${query.toString()}`;
}
