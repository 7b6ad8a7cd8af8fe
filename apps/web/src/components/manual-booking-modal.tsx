import { useEffect, useRef, useState } from 'react';
import type { BookingDetail } from '@aso/core/bookings';
import { BOOKING_CREATED, useCreateManualBooking } from '../lib/manual-booking-api.ts';
import { paths } from '../lib/paths.ts';
import { Button, ButtonLink } from './button.tsx';
import { FormStatus } from './form-field.tsx';
import { MANUAL_BOOKING_FORM_ID, ManualBookingForm } from './manual-booking-form.tsx';
import { Modal } from './modal.tsx';

export interface ManualBookingPrefill {
  roomId?: number;
  roomTypeId?: number;
  /** The check-in date, `YYYY-MM-DD`; check-out defaults to the next day. */
  startDate?: string;
}

interface ManualBookingModalProps {
  open: boolean;
  onClose: () => void;
  initial?: ManualBookingPrefill;
}

/**
 * Spec "Manual booking": the front desk books one named unit for a guest. A new form on
 * every opening, prefilled from `initial` (the calendar's free cell); after a success
 * it says so and offers the booking, or a blank form for the next one.
 */
export function ManualBookingModal({ open, onClose, initial }: ManualBookingModalProps) {
  const create = useCreateManualBooking();
  // Each form is a new one: "Book another" starts blank, not from the calendar's cell.
  const [round, setRound] = useState(0);

  const close = () => {
    create.reset();
    setRound(0);
    onClose();
  };
  const bookAnother = () => {
    create.reset();
    setRound((current) => current + 1);
  };

  const created = create.data?.booking;
  return (
    <Modal
      open={open}
      onClose={close}
      title="Manual Booking"
      description="Book a unit for a guest who called or walked in."
      size="lg"
      footer={
        created ? (
          <>
            <Button variant="outline" onClick={bookAnother}>
              Book another
            </Button>
            <Button onClick={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={MANUAL_BOOKING_FORM_ID} aria-disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create booking'}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <BookingCreated booking={created} />
      ) : (
        <ManualBookingForm
          key={round}
          initial={round === 0 ? initial : undefined}
          create={create}
        />
      )}
    </Modal>
  );
}

/** The success, focused as it replaces the form, so the button pressed is not lost. */
function BookingCreated({ booking }: { booking: BookingDetail }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div ref={panelRef} tabIndex={-1} className="space-y-4 outline-none">
      <FormStatus>{BOOKING_CREATED}</FormStatus>
      <p>
        Booking #{booking.id} for{' '}
        <span className="font-semibold">{booking.guest_name ?? 'the guest'}</span> in unit{' '}
        {booking.room_number}, {booking.stayDates}.
      </p>
      <ButtonLink to={paths.adminBooking(booking.id)} variant="outline" size="sm">
        View booking #{booking.id}
      </ButtonLink>
    </div>
  );
}
