import { CHANNEL_LABELS, type Channel } from '@aso/core/channels';
import { formatStayDates } from '@aso/core/display-dates';
import { layoutMail } from '../mail/mail.templates.ts';

export interface ConflictForMail {
  roomId: number;
  roomNumber: string;
  roomType: string;
  channel: Channel;
  startDate: string;
  endDate: string;
  summary: string | null;
  booking: { id: number; startDate: string; endDate: string; guestName: string; status: string };
}

/**
 * To the front desk, once per conflict: another channel sold nights of a unit that a
 * booking made here holds (both sold before the feeds caught up). Names everything needed
 * to call the guest or the channel without opening the back office.
 */
export function conflictStaffNotice(conflict: ConflictForMail, appUrl: string) {
  const channel = CHANNEL_LABELS[conflict.channel];
  const theirs = formatStayDates(conflict.startDate, conflict.endDate);
  const ours = formatStayDates(conflict.booking.startDate, conflict.booking.endDate);
  return layoutMail({
    subject: `Double booking: unit ${conflict.roomNumber}, ${theirs} (${channel} and booking #${conflict.booking.id})`,
    title: 'Two channels sold the same nights',
    paragraphs: [
      `${channel} has a reservation on ${conflict.roomType} (unit ${conflict.roomNumber}) for ${theirs}${conflict.summary ? ` ("${conflict.summary}")` : ''}.`,
      `Booking #${conflict.booking.id} made here holds the same unit for ${ours}: ${conflict.booking.guestName}, ${conflict.booking.status.replace('_', ' ')}.`,
      'Both are kept. Move or cancel one of them: the conflict clears when either side is cancelled.',
    ],
    action: { label: 'Open the unit', url: `${appUrl}/admin/room-details/${conflict.roomId}` },
    notes: [`Our booking: ${appUrl}/admin/bookings/details/${conflict.booking.id}`],
  });
}
