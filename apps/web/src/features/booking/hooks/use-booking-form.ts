import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { businessToday } from '@aso/core/dates';
import { maxBreakfastPersons } from '@aso/core/pricing';
import type { QuoteResponse } from '@aso/core/rates';
import type { RoomType } from '@aso/core/rooms';
import { affiliateCodeFromSearch, getSavedAffiliateCode } from '../../../lib/affiliate-code.ts';
import { quoteRefusalOf, useQuote, type QuoteRefusal } from '../api/get-quote.ts';
import {
  BookingChoicesSchema,
  missingForBooking,
  quoteRequest,
  rangeOf,
  type BookingChoices,
  type ConveyanceChoice,
  type GuestDetails,
} from '../booking-rules.ts';
import { movedLegsNotice, moveLegsWithStay, type StayDays } from '../conveyance-form.ts';
import { readSavedChoices, saveChoices } from '../saved-choices.ts';
import { EMPTY_RANGE, type StayRange } from '../stay-dates.ts';

export type BookingForm = UseFormReturn<BookingChoices>;

/** The card's quote as `useBookingForm` holds it. */
export interface CardQuote {
  /** Both dates are chosen: there is something to price. */
  hasDates: boolean;
  /** The server's price, or the last one while the next loads. */
  answer: QuoteResponse | undefined;
  /** `answer` is of the previous choices: the new price is on its way. */
  updating: boolean;
  refusal: QuoteRefusal | null;
  /** No answer (no connection, a server error). */
  failed: boolean;
}

const stayDays = ({ start, end }: StayRange): StayDays | null =>
  start && end ? { start, end } : null;

/*
 * The form holds the choices in the shape they have once checked (a saved conveyance is
 * a parsed one), which the schema takes as they are: its resolver, typed over that shape
 * rather than over everything the schema would accept.
 */
const resolver = zodResolver(BookingChoicesSchema) as unknown as Resolver<BookingChoices>;

/** Where the card starts: the linked stay, the choices kept in this tab, the referral. */
function startingChoices(
  room: RoomType,
  today: string,
  initialStay: StayRange | undefined,
  search: string,
): BookingChoices {
  // Back from the payment page, or sent back to choose other dates: the choices made before.
  const saved = readSavedChoices(room.id, today);
  // The dates of the residencies search that linked here (valid and free) come first.
  const range = initialStay ?? saved?.range ?? EMPTY_RANGE;
  return {
    start_date: range.start ?? '',
    end_date: range.end ?? '',
    breakfast: saved?.breakfast ?? false,
    breakfast_count: Math.min(saved?.breakfastCount ?? 1, maxBreakfastPersons(room.title)),
    airport_conveyance: saved?.conveyance ?? null,
    // This page's own link first: the root layout saves it only after this first render.
    affiliate_code:
      affiliateCodeFromSearch(search) ?? (saved?.affiliateCode || getSavedAffiliateCode()) ?? '',
    promo_code: saved?.promoCode ?? '',
    guest: saved?.guest ?? null,
    terms_accepted: false,
  };
}

/**
 * The booking card's choices (dates, extras, affiliate and promo codes, guest details,
 * terms) in one React Hook Form, checked by `BookingChoicesSchema`, the booking request's
 * own fields, and priced by the server's quote as they change (`quote`).
 * The fields register themselves on `form`; the dates, the conveyance and the guest are
 * set here. Every change is kept for this tab (`saveChoices`), so a guest who logs in or
 * pays and comes back finds the choices again. `missing` is what BOOK NOW still needs,
 * said (`showMissing`) once it was pressed, with the quote's refusal; `book` checks the
 * choices and hands them on.
 */
export function useBookingForm(room: RoomType, initialStay: StayRange | undefined) {
  const [today] = useState(businessToday);
  const { search } = useLocation();
  const [starting] = useState(() => startingChoices(room, today, initialStay, search));
  const form = useForm<BookingChoices>({
    defaultValues: starting,
    resolver,
    // What is missing is said below BOOK NOW, which keeps the focus.
    shouldFocusError: false,
  });
  const { control, getValues, setValue, subscribe, handleSubmit } = form;
  // Every change renders the card again (its price, what is missing), from the whole values.
  useWatch({ control });
  const choices = getValues();
  const range = rangeOf(choices);
  // The stay the airport legs were matched to, so that a new stay moves them along.
  const legsStay = useRef<StayDays | null>(stayDays(rangeOf(starting)));
  const [legsNotice, setLegsNotice] = useState<string | null>(null);
  // What is missing is said once BOOK NOW was pressed with it, not before the guest has begun.
  const [pressedMissing, setPressedMissing] = useState(false);

  useEffect(() => {
    saveChoices(room.id, getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveChoices(room.id, values),
    });
  }, [room.id, getValues, subscribe]);

  const setRange = (next: StayRange) => {
    setValue('start_date', next.start ?? '');
    setValue('end_date', next.end ?? '');
    const stay = stayDays(next);
    if (!stay) return;
    const conveyance = getValues('airport_conveyance');
    if (conveyance) {
      const moved = moveLegsWithStay(conveyance, legsStay.current, stay);
      if (moved.moved.length > 0) setValue('airport_conveyance', moved.conveyance);
      setLegsNotice(moved.moved.length > 0 ? movedLegsNotice(moved.moved) : null);
    }
    legsStay.current = stay;
  };

  const saveConveyance = (choice: ConveyanceChoice | null) => {
    setValue('airport_conveyance', choice);
    if (choice) legsStay.current = stayDays(rangeOf(getValues()));
    setLegsNotice(null);
  };

  const setGuest = (guest: GuestDetails) => setValue('guest', guest);

  // The server's price of these choices; a refusal (a stay rule, a code) stops BOOK NOW too.
  const quoteBody = quoteRequest(room, choices);
  const quote = useQuote(quoteBody);
  const refusal = quoteBody ? quoteRefusalOf(quote.error) : null;
  const missing = [...new Set([...missingForBooking(choices), ...(refusal?.messages ?? [])])];

  /** Runs `onChecked` with the checked choices, or shows what is missing. */
  const book = (onChecked: (checked: BookingChoices) => void) => {
    if (refusal) {
      setPressedMissing(true);
      return Promise.resolve();
    }
    return handleSubmit(onChecked, () => setPressedMissing(true))();
  };

  return {
    form,
    today,
    choices,
    range,
    setRange,
    saveConveyance,
    legsNotice,
    setGuest,
    quote: {
      hasDates: quoteBody !== null,
      answer: quoteBody ? quote.data : undefined,
      updating: quote.isPlaceholderData,
      refusal,
      failed: quoteBody !== null && quote.isError && refusal === null,
    } satisfies CardQuote,
    missing,
    showMissing: pressedMissing && missing.length > 0,
    book,
  };
}
