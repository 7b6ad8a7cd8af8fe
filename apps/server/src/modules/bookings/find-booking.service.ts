import { parseBookingReference, type FindBookingRequest } from '@aso/core/bookings';
import type { Deps } from '../../deps.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { bookingPageUrl } from './booking-links.ts';
import { bookingConfirmedEmail } from './booking.mails.ts';
import { findPaidBookingOfEmail, loadStayForMail } from './bookings.repository.ts';

/**
 * `/find-booking`: when the reference names a booking made with that email (the guest's,
 * or the account's), its confirmation mail is sent again, link and receipt included, to
 * that address only. The caller learns nothing either way (the route answers the same).
 */
export async function resendBookingMail(deps: Deps, request: FindBookingRequest): Promise<void> {
  const id = parseBookingReference(request.reference);
  if (id === null) return;
  const sent = await deps.db.transaction(async (tx) => {
    const found = await findPaidBookingOfEmail(tx, id, request.email);
    if (!found) return false;
    const stay = await loadStayForMail(tx, id, found.reference);
    await enqueueMail(tx, {
      to: stay.email,
      ...bookingConfirmedEmail(
        stay,
        await bookingPageUrl(deps, found.booking, tx),
        found.paymentId,
      ),
    });
    return true;
  });
  if (sent) deps.mailer.kick();
}
