import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CODE_APPLIED, CODE_UNKNOWN } from '@aso/core/affiliates';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@aso/core/constants';
import { businessToday } from '@aso/core/dates';
import { formatNaira, koboToNaira } from '@aso/core/money';
import {
  FREE_CONVEYANCE_FROM_NIGHTS,
  maxBreakfastPersons,
  priceStay,
  type ConveyanceDirection,
} from '@aso/core/pricing';
import { isRoomBookable } from '@aso/core/room-facts';
import type { RoomType } from '@aso/core/rooms';
import { Button } from '../../components/button.tsx';
import { CheckboxField, FormError, FormStatus, TextField } from '../../components/form-field.tsx';
import { CheckIcon, PhoneIcon } from '../../components/icons.tsx';
import { affiliateCodeFromSearch, getSavedAffiliateCode } from '../../lib/affiliate-code.ts';
import { formatTimeOfDay } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import {
  bookingRequestBody,
  GUEST_BOOKING_FAILED,
  GUEST_FIELDS,
  missingForBooking,
  priceChoices,
  pricedRoomType,
  type BookingChoices,
  type ConveyanceChoice,
  type GuestDetails,
  type GuestErrors,
} from './booking-rules.ts';
import { useAffiliateCodeCheck } from './api/check-affiliate-code.ts';
import {
  describeLeg,
  legsOf,
  movedLegsNotice,
  moveLegsWithStay,
  type StayDays,
} from './conveyance-form.ts';
import { REDIRECT_NOTICE, useBookStay } from './hooks/use-book-stay.ts';
import { readSavedChoices, saveChoices } from './saved-choices.ts';
import { EMPTY_RANGE, type StayRange } from './stay-dates.ts';
import { ConveyanceModal } from './components/conveyance-modal.tsx';
import { GuestModal, type GuestBookingFailure } from './components/guest-modal.tsx';
import { PoliciesModal } from './components/policies-modal.tsx';
import { PriceBreakdownList } from './components/price-breakdown.tsx';
import { RoomMap } from './components/room-map.tsx';
import { StayDatesField } from './components/stay-dates-field.tsx';
import { UnpaidCheckoutOffer } from './components/unpaid-checkout-offer.tsx';

type OpenModal = 'conveyance' | 'guest' | 'policies' | null;

const stayDays = ({ start, end }: StayRange): StayDays | null =>
  start && end ? { start, end } : null;

const selectClass =
  'mt-2 block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand';

/** `Pickup ₦40,000 · Drop-off ₦40,000 · Both ₦70,000` for this room type. */
function conveyancePrices(room: RoomType): string {
  const priced = pricedRoomType(room);
  const price = (direction: ConveyanceDirection) =>
    formatNaira(
      koboToNaira(
        priceStay(priced, { nights: 1, breakfastCount: null, conveyance: direction })
          .conveyanceKobo,
      ),
    );
  return `Pickup ${price('pickup')} · Drop-off ${price('dropoff')} · Both ${price('both')}`;
}

/**
 * Spec §2 "Booking info card" below its heading (`BookingCardFrame` holds the price and the
 * heading; the room page loads this part lazily): dates, airport conveyance and breakfast
 * when the room offers them, affiliate code, terms, a live price and BOOK NOW, or how to
 * book by phone; the times and the map. Then spec §4's flow (guest details when nobody is
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
  const [today] = useState(businessToday);
  // Back from the payment page, or sent back to choose other dates: the choices made before.
  const [saved] = useState(() => readSavedChoices(room.id, today));
  // The dates of the residencies search that linked here (valid and free) come first.
  const [range, setRange] = useState<StayRange>(initialStay ?? saved?.range ?? EMPTY_RANGE);
  const [breakfast, setBreakfast] = useState(saved?.breakfast ?? false);
  const [breakfastCount, setBreakfastCount] = useState(saved?.breakfastCount ?? 1);
  const [conveyance, setConveyance] = useState<ConveyanceChoice | null>(saved?.conveyance ?? null);
  // The stay the airport legs were matched to, so that a new stay moves them along.
  const [legsStay, setLegsStay] = useState<StayDays | null>(() => stayDays(range));
  const [legsNotice, setLegsNotice] = useState<string | null>(null);
  const { search } = useLocation();
  // This page's own link first: the root layout saves it only after this first render.
  const [affiliateCode, setAffiliateCode] = useState(
    () =>
      affiliateCodeFromSearch(search) ?? (saved?.affiliateCode || getSavedAffiliateCode()) ?? '',
  );
  // The code last checked with the server: a prefilled one at once, a typed one on leaving the field.
  const [checkedCode, setCheckedCode] = useState(() => affiliateCode.trim());
  const codeCheck = useAffiliateCodeCheck(checkedCode);
  // Only about the code in the field; an unknown code never blocks booking (the server ignores it).
  const codeStatus =
    checkedCode !== '' && affiliateCode.trim() === checkedCode ? codeCheck.data : undefined;
  const [termsAccepted, setTermsAccepted] = useState(false);
  // What is missing is said once BOOK NOW was pressed, not before the guest has begun.
  const [bookPressed, setBookPressed] = useState(false);
  const [guest, setGuest] = useState<GuestDetails | null>(saved?.guest ?? null);
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [holdNotice, setHoldNotice] = useState<string | null>(null);
  const flow = useBookStay(room);

  useEffect(() => {
    saveChoices(room.id, { range, breakfast, breakfastCount, conveyance, affiliateCode, guest });
  }, [room.id, range, breakfast, breakfastCount, conveyance, affiliateCode, guest]);

  const onRangeChange = (next: StayRange) => {
    setRange(next);
    const stay = stayDays(next);
    if (!stay) return;
    if (conveyance) {
      const moved = moveLegsWithStay(conveyance, legsStay, stay);
      if (moved.moved.length > 0) setConveyance(moved.conveyance);
      setLegsNotice(moved.moved.length > 0 ? movedLegsNotice(moved.moved) : null);
    }
    setLegsStay(stay);
  };

  const maxPersons = maxBreakfastPersons(room.title);
  const choices: BookingChoices = {
    range,
    breakfast: room.breakfast_enabled && breakfast,
    breakfastCount: Math.min(breakfastCount, maxPersons),
    conveyance: room.airport_conveyance_enabled ? conveyance : null,
    affiliateCode,
    termsAccepted,
  };
  const price = priceChoices(room, choices);
  const missing = missingForBooking(choices);
  const showMissing = bookPressed && missing.length > 0;
  const asGuest = user === null;

  const onBook = () => {
    if (flow.redirecting) return;
    if (missing.length > 0) {
      setBookPressed(true);
      return;
    }
    setHoldNotice(null);
    // No details yet, or the server refused some of them: the guest modal, to fill them in.
    const guestRefused = GUEST_FIELDS.some((field) => flow.failure?.errors[field]?.length);
    if (asGuest && (!guest || guestRefused)) {
      if (!guestRefused) flow.clearFailure();
      setOpenModal('guest');
      return;
    }
    flow.book(bookingRequestBody(room, choices, asGuest ? guest : null));
  };

  const onGuestDetails = (details: GuestDetails) => {
    setGuest(details);
    // Too many unpaid holds is not about the details: the card offers the way out.
    flow.book(bookingRequestBody(room, choices, details), {
      onHoldLimit: () => setOpenModal(null),
    });
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

  return (
    <div className="mt-4 space-y-6">
      <div>
        <p id="stay-dates-label" className="text-sm font-semibold text-ink">
          Your dates
        </p>
        <div className="mt-2">
          <StayDatesField roomId={room.id} today={today} range={range} onChange={onRangeChange} />
        </div>
      </div>

      {room.airport_conveyance_enabled || room.breakfast_enabled ? (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-ink">Extras</legend>
          {room.airport_conveyance_enabled ? (
            <div>
              <CheckboxField
                id="booking-conveyance"
                // Ticked while its modal is open; it stays ticked only once a conveyance is saved.
                checked={conveyance !== null || openModal === 'conveyance'}
                onChange={(event) => {
                  if (event.target.checked) setOpenModal('conveyance');
                  else setConveyance(null);
                  setLegsNotice(null);
                }}
                label={
                  <>
                    Airport conveyance
                    <span className="block text-muted">
                      {conveyancePrices(room)}; free for stays of {FREE_CONVEYANCE_FROM_NIGHTS}{' '}
                      nights or more.
                    </span>
                  </>
                }
              />
              {conveyance ? (
                <div className="mt-3 ml-8 rounded-xl bg-cream px-4 py-3 text-sm">
                  <ul className="space-y-1 text-ink">
                    {legsOf(conveyance.direction).map((leg) => {
                      const details = conveyance[leg];
                      return details ? <li key={leg}>{describeLeg(leg, details)}</li> : null;
                    })}
                  </ul>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-3"
                    onClick={() => setOpenModal('conveyance')}
                  >
                    Edit conveyance
                  </Button>
                </div>
              ) : null}
              <div className={legsNotice ? 'mt-3' : undefined}>
                <FormStatus>{legsNotice}</FormStatus>
              </div>
            </div>
          ) : null}
          {room.breakfast_enabled ? (
            <div>
              <CheckboxField
                id="booking-breakfast"
                checked={breakfast}
                onChange={(event) => setBreakfast(event.target.checked)}
                label={
                  <>
                    Breakfast
                    <span className="block text-muted">
                      {formatNaira(room.breakfast_price)} per person per night
                    </span>
                  </>
                }
              />
              {breakfast ? (
                <div className="mt-3 ml-8">
                  <label htmlFor="booking-breakfast-count" className="block text-sm font-semibold">
                    Persons for breakfast
                  </label>
                  <select
                    id="booking-breakfast-count"
                    value={choices.breakfastCount}
                    onChange={(event) => setBreakfastCount(Number(event.target.value))}
                    className={`${selectClass} max-w-40`}
                  >
                    {Array.from({ length: maxPersons }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <div>
        <TextField
          id="booking-affiliate-code"
          label="Affiliate code"
          hint="Optional: the code of the partner who referred you."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={affiliateCode}
          onChange={(event) => setAffiliateCode(event.target.value)}
          onBlur={() => setCheckedCode(affiliateCode.trim())}
          aria-describedby="booking-affiliate-code-hint booking-affiliate-code-status"
        />
        <p
          id="booking-affiliate-code-status"
          aria-live="polite"
          className={`mt-2 flex items-center gap-1.5 text-sm font-medium empty:mt-0 ${
            codeStatus === 'applied' ? 'text-brand' : 'text-terracotta-dark'
          }`}
        >
          {codeStatus === 'applied' ? (
            <>
              <CheckIcon className="size-4 shrink-0" />
              {CODE_APPLIED}
            </>
          ) : codeStatus === 'unknown' ? (
            CODE_UNKNOWN
          ) : null}
        </p>
      </div>

      <section aria-labelledby="booking-price-title" className="rounded-2xl bg-cream p-4">
        <h3 id="booking-price-title" className="mb-3 font-sans text-sm font-semibold text-ink">
          Price
        </h3>
        <PriceBreakdownList
          room={room}
          price={price}
          breakfastCount={choices.breakfast ? choices.breakfastCount : null}
          conveyance={choices.conveyance}
        />
      </section>

      <div className="space-y-2">
        <CheckboxField
          id="booking-terms"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
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

      {asGuest && guest ? (
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

      <div>
        {/* Spec: disabled until the dates and the terms are set; aria-disabled rather than
            disabled, so that a press can say what is missing. */}
        <Button
          size="lg"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-sand aria-disabled:text-muted aria-disabled:hover:bg-sand"
          onClick={onBook}
          disabled={flow.redirecting}
          aria-disabled={missing.length > 0 || undefined}
          aria-describedby={showMissing ? 'booking-missing' : undefined}
        >
          BOOK NOW
        </Button>
        {showMissing ? (
          <div id="booking-missing" role="alert">
            <ul className="mt-2 space-y-1 text-center text-sm font-medium text-terracotta-dark">
              {missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <ConveyanceModal
        open={openModal === 'conveyance'}
        onClose={() => setOpenModal(null)}
        onSave={(choice) => {
          setConveyance(choice);
          setLegsStay(stayDays(range));
          setLegsNotice(null);
          setOpenModal(null);
        }}
        saved={conveyance}
        defaults={{
          checkIn: range.start,
          checkOut: range.end,
          phone: user?.phone_number ?? user?.phone ?? '',
        }}
        today={today}
      />
      <GuestModal
        open={guestModalOpen}
        onClose={() => setOpenModal(null)}
        onSubmit={onGuestDetails}
        notice={notice}
        failure={guestFailure}
        initial={guest}
      />
      <PoliciesModal open={openModal === 'policies'} onClose={() => setOpenModal(null)} />
    </div>
  );
}
