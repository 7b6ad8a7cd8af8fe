import { useState } from 'react';
import { Link } from 'react-router';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@aso/core/constants';
import { isRoomBookable } from '@aso/core/room-facts';
import type { RoomType } from '@aso/core/rooms';
import { Button } from '../../components/button.tsx';
import { CheckboxField, FormError, FormStatus } from '../../components/form-field.tsx';
import { PhoneIcon } from '../../components/icons.tsx';
import { formatTimeOfDay } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import {
  bookingRequestBody,
  GUEST_BOOKING_FAILED,
  GUEST_FIELDS,
  type BookingChoices,
  type GuestDetails,
  type GuestErrors,
} from './booking-rules.ts';
import { useBookingForm } from './hooks/use-booking-form.ts';
import { REDIRECT_NOTICE, useBookStay } from './hooks/use-book-stay.ts';
import type { StayRange } from './stay-dates.ts';
import { AffiliateCodeField } from './components/affiliate-code-field.tsx';
import { BookNowButton } from './components/book-now-button.tsx';
import { BreakfastField } from './components/breakfast-field.tsx';
import { ConveyanceField } from './components/conveyance-field.tsx';
import { ConveyanceModal } from './components/conveyance-modal.tsx';
import { GuestModal, type GuestBookingFailure } from './components/guest-modal.tsx';
import { PoliciesModal } from './components/policies-modal.tsx';
import { PriceBreakdownList } from './components/price-breakdown.tsx';
import { PromoCodeField } from './components/promo-code-field.tsx';
import { RoomMap } from './components/room-map.tsx';
import { StayDatesField } from './components/stay-dates-field.tsx';
import { UnpaidCheckoutOffer } from './components/unpaid-checkout-offer.tsx';

type OpenModal = 'conveyance' | 'guest' | 'policies' | null;

/**
 * Spec §2 "Booking info card" below its heading (`BookingCardFrame` holds the price and the
 * heading; the room page loads this part lazily): dates, airport conveyance and breakfast
 * when the room offers them, affiliate and promo codes, terms, the server's price and
 * BOOK NOW, or how to book by phone; the times and the map. Then spec §4's flow (guest details when nobody is
 * logged in, the redirect notice, the payment page).
 */
export function BookingCardBody({
  room,
  initialStay,
}: {
  room: RoomType;
  initialStay?: StayRange | undefined;
}) {
  return (
    <>
      {isRoomBookable(room) ? (
        <BookingForm room={room} initialStay={initialStay} />
      ) : (
        <p className="mt-2 leading-relaxed text-muted">
          This residence is not taking online bookings right now. Call{' '}
          <a
            href={telHref(FRONT_DESK_PHONE)}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand underline underline-offset-4"
          >
            <PhoneIcon className="size-4" />
            {FRONT_DESK_PHONE.display}
          </a>{' '}
          and we will find you another.
        </p>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-line pt-6 text-sm">
        <div>
          <dt className="text-muted">Check-in</dt>
          <dd className="font-semibold">from {formatTimeOfDay(CHECK_IN_TIME)}</dd>
        </div>
        <div>
          <dt className="text-muted">Check-out</dt>
          <dd className="font-semibold">by {formatTimeOfDay(CHECK_OUT_TIME)}</dd>
        </div>
      </dl>
      <div className="mt-6">
        <RoomMap room={room} />
      </div>
    </>
  );
}

function BookingForm({
  room,
  initialStay,
}: {
  room: RoomType;
  initialStay?: StayRange | undefined;
}) {
  const { user } = useSession();
  const card = useBookingForm(room, initialStay);
  const { form, choices, range } = card;
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [holdNotice, setHoldNotice] = useState<string | null>(null);
  const flow = useBookStay(room);
  const asGuest = user === null;

  const onBook = () => {
    if (flow.redirecting) return;
    void card.book((checked) => {
      setHoldNotice(null);
      // No details yet, or the server refused some of them: the guest modal, to fill them in.
      const guestRefused = GUEST_FIELDS.some((field) => flow.failure?.errors[field]?.length);
      if (asGuest && (!checked.guest || guestRefused)) {
        if (!guestRefused) flow.clearFailure();
        setOpenModal('guest');
        return;
      }
      flow.book(bookingRequestBody(room, checked, asGuest ? checked.guest : null));
    });
  };

  const onGuestDetails = (details: GuestDetails) => {
    card.setGuest(details);
    void card.book((checked: BookingChoices) =>
      // Too many unpaid holds is not about the details: the card offers the way out.
      flow.book(bookingRequestBody(room, checked, details), {
        onHoldLimit: () => setOpenModal(null),
      }),
    );
  };

  const onHoldReleased = (message: string) => {
    flow.clearFailure();
    setHoldNotice(`${message} You can book now.`);
  };

  const guestFailure: GuestBookingFailure | null = flow.failure
    ? {
        title: GUEST_BOOKING_FAILED,
        reason: flow.failure.message,
        errors: Object.fromEntries(
          GUEST_FIELDS.flatMap((field) => {
            const first = flow.failure?.errors[field]?.[0];
            return first ? [[field, first]] : [];
          }),
        ) as GuestErrors,
      }
    : null;

  const notice = flow.redirecting ? REDIRECT_NOTICE : null;
  const cardNotice = notice ?? holdNotice;
  const guestModalOpen = openModal === 'guest';
  const guest = asGuest ? choices.guest : null;

  return (
    <div className="mt-4 space-y-6">
      <div>
        <p id="stay-dates-label" className="text-sm font-semibold text-ink">
          Your dates
        </p>
        <div className="mt-2">
          <StayDatesField
            roomId={room.id}
            today={card.today}
            range={range}
            onChange={card.setRange}
            error={card.quote.refusal?.dates ?? flow.failure?.errors.start_date?.[0]}
          />
        </div>
      </div>

      {room.airport_conveyance_enabled || room.breakfast_enabled ? (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-ink">Extras</legend>
          {room.airport_conveyance_enabled ? (
            <ConveyanceField
              room={room}
              conveyance={choices.airport_conveyance}
              editing={openModal === 'conveyance'}
              notice={card.legsNotice}
              onEdit={() => setOpenModal('conveyance')}
              onRemove={() => card.saveConveyance(null)}
            />
          ) : null}
          {room.breakfast_enabled ? <BreakfastField room={room} form={form} /> : null}
        </fieldset>
      ) : null}

      <AffiliateCodeField form={form} />
      <PromoCodeField
        form={form}
        roomTypeId={room.room_type_id}
        range={range}
        refusal={card.quote.refusal?.promo ?? flow.failure?.errors.promo_code?.[0] ?? null}
      />

      <section aria-labelledby="booking-price-title" className="rounded-2xl bg-cream p-4">
        <h3 id="booking-price-title" className="mb-3 font-sans text-sm font-semibold text-ink">
          Price
        </h3>
        <PriceBreakdownList quote={card.quote} />
      </section>

      <div className="space-y-2">
        <CheckboxField
          id="booking-terms"
          {...form.register('terms_accepted')}
          label="I agree to the house policies and terms of booking."
        />
        <Button
          variant="outline"
          size="sm"
          className="ml-8"
          onClick={() => setOpenModal('policies')}
        >
          View Policies
        </Button>
      </div>

      {guest ? (
        <p className="text-sm text-muted">
          Booking as {guest.guest_name} ({guest.guest_email}).{' '}
          <button
            type="button"
            onClick={() => setOpenModal('guest')}
            className="rounded font-semibold text-brand underline underline-offset-4"
          >
            Change guest details
          </button>
        </p>
      ) : null}

      {guestModalOpen ? null : (
        <>
          <FormError>{flow.failure?.message}</FormError>
          {flow.failure?.holdLimit ? (
            <>
              <UnpaidCheckoutOffer onReleased={onHoldReleased} />
              {user ? (
                <p className="text-sm text-muted">
                  Your unpaid checkouts are also on{' '}
                  <Link
                    to={paths.profile}
                    className="rounded font-semibold text-brand underline underline-offset-4"
                  >
                    your profile
                  </Link>
                  .
                </p>
              ) : null}
            </>
          ) : null}
          <FormStatus>{cardNotice}</FormStatus>
        </>
      )}

      <BookNowButton
        missing={card.missing}
        showMissing={card.showMissing}
        busy={flow.redirecting}
        onPress={onBook}
      />

      <ConveyanceModal
        open={openModal === 'conveyance'}
        onClose={() => setOpenModal(null)}
        onSave={(choice) => {
          card.saveConveyance(choice);
          setOpenModal(null);
        }}
        saved={choices.airport_conveyance}
        defaults={{
          checkIn: range.start,
          checkOut: range.end,
          phone: user?.phone_number ?? user?.phone ?? '',
        }}
        today={card.today}
      />
      <GuestModal
        open={guestModalOpen}
        onClose={() => setOpenModal(null)}
        onSubmit={onGuestDetails}
        notice={notice}
        failure={guestFailure}
        initial={choices.guest}
      />
      <PoliciesModal open={openModal === 'policies'} onClose={() => setOpenModal(null)} />
    </div>
  );
}
