import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@aso/core/constants';
import { AIRPORTS, bookingReference, type AirportCode } from '@aso/core/bookings';
import { formatDate, formatDateAtTime, formatStayDates, formatTime } from '@aso/core/display-dates';
import { formatKobo } from '@aso/core/money';
import { formatLineAmount, lineLabel, type PriceLine } from '@aso/core/stay-price';
import type { MailAttachmentRef } from '../../db/schema.ts';
import { layoutMail, type MailContent } from '../mail/mail.templates.ts';

interface ConveyanceLegForMail {
  date: string | null;
  time: string | null;
  airport: string | null;
  phone: string | null;
}

/** What the booking mails say about a stay. */
export interface StayForMail {
  bookingId: number;
  reference: string;
  guestName: string;
  /** How the front desk reaches the guest: the account's or the guest's email and phone. */
  guestEmail: string;
  guestPhone: string | null;
  roomTitle: string;
  roomNumber: string;
  address: string | null;
  startDate: string;
  endDate: string;
  nights: number;
  roomKobo: number;
  breakfastKobo: number;
  breakfastCount: number | null;
  conveyanceKobo: number;
  conveyanceDirection: string | null;
  pickup: ConveyanceLegForMail;
  dropoff: ConveyanceLegForMail;
  totalKobo: number;
  /** The lines the stay was priced with (issue 31). */
  lines: PriceLine[];
}

const naira = formatKobo;
const airportName = (code: string | null) => (code ? (AIRPORTS[code as AirportCode] ?? code) : '');
/** "Thu, 10 Dec 2026 at 2:30 PM"; "at —" when the time is missing. */
const legWhen = (date: string, time: string | null) =>
  time ? formatDateAtTime(date, time) : `${formatDate(date)} at —`;

/** The price line by line, as the booking stored it, the airport legs beside conveyance. */
function breakdown(stay: StayForMail): string {
  const lines = stay.lines.map((line) => {
    if (line.kind !== 'conveyance') return `${lineLabel(line)}: ${formatLineAmount(line)}`;
    const legs = [
      stay.pickup.date
        ? `pickup ${legWhen(stay.pickup.date, stay.pickup.time)} from ${airportName(stay.pickup.airport)}`
        : null,
      stay.dropoff.date
        ? `drop-off ${legWhen(stay.dropoff.date, stay.dropoff.time)} to ${airportName(stay.dropoff.airport)}`
        : null,
    ].filter(Boolean);
    const amount = line.amountKobo === 0 ? 'free' : formatLineAmount(line);
    return `${line.label} (${legs.join('; ')}): ${amount}`;
  });
  lines.push(`Total paid: ${naira(stay.totalKobo)}`);
  return lines.join('\n');
}

/**
 * To the guest once the payment is confirmed (and again on request from /find-booking),
 * with the link to the booking: its page, the receipt and the way to cancel. With
 * `receiptPaymentId`, the payment's PDF receipt rides along (made by the mailer at delivery).
 */
export function bookingConfirmedEmail(
  stay: StayForMail,
  bookingUrl: string,
  receiptPaymentId?: number,
): MailContent & { attachments: MailAttachmentRef[] } {
  const mail = layoutMail({
    subject: `Your booking is confirmed: ${stay.roomTitle}, ${formatStayDates(stay.startDate, stay.endDate)} (${bookingReference(stay.bookingId)})`,
    title: 'Your booking is confirmed',
    paragraphs: [
      `Hi ${stay.guestName},`,
      `Thank you for booking with us. Your booking ${bookingReference(stay.bookingId)} is confirmed (payment reference ${stay.reference}).`,
      `${stay.roomTitle}, unit ${stay.roomNumber}\n${formatStayDates(stay.startDate, stay.endDate)}\n${stay.address ?? 'Abuja'}`,
      breakdown(stay),
      ...(receiptPaymentId === undefined ? [] : ['Your receipt is attached to this email.']),
      `Check-in from ${formatTime(CHECK_IN_TIME)}; check-out by ${formatTime(CHECK_OUT_TIME)}.`,
    ],
    action: { label: 'View or manage your booking', url: bookingUrl },
    notes: [
      `Keep your booking reference ${bookingReference(stay.bookingId)}: with it and this email address you can find your booking again at any time.`,
      'Questions? Reply to this email or call the front desk on +234 809 555 0147.',
    ],
  });
  return {
    ...mail,
    attachments:
      receiptPaymentId === undefined ? [] : [{ kind: 'receipt', payment_id: receiptPaymentId }],
  };
}

/** One airport leg as the driver needs it: "Pickup: Mon, 12 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l, phone …". */
function legForDriver(label: string, leg: ConveyanceLegForMail): string | null {
  if (!leg.date) return null;
  return `${label}: ${legWhen(leg.date, leg.time)}, ${airportName(leg.airport)}, phone ${leg.phone ?? '—'}`;
}

/**
 * To the front desk for each new booking: enough to act on without opening the back
 * office (who to call, and what to tell the driver), and the link to it.
 */
export function bookingStaffNotice(stay: StayForMail, appUrl: string) {
  const legs = [legForDriver('Pickup', stay.pickup), legForDriver('Drop-off', stay.dropoff)].filter(
    (leg): leg is string => leg !== null,
  );
  return layoutMail({
    subject: `New booking #${stay.bookingId}: ${stay.roomTitle} ${stay.roomNumber}, ${formatStayDates(stay.startDate, stay.endDate)}`,
    title: 'New paid booking',
    paragraphs: [
      `${stay.guestName} booked ${stay.roomTitle} (unit ${stay.roomNumber}) for ${formatStayDates(stay.startDate, stay.endDate)}.`,
      `Guest email: ${stay.guestEmail}\nGuest phone: ${stay.guestPhone ?? 'not given'}`,
      legs.length > 0 ? `Airport conveyance\n${legs.join('\n')}` : 'No airport pickup requested.',
      breakdown(stay),
      `Payment reference: ${stay.reference}`,
    ],
    action: {
      label: 'Open the booking',
      url: `${appUrl}/admin/bookings/details/${stay.bookingId}`,
    },
  });
}

/** To the guest when a late payment could not be honoured and was refunded. */
export function bookingRefundedEmail(stay: StayForMail, reason: string) {
  return layoutMail({
    subject: `Your payment for ${stay.roomTitle} has been refunded`,
    title: 'We have refunded your payment',
    paragraphs: [
      `Hi ${stay.guestName},`,
      `We received your payment (reference ${stay.reference}) for ${stay.roomTitle}, ${formatStayDates(stay.startDate, stay.endDate)}, but we could not keep the booking: ${reason}.`,
      `We have refunded the full ${naira(stay.totalKobo)} to your card. Depending on your bank, it can take a few working days to appear.`,
    ],
    notes: [
      'We are sorry for the trouble. Call the front desk on +234 809 555 0147 to find other dates.',
    ],
  });
}

/** To the front desk: a late payment was refunded and may need a follow-up. */
export function refundStaffNotice(stay: StayForMail, reason: string) {
  return layoutMail({
    subject: `Refunded payment ${stay.reference} for booking #${stay.bookingId}`,
    title: 'A payment was refunded',
    paragraphs: [
      `${stay.guestName}'s payment of ${naira(stay.totalKobo)} for ${stay.roomTitle}, ${formatStayDates(stay.startDate, stay.endDate)}, was refunded: ${reason}`,
    ],
  });
}

/** What a cancellation gives back, as its mails tell it. */
export interface CancellationForMail {
  by: 'guest' | 'staff';
  refundKobo: number;
  /** `pending`: asked of the card provider; `manual`: the desk gives it back. */
  refundStatus: 'pending' | 'succeeded' | 'manual' | null;
  paidKobo: number;
}

function refundSentence({ refundKobo, refundStatus, paidKobo }: CancellationForMail): string {
  if (refundKobo === 0) {
    return paidKobo === 0
      ? 'No payment was taken for this booking.'
      : 'Under our cancellation policy no refund is due.';
  }
  const amount = `${naira(refundKobo)} of the ${naira(paidKobo)} you paid`;
  return refundStatus === 'manual'
    ? `We owe you ${amount}; the front desk will return it to you.`
    : `We are refunding ${amount} to your card. Depending on your bank, it can take a few working days to appear.`;
}

/** To the guest when their booking is cancelled, by them or by staff, with the refund. */
export function bookingCancelledEmail(stay: StayForMail, cancellation: CancellationForMail) {
  const reference = bookingReference(stay.bookingId);
  return layoutMail({
    subject: `Your booking ${reference} is cancelled`,
    title: 'Your booking is cancelled',
    paragraphs: [
      `Hi ${stay.guestName},`,
      cancellation.by === 'guest'
        ? `As you asked, we have cancelled booking ${reference}: ${stay.roomTitle}, ${formatStayDates(stay.startDate, stay.endDate)}.`
        : `We have cancelled booking ${reference}: ${stay.roomTitle}, ${formatStayDates(stay.startDate, stay.endDate)}.`,
      refundSentence(cancellation),
    ],
    notes: ['Questions? Reply to this email or call the front desk on +234 809 555 0147.'],
  });
}

/** To the front desk when a guest cancels online: the unit is free again. */
export function cancellationStaffNotice(
  stay: StayForMail,
  cancellation: CancellationForMail,
  appUrl: string,
) {
  const reference = bookingReference(stay.bookingId);
  return layoutMail({
    subject: `Cancelled by the guest: ${reference}, ${stay.roomTitle} ${stay.roomNumber}, ${formatStayDates(stay.startDate, stay.endDate)}`,
    title: 'A guest cancelled a booking',
    paragraphs: [
      `${stay.guestName} (${stay.guestEmail}) cancelled booking ${reference}: ${stay.roomTitle}, unit ${stay.roomNumber}, ${formatStayDates(stay.startDate, stay.endDate)}. The unit is free again for those nights.`,
      cancellation.refundKobo === 0
        ? `No refund is due (paid ${naira(cancellation.paidKobo)}).`
        : `Refund: ${naira(cancellation.refundKobo)} of ${naira(cancellation.paidKobo)} (${cancellation.refundStatus === 'manual' ? 'to be returned by the desk' : cancellation.refundStatus === 'succeeded' ? 'accepted by the card provider' : 'requested from the card provider'}).`,
    ],
    action: {
      label: 'Open the booking',
      url: `${appUrl}/admin/bookings/details/${stay.bookingId}`,
    },
  });
}
