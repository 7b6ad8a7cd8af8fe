import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarResponse } from '@aso/core/bookings';
import type { RatePeriodRule } from '@aso/core/stay-price';
import { browserLocation } from '../../lib/browser-location.ts';
import {
  calendarAnswer,
  jsonResponse,
  makeRoom,
  makeUser,
  renderPage,
  sentBody,
  storeSession,
  stubApi,
} from '../../test/render.tsx';
import { quoteAnswer } from '../../test/quotes.ts';
import { BookingCardBody } from './booking-card.tsx';
import { dayLabel } from './components/stay-date-picker.tsx';
import { dateFromIso } from './stay-dates.ts';

// 09:00 in Abuja on Thursday 15 January 2026.
const NOW = new Date('2026-01-15T08:00:00Z');
const room = makeRoom({ price_per_night: 35000, breakfast_price: 5000 });

/** Two nights at ₦50,000 from Tuesday 20 January; a stay starting on them needs 3 nights. */
const SEASON: RatePeriodRule = {
  id: 1,
  name: 'Harmattan',
  roomTypeId: 1,
  startDate: '2026-01-20',
  endDate: '2026-01-22',
  pricePerNightKobo: 5_000_000,
  minNights: 3,
  maxNights: null,
  closedToArrival: false,
};
const SEASON_NIGHTS: CalendarResponse['rates'] = ['2026-01-20', '2026-01-21'].map((date) => ({
  date,
  price: 50000,
  min_nights: 3,
  max_nights: null,
  closed_to_arrival: false,
}));

type Handlers = Parameters<typeof stubApi>[0];

function stubCardApi(extra: Handlers = {}, rates: CalendarResponse['rates'] = SEASON_NIGHTS) {
  return stubApi({
    'GET /api/config': () =>
      jsonResponse({ google_maps_api_key: null, google_client_id: null, payment_mode: 'sandbox' }),
    'GET /api/rooms/1/calendar': calendarAnswer(1, { rates }),
    'POST /api/quote': quoteAnswer(room, {
      periods: [SEASON],
      promos: [{ code: 'DEC10', percentOff: 10, amountOffKobo: null }],
      refusals: { OLD: 'This code has expired.' },
      charges: {
        vatPercent: 7.5,
        consumptionTaxPercent: 0,
        serviceChargePercent: 0,
        taxesIncluded: true,
      },
    }),
    // Codes are matched ignoring case, as the server does.
    'GET /api/promo-codes/check': ({ query }) =>
      query.get('code')?.toUpperCase() === 'DEC10'
        ? jsonResponse({ code: 'DEC10', discount_label: '10% off the room', discount: 13500 })
        : query.get('code')?.toUpperCase() === 'OLD'
          ? jsonResponse({ message: 'This code has expired.' }, 422)
          : jsonResponse({ message: "We don't know this code." }, 404),
    ...extra,
  });
}

function setup() {
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<BookingCardBody room={room} />) };
}

const dayButton = (iso: string) =>
  screen.getByRole('button', { name: new RegExp(`^${dayLabel(dateFromIso(iso))}`) });

async function pickStay(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await screen.findByText(/pick your check-in day/i);
  await user.click(dayButton(start));
  await user.click(dayButton(end));
}

const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const promoField = () => screen.getByLabelText('Promo code');

async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(promoField());
  await user.type(promoField(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingCard quote', () => {
  it("shows the server's nights, discount and included VAT, and a total that does not add the VAT", async () => {
    stubCardApi();
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');
    await applyCode(user, 'dec10');

    expect(await screen.findByText('Promo DEC10 (10%)')).toBeInTheDocument();
    expect(screen.getByText('₦50,000 × 2 nights + ₦35,000 × 1 night')).toBeInTheDocument();
    expect(amountOf('Room (3 nights)')).toBe('₦135,000');
    expect(amountOf('Promo DEC10 (10%)')).toBe('−₦13,500');
    expect(amountOf('includes VAT (7.5%)')).toBe('₦8,476.74');
    expect(amountOf('Total')).toBe('₦121,500');
    expect(await screen.findByText('10% off the room — ₦13,500 off')).toBeInTheDocument();
    expect(promoField()).toHaveAccessibleDescription(/10% off the room — ₦13,500 off/);
  });

  it('keeps the last figures, dimmed, while new choices are priced', async () => {
    const price = quoteAnswer(room, { periods: [SEASON] });
    let answerBreakfast = () => {};
    const breakfastAsked = new Promise<void>((resolve) => {
      answerBreakfast = resolve;
    });
    stubCardApi({
      'POST /api/quote': async (request) => {
        if ((request.body as { breakfast: boolean }).breakfast) await breakfastAsked;
        return price(request);
      },
    });
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');
    await vi.waitFor(() => expect(amountOf('Total')).toBe('₦135,000'));

    await user.click(screen.getByLabelText(/^Breakfast/));

    // The ₦135,000 stays on screen, busy, until the price with breakfast replaces it.
    expect(amountOf('Total')).toBe('₦135,000');
    expect(screen.getByText('Room (3 nights)').closest('[aria-busy]')).toHaveClass('opacity-60');
    answerBreakfast();
    await vi.waitFor(() => expect(amountOf('Total')).toBe('₦150,000'));
    expect(screen.getByText('Room (3 nights)').closest('[aria-busy]')).toBeNull();
    expect(amountOf('Breakfast (1 person × 3 nights)')).toBe('₦15,000');
  });

  it("says a stay rule at the dates and keeps BOOK NOW from booking until they're changed", async () => {
    storeSession(makeUser());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubCardApi(
      {
        'POST /api/initiate-payment': () =>
          jsonResponse(
            { authorization_url: '/pay', reference: 'R', booking_id: 9, access: null },
            201,
          ),
      },
      // A calendar without the rule, so that the picker lets the short stay through.
      [],
    );
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-22');
    await user.click(screen.getByLabelText(/I agree to the house policies/));

    const refusal = 'These dates need a stay of at least 3 nights.';
    expect(await screen.findByText(refusal, { selector: '#stay-dates-error' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your dates' })).toHaveAccessibleDescription(
      new RegExp(refusal),
    );
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    const bookNow = screen.getByRole('button', { name: 'BOOK NOW' });
    expect(bookNow).toHaveAttribute('aria-disabled', 'true');

    await user.click(bookNow);
    expect(screen.getByText(refusal, { selector: '#booking-missing li' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toBeUndefined();

    await user.click(dayButton('2026-01-20'));
    await user.click(dayButton('2026-01-23'));
    await vi.waitFor(() => expect(amountOf('Total')).toBe('₦135,000'));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(bookNow).not.toHaveAttribute('aria-disabled');
    await user.click(bookNow);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay'));
  });
});

describe('BookingCard promo code', () => {
  it('says why a code cannot serve the stay at the field, and books only once it is removed', async () => {
    storeSession(makeUser());
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubCardApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          { authorization_url: '/pay', reference: 'R', booking_id: 9, access: null },
          201,
        ),
    });
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');
    await user.click(screen.getByLabelText(/I agree to the house policies/));
    await applyCode(user, 'OLD');

    await vi.waitFor(() =>
      expect(promoField()).toHaveAccessibleDescription(/This code has expired\./),
    );
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    const bookNow = screen.getByRole('button', { name: 'BOOK NOW' });
    expect(bookNow).toHaveAttribute('aria-disabled', 'true');
    await user.click(bookNow);
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await vi.waitFor(() => expect(amountOf('Total')).toBe('₦135,000'));
    expect(promoField()).toHaveValue('');
    expect(promoField()).not.toHaveAttribute('aria-invalid');
    expect(bookNow).not.toHaveAttribute('aria-disabled');
  });

  it('sends the applied code with the booking, and keeps it for a guest who comes back', async () => {
    storeSession(makeUser());
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubCardApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          { authorization_url: '/pay', reference: 'R', booking_id: 9, access: null },
          201,
        ),
    });
    const first = setup();
    await pickStay(first.user, '2026-01-20', '2026-01-23');
    // Typed and left: applied on leaving the field.
    await first.user.type(promoField(), ' DEC10 ');
    await first.user.click(screen.getByLabelText(/I agree to the house policies/));
    expect(await screen.findByText('10% off the room — ₦13,500 off')).toBeInTheDocument();
    expect(
      (sentBody(fetchMock, 'POST', '/api/quote') as { promo_code: string | null }).promo_code,
    ).toBeNull();
    await vi.waitFor(() => expect(amountOf('Total')).toBe('₦121,500'));

    await first.user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toMatchObject({
        promo_code: 'DEC10',
      }),
    );
    first.unmount();

    setup();
    expect(promoField()).toHaveValue('DEC10');
    expect(await screen.findByText('10% off the room — ₦13,500 off')).toBeInTheDocument();
  });

  it('says a fixed amount off once', async () => {
    stubCardApi({
      'POST /api/quote': quoteAnswer(room, {
        promos: [{ code: 'JAN5', percentOff: null, amountOffKobo: 500_000 }],
      }),
      'GET /api/promo-codes/check': () =>
        jsonResponse({ code: 'JAN5', discount_label: '₦5,000 off the room', discount: 5000 }),
    });
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');
    await applyCode(user, 'JAN5');
    expect(await screen.findByText('₦5,000 off the room')).toBeInTheDocument();
    expect(screen.queryByText(/— ₦5,000 off/)).not.toBeInTheDocument();
  });

  it('says the code waits for the dates when none are chosen', async () => {
    stubCardApi();
    const { user } = setup();
    await applyCode(user, 'DEC10');
    expect(
      screen.getByText('The code is applied to your stay once you choose your dates.'),
    ).toBeInTheDocument();
  });
});

describe('BookingCard date picker rates', () => {
  it("shows a rate period night's price and refuses check-in on a day closed to arrival", async () => {
    stubCardApi({}, [
      ...SEASON_NIGHTS,
      {
        date: '2026-01-24',
        price: 72500,
        min_nights: null,
        max_nights: null,
        closed_to_arrival: true,
      },
    ]);
    setup();
    await screen.findByText(/pick your check-in day/i);

    expect(dayButton('2026-01-20')).toHaveTextContent('₦50K');
    expect(dayButton('2026-01-20')).toHaveAccessibleName(/₦50,000 a night/);
    expect(dayButton('2026-01-19')).toHaveTextContent(/^19$/);
    expect(dayButton('2026-01-24')).toBeDisabled();
    expect(dayButton('2026-01-24')).toHaveTextContent('₦72.5K');
    expect(dayButton('2026-01-24')).toHaveAttribute('title', 'No check-in on this day');
    expect(dayButton('2026-01-24')).toHaveAccessibleName(/no check-in on this day$/);
    expect(screen.getByText('No check-in on this day')).toBeInTheDocument();
  });

  it("lets a check-out be picked on a closed-to-arrival day, but not before the check-in night's minimum stay", async () => {
    stubCardApi({}, [
      ...SEASON_NIGHTS,
      {
        date: '2026-01-23',
        price: 50000,
        min_nights: null,
        max_nights: null,
        closed_to_arrival: true,
      },
    ]);
    const { user } = setup();
    await screen.findByText(/pick your check-in day/i);

    await user.click(dayButton('2026-01-20'));

    expect(
      screen.getByText(
        'Check-in Tue, 20 Jan 2026: now pick your check-out day (a stay of at least 3 nights).',
      ),
    ).toBeInTheDocument();
    expect(dayButton('2026-01-21')).toBeDisabled();
    expect(dayButton('2026-01-22')).toBeDisabled();
    expect(dayButton('2026-01-22')).toHaveAccessibleName(
      /not a possible check-out: this check-in needs a stay of at least 3 nights$/,
    );
    expect(dayButton('2026-01-23')).toBeEnabled();
    await user.click(dayButton('2026-01-23'));
    expect(screen.getByText('Tue, 20 Jan 2026 – Fri, 23 Jan 2026')).toBeInTheDocument();
  });
});
