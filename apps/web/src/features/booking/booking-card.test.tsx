import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICKUP_OUTSIDE_STAY } from '@aso/core/bookings';
import type { RoomType } from '@aso/core/rooms';
import { AFFILIATE_STORAGE_KEY } from '../../lib/affiliate-code.ts';
import { pendingCheckout, rememberCheckout } from '../../lib/pending-checkout.ts';
import { browserLocation } from '../../lib/browser-location.ts';
import {
  calendarAnswer,
  jsonResponse,
  makeRoom,
  makeUser,
  pickDate,
  renderPage,
  sentBody,
  storeSession,
  stubApi,
} from '../../test/render.tsx';
import { quoteAnswer } from '../../test/quotes.ts';
import { BookingCardBody } from './booking-card.tsx';
import { BookingCardFrame } from './booking-card-frame.tsx';
import { dayLabel } from './components/stay-date-picker.tsx';
import { dateFromIso, type StayRange } from './stay-dates.ts';

/** The whole card as the room page shows it: the frame, and the body in it. */
function BookingCard({ room, initialStay }: { room: RoomType; initialStay?: StayRange }) {
  return (
    <BookingCardFrame room={room}>
      <BookingCardBody room={room} initialStay={initialStay} />
    </BookingCardFrame>
  );
}

// 09:00 in Abuja on Thursday 15 January 2026: "today" for every test here.
const NOW = new Date('2026-01-15T08:00:00Z');

const CONFIG = { google_maps_api_key: null, google_client_id: null, payment_mode: 'sandbox' };

type Handlers = Parameters<typeof stubApi>[0];

function stubBookingApi(extra: Handlers = {}, unavailable: string[] = [], held: string[] = []) {
  return stubApi({
    'GET /api/config': () => jsonResponse(CONFIG),
    'GET /api/rooms/1/calendar': calendarAnswer(1, { unavailable, held }),
    'POST /api/quote': quoteAnswer(makeRoom()),
    ...extra,
  });
}

function setup(room: RoomType = makeRoom()) {
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  const view = renderPage(<BookingCard room={room} />);
  return { user, ...view };
}

const dayButton = (iso: string) =>
  screen.getByRole('button', { name: new RegExp(`^${dayLabel(dateFromIso(iso))}`) });

async function pickStay(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await screen.findByText(/pick your check-in day/i);
  await user.click(dayButton(start));
  await user.click(dayButton(end));
}

const total = () => screen.getByText('Total').nextElementSibling?.textContent;

/** The total once the quote of the current choices has arrived (the last one stays meanwhile). */
const totalBecomes = (amount: string) => vi.waitFor(() => expect(total()).toBe(amount));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingCard', () => {
  it('keeps BOOK NOW disabled until the dates and the terms are set, saying what is missing only once it is pressed', async () => {
    const fetchMock = stubBookingApi();
    const { user } = setup();
    await screen.findByText(/pick your check-in day/i);

    const bookNow = screen.getByRole('button', { name: 'BOOK NOW' });
    expect(bookNow).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Please select a date range.')).not.toBeInTheDocument();
    expect(screen.queryByText('You must agree to the terms.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(bookNow);
    const missing = screen.getByRole('alert');
    expect(missing).toHaveTextContent('Please select a date range.');
    expect(missing).toHaveTextContent('You must agree to the terms.');
    expect(bookNow).toHaveAccessibleDescription(
      /^Please select a date range\. ?You must agree to the terms\.$/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await pickStay(user, '2026-01-20', '2026-01-23');
    expect(screen.queryByText('Please select a date range.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You must agree to the terms.');
    expect(bookNow).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByLabelText(/I agree to the house policies/));
    expect(bookNow).not.toHaveAttribute('aria-disabled');
    expect(bookNow).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toBeUndefined();
  });

  it('says only "Please select a date range." when BOOK NOW is pressed with the terms agreed but no dates', async () => {
    stubBookingApi();
    const { user } = setup();
    await screen.findByText(/pick your check-in day/i);
    await user.click(screen.getByLabelText(/I agree to the house policies/));
    expect(screen.queryByText('Please select a date range.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select a date range\.$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables past days and taken nights, but allows checking out on the morning of a taken night', async () => {
    stubBookingApi({}, ['2026-01-20']);
    const { user } = setup();
    await screen.findByText(/pick your check-in day/i);

    expect(dayButton('2026-01-14')).toBeDisabled();
    expect(dayButton('2026-01-15')).toBeEnabled();
    expect(dayButton('2026-01-20')).toBeDisabled();
    expect(dayButton('2026-01-20')).toHaveAccessibleName(/unavailable/);

    await user.click(dayButton('2026-01-18'));
    // The night of the 20th is taken: the stay may end that morning, not run through it.
    expect(dayButton('2026-01-20')).toBeEnabled();
    expect(dayButton('2026-01-21')).toBeDisabled();
    await user.click(dayButton('2026-01-20'));

    expect(screen.getByText('Sun, 18 Jan 2026 – Tue, 20 Jan 2026')).toBeInTheDocument();
    expect(await screen.findByText('₦35,000 × 2 nights')).toBeInTheDocument();
  });

  it("shows the server's price of the nights, the breakfast persons and the conveyance as they change", async () => {
    const fetchMock = stubBookingApi();
    const { user } = setup(makeRoom({ price_per_night: 35000, breakfast_price: 5000 }));

    expect(screen.getByText(/select your dates to see the total/i)).toBeInTheDocument();
    await pickStay(user, '2026-01-20', '2026-01-23');
    expect(await screen.findByText('₦35,000 × 3 nights')).toBeInTheDocument();
    expect(screen.getByText('Room (3 nights)').nextElementSibling).toHaveTextContent('₦105,000');
    expect(total()).toBe('₦105,000');
    expect(sentBody(fetchMock, 'POST', '/api/quote')).toEqual({
      room_type_id: 1,
      start_date: '2026-01-20',
      end_date: '2026-01-23',
      breakfast: false,
      breakfast_count: null,
      airport_conveyance: null,
      promo_code: null,
    });

    await user.click(screen.getByLabelText(/^Breakfast/));
    await totalBecomes('₦120,000');
    await user.selectOptions(screen.getByLabelText('Persons for breakfast'), '2');
    await totalBecomes('₦135,000');
    expect(
      screen.getByText('Breakfast (2 persons × 3 nights)').nextElementSibling,
    ).toHaveTextContent('₦30,000');

    await user.click(screen.getByLabelText(/^Airport conveyance/));
    const dialog = await screen.findByRole('dialog', { name: 'Airport conveyance' });
    await user.selectOptions(within(dialog).getByLabelText('Pickup time'), '14:30');
    await user.selectOptions(within(dialog).getByLabelText('Pickup airport'), 'abuja');
    await user.type(within(dialog).getByLabelText('Pickup phone number'), '+234 803 000 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save conveyance' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await totalBecomes('₦175,000');
    expect(
      screen.getByText('Airport conveyance', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₦40,000');
    expect(
      screen.getByText("Pickup Tue, 20 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l"),
    ).toBeInTheDocument();
  });

  it('makes the conveyance free for stays of 10 nights or more', async () => {
    stubBookingApi();
    const { user } = setup(makeRoom({ price_per_night: 35000 }));
    await pickStay(user, '2026-01-16', '2026-01-26');

    await user.click(screen.getByLabelText(/^Airport conveyance/));
    const dialog = await screen.findByRole('dialog', { name: 'Airport conveyance' });
    await user.click(within(dialog).getByLabelText('Both pickup and drop-off'));
    for (const leg of ['Pickup', 'Drop-off']) {
      await user.selectOptions(within(dialog).getByLabelText(`${leg} time`), '10:00');
      await user.selectOptions(within(dialog).getByLabelText(`${leg} airport`), 'lagos');
      await user.type(within(dialog).getByLabelText(`${leg} phone number`), '08030000000');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save conveyance' }));

    expect(
      await screen.findByText('Airport conveyance is free for stays of 10 nights or more.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Airport conveyance', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Free');
    expect(total()).toBe('₦350,000');
  });

  it.each([
    ['Luxury 2 Bedroom Apartment', 4],
    ['Family Two Bedroom Apartment', 4],
    ['Deluxe Studio', 2],
  ])('offers breakfast for 1 to N persons in a "%s" (N = %i), 1 by default', async (title, max) => {
    stubBookingApi();
    const { user } = setup(makeRoom({ title }));
    await user.click(screen.getByLabelText(/^Breakfast/));

    const select = screen.getByLabelText('Persons for breakfast');
    expect(select).toHaveValue('1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: max }, (_, index) => String(index + 1)));
  });

  it('shows the conveyance and breakfast options only when the room offers them', async () => {
    stubBookingApi();
    setup(makeRoom({ airport_conveyance_enabled: false, breakfast_enabled: false }));

    expect(await screen.findByRole('button', { name: 'BOOK NOW' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Airport conveyance/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Breakfast/)).not.toBeInTheDocument();
  });

  it("says which pickup and drop-off details are missing in the conveyance modal's words", async () => {
    stubBookingApi();
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: /^Airport conveyance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Airport conveyance' });
    expect(screen.getByRole('checkbox', { name: /^Airport conveyance/ })).toBeChecked();

    await user.click(within(dialog).getByLabelText('Both pickup and drop-off'));
    await user.click(within(dialog).getByRole('button', { name: 'Save conveyance' }));

    for (const message of [
      'Please select pickup date.',
      'Please select pickup time.',
      'Please enter pickup phone number.',
      'Please select pickup airport.',
      'Please select drop-off date.',
      'Please select drop-off time.',
      'Please enter drop-off phone number.',
      'Please select drop-off airport.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Pickup date')).toHaveFocus();
    expect(within(dialog).getByLabelText('Pickup date')).toHaveAttribute('min', '2026-01-15');
    expect(
      within(dialog).getAllByRole('option', { name: /^\d{1,2}:\d\d (AM|PM|noon)$/ }),
    ).toHaveLength(96);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Airport conveyance/ })).not.toBeChecked();
  });

  it('fills the affiliate code from the saved referral', async () => {
    window.localStorage.setItem(
      AFFILIATE_STORAGE_KEY,
      JSON.stringify({ code: 'ASO-TUNDE', expires_at: NOW.getTime() + 60_000 }),
    );
    stubBookingApi();
    setup();

    expect(screen.getByLabelText('Affiliate code')).toHaveValue('ASO-TUNDE');
  });

  it('checks a saved code once on arrival and says "Code applied"', async () => {
    window.localStorage.setItem(
      AFFILIATE_STORAGE_KEY,
      JSON.stringify({ code: 'ASO-TUNDE', expires_at: NOW.getTime() + 60_000 }),
    );
    const fetchMock = stubBookingApi({
      'GET /api/affiliate/codes/ASO-TUNDE': () => jsonResponse({ valid: true }),
    });
    setup();

    const status = await screen.findByText('Code applied');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Affiliate code')).toHaveAccessibleDescription(/Code applied/);
    const checks = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/affiliate/codes/'),
    );
    expect(checks).toHaveLength(1);
  });

  it('checks a typed code when the guest leaves the field', async () => {
    const fetchMock = stubBookingApi({
      'GET /api/affiliate/codes/ASO-TUNDE': () => jsonResponse({ valid: true }),
    });
    const { user } = setup();
    const field = screen.getByLabelText('Affiliate code');

    await user.type(field, ' ASO-TUNDE ');
    expect(screen.queryByText('Code applied')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Code applied')).toBeInTheDocument();

    // A change hides the answer about the previous code until the new one is checked.
    await user.type(field, 'X');
    expect(screen.queryByText('Code applied')).not.toBeInTheDocument();

    // Something that cannot be a code is unknown without asking; an empty field says nothing.
    await user.clear(field);
    await user.type(field, 'ASO TUNDE');
    await user.tab();
    expect(await screen.findByText('We don’t recognise that code')).toBeInTheDocument();
    await user.clear(field);
    await user.tab();
    expect(screen.queryByText('We don’t recognise that code')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/affiliate/codes/')),
    ).toHaveLength(1);
  });

  it('says "We don’t recognise that code" for an unknown code, yet still books with it', async () => {
    storeSession(makeUser());
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubBookingApi({
      'GET /api/affiliate/codes/WHO-IS-THIS': () => jsonResponse({ message: 'Not found' }, 404),
      'POST /api/initiate-payment': () =>
        jsonResponse(
          {
            authorization_url: 'https://checkout.paystack.com/x',
            reference: 'R',
            booking_id: 9,
            access: null,
          },
          201,
        ),
    });
    const { user } = setup();

    await user.type(screen.getByLabelText('Affiliate code'), 'WHO-IS-THIS');
    await user.tab();
    expect(await screen.findByText('We don’t recognise that code')).toBeInTheDocument();

    await pickStay(user, '2026-01-20', '2026-01-23');
    await user.click(screen.getByLabelText(/I agree to the house policies/));
    const bookNow = screen.getByRole('button', { name: 'BOOK NOW' });
    expect(bookNow).toBeEnabled();
    await user.click(bookNow);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toMatchObject({
        affiliate_code: 'WHO-IS-THIS',
      }),
    );
  });

  it('says nothing about the code when the check cannot reach the server', async () => {
    const fetchMock = stubBookingApi();
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/affiliate/codes/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : real(input, init),
    );
    const { user } = setup();

    await user.type(screen.getByLabelText('Affiliate code'), 'ASO-TUNDE');
    await user.tab();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/affiliate/codes/ASO-TUNDE', expect.anything()),
    );

    expect(screen.queryByText('Code applied')).not.toBeInTheDocument();
    expect(screen.queryByText('We don’t recognise that code')).not.toBeInTheDocument();
  });

  it('lists the server policies in View Policies, and built-in ones when that call fails', async () => {
    const fetchMock = stubBookingApi({
      'GET /api/policies?placement=information_card': () =>
        jsonResponse({
          policies: [
            {
              id: 1,
              title: 'Pets',
              content: 'Pets are **not** allowed.',
              content_html: '<p>Pets are <strong>not</strong> allowed.</p>',
              category: 'House rules',
              placement: 'information_card',
            },
          ],
        }),
    });
    const { user } = setup();

    const opener = screen.getByRole('button', { name: 'View Policies' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'House policies' });
    // The server's rendered and sanitized HTML, formatting and all.
    expect(await within(dialog).findByText('not', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Pets' }).nextElementSibling,
    ).toHaveTextContent('Pets are not allowed.');
    expect(within(dialog).queryByText(/\*\*/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    fetchMock.mockResolvedValue(jsonResponse({ message: 'Internal Server Error' }, 500));
    const { user: second } = setup();
    await second.click(screen.getAllByRole('button', { name: 'View Policies' })[1]!);
    const fallback = await screen.findByRole('dialog', { name: 'House policies' });
    expect(await within(fallback).findByText(/Check-in is from 3:00 PM/)).toBeInTheDocument();
  });

  it('shows the address and a Google Maps link without a Maps key, with no error box', async () => {
    stubBookingApi();
    setup(makeRoom({ latitude: 9.0835, longitude: 7.4951 }));

    const location = screen.getByRole('region', { name: 'Location' });
    expect(
      await within(location).findByRole('link', { name: /Open in Google Maps/ }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=9.0835,7.4951');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Error loading Google Maps')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeInTheDocument();
  });
});

describe('BookingCard booking flow', () => {
  async function readyToBook(room: RoomType = makeRoom()) {
    const view = setup(room);
    await pickStay(view.user, '2026-01-20', '2026-01-23');
    await view.user.click(screen.getByLabelText(/I agree to the house policies/));
    return view;
  }

  it('shows the redirect notice for 2 seconds, then starts the payment and leaves for it', async () => {
    storeSession(makeUser());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          {
            authorization_url: 'https://checkout.paystack.com/abc',
            reference: 'ASO-1',
            booking_id: 12,
            access: null,
          },
          201,
        ),
    });
    const { user } = await readyToBook();
    await user.clear(screen.getByLabelText('Affiliate code'));
    await user.type(screen.getByLabelText('Affiliate code'), ' ASO-TUNDE ');
    await user.click(screen.getByLabelText(/^Breakfast/));

    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));

    expect(screen.getByText('Redirecting you to secure payment...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeDisabled();
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toBeUndefined();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc'),
    );
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toEqual({
      room_type_id: 1,
      start_date: '2026-01-20',
      end_date: '2026-01-23',
      airport_conveyance: null,
      breakfast: true,
      breakfast_count: 1,
      affiliate_code: 'ASO-TUNDE',
      promo_code: null,
      breakfast_enabled: true,
      breakfast_price: 5000,
      airport_conveyance_enabled: true,
      airport_conveyance_price: 0,
    });
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/initiate-payment');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('asks a visitor for guest details ("All fields are required") and sends them along', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          {
            authorization_url: '/api/sandbox/checkout/ASO-2',
            reference: 'ASO-2',
            booking_id: 13,
            access: 'GUEST-TOKEN',
          },
          201,
        ),
    });
    const { user } = await readyToBook();

    const bookNow = screen.getByRole('button', { name: 'BOOK NOW' });
    await user.click(bookNow);
    const dialog = await screen.findByRole('dialog', { name: 'Book as a guest' });
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Full name'), 'Chioma Eze');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required');
    expect(within(dialog).getByLabelText('Email address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/initiate-payment', expect.anything());

    await user.type(within(dialog).getByLabelText('Email address'), 'chioma@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '+234 805 111 2222');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByText('Redirecting you to secure payment...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/ASO-2'));
    expect(sentBody(fetchMock, 'POST', '/api/initiate-payment')).toMatchObject({
      guest_name: 'Chioma Eze',
      guest_email: 'chioma@example.com',
      guest_phone: '+234 805 111 2222',
    });
  });

  it('clears "All fields are required" and each field\'s note as the guest fills the empty fields', async () => {
    stubBookingApi();
    const { user } = await readyToBook();
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book as a guest' });
    const send = within(dialog).getByRole('button', { name: 'Continue to payment' });
    const name = within(dialog).getByLabelText('Full name');
    const email = within(dialog).getByLabelText('Email address');
    const phone = within(dialog).getByLabelText('Phone number');

    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAccessibleDescription('This field is required.');

    await user.type(name, 'Chioma Eze');
    expect(name).not.toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByText('All fields are required')).toBeInTheDocument();

    await user.type(email, 'chioma@example.com');
    expect(within(dialog).getByText('All fields are required')).toBeInTheDocument();
    await user.type(phone, '+234 805 111 2222');
    expect(within(dialog).queryByText('All fields are required')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the room was just taken (409)", async () => {
    storeSession(makeUser());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse({ message: 'This room is no longer available for the selected dates.' }, 409),
    });
    const { user } = await readyToBook();

    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This room is no longer available for the selected dates.',
    );
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "Failed to initiate payment. Please try again." for any other failure', async () => {
    storeSession(makeUser());
    stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse({ message: 'Failed to initiate payment. Please try again.' }, 502),
    });
    const { user } = await readyToBook();

    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initiate payment. Please try again.',
    );
  });

  it('counts an answer without an authorization URL as a failure', async () => {
    storeSession(makeUser());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          { authorization_url: '', reference: 'ASO-3', booking_id: 14, access: null },
          201,
        ),
    });
    const { user } = await readyToBook();

    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initiate payment. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "Failed to process guest booking" in the guest modal when the request fails', async () => {
    stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          {
            message: 'The email must be a valid email address.',
            errors: { guest_email: ['The email must be a valid email address.'] },
          },
          422,
        ),
    });
    const { user } = await readyToBook();
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book as a guest' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Chioma Eze');
    await user.type(within(dialog).getByLabelText('Email address'), 'chioma@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '08051112222');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to process guest booking')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to initiate payment. Please try again.');
    expect(
      within(dialog).getByText('The email must be a valid email address.'),
    ).toBeInTheDocument();
  });
});

describe('BookingCard held nights', () => {
  it('tells nights booked apart from nights only held by an unpaid checkout; neither can be picked', async () => {
    stubBookingApi({}, ['2026-01-20', '2026-01-21'], ['2026-01-21']);
    setup();
    await screen.findByText(/pick your check-in day/i);

    expect(dayButton('2026-01-20')).toBeDisabled();
    expect(dayButton('2026-01-20')).toHaveAccessibleName(/unavailable: booked$/);
    expect(dayButton('2026-01-21')).toBeDisabled();
    expect(dayButton('2026-01-21')).toHaveAccessibleName(
      /unavailable: held by an unpaid checkout, may free up$/,
    );
    expect(dayButton('2026-01-21').closest('td')).toHaveClass('stay-calendar__held');
    expect(dayButton('2026-01-20').closest('td')).toHaveClass('stay-calendar__booked');
    expect(dayButton('2026-01-20').closest('td')).not.toHaveClass('stay-calendar__held');
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByText('Held by an unpaid checkout — may free up')).toBeInTheDocument();
  });
});

describe('BookingCard choices kept', () => {
  async function fillPickup(
    user: ReturnType<typeof userEvent.setup>,
    { date, direction = 'pickup' }: { date?: string; direction?: 'pickup' | 'both' } = {},
  ) {
    await user.click(screen.getByLabelText(/^Airport conveyance/));
    const dialog = await screen.findByRole('dialog', { name: 'Airport conveyance' });
    if (direction === 'both') {
      await user.click(within(dialog).getByLabelText('Both pickup and drop-off'));
    }
    for (const leg of direction === 'both' ? ['Pickup', 'Drop-off'] : ['Pickup']) {
      await user.selectOptions(within(dialog).getByLabelText(`${leg} time`), '14:30');
      await user.selectOptions(within(dialog).getByLabelText(`${leg} airport`), 'abuja');
      await user.type(within(dialog).getByLabelText(`${leg} phone number`), '08030000000');
    }
    if (date) pickDate(within(dialog).getByLabelText('Pickup date'), date);
    await user.click(within(dialog).getByRole('button', { name: 'Save conveyance' }));
    return dialog;
  }

  it('keeps the dates, the extras and the guest details for a guest who comes back, and remembers the checkout', async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubBookingApi({
      'POST /api/initiate-payment': () =>
        jsonResponse(
          {
            authorization_url: '/api/sandbox/checkout/ASO-2',
            reference: 'ASO-2',
            booking_id: 13,
            access: 'GUEST-TOKEN',
          },
          201,
        ),
    });
    const first = setup();
    await pickStay(first.user, '2026-01-20', '2026-01-23');
    await first.user.click(screen.getByLabelText(/^Breakfast/));
    await first.user.selectOptions(screen.getByLabelText('Persons for breakfast'), '2');
    await fillPickup(first.user);
    await first.user.click(screen.getByLabelText(/I agree to the house policies/));
    await first.user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book as a guest' });
    await first.user.type(within(dialog).getByLabelText('Full name'), 'Chioma Eze');
    await first.user.type(within(dialog).getByLabelText('Email address'), 'chioma@example.com');
    await first.user.type(within(dialog).getByLabelText('Phone number'), '08051112222');
    await first.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(pendingCheckout(13)).not.toBeNull());
    expect(pendingCheckout(13)).toEqual({
      bookingId: 13,
      access: 'GUEST-TOKEN',
      roomId: 1,
      roomTitle: 'Deluxe Studio',
      startDate: '2026-01-20',
      endDate: '2026-01-23',
      startedAt: expect.any(Number) as number,
    });
    first.unmount();

    setup();

    // The calendar's stand-in names the dates too, until the calendar replaces it.
    await screen.findByRole('grid');
    expect(await screen.findByText('Tue, 20 Jan 2026 – Fri, 23 Jan 2026')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Breakfast/)).toBeChecked();
    expect(screen.getByLabelText('Persons for breakfast')).toHaveValue('2');
    expect(
      screen.getByText("Pickup Tue, 20 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Booking as Chioma Eze \(chioma@example.com\)/)).toBeInTheDocument();
    // Agreeing to the terms is asked again for each booking.
    expect(screen.getByLabelText(/I agree to the house policies/)).not.toBeChecked();
  });

  it('drops kept dates that are now in the past', async () => {
    window.sessionStorage.setItem(
      'booking_draft:1',
      JSON.stringify({
        range: { start: '2026-01-10', end: '2026-01-12' },
        breakfast: true,
        breakfastCount: 1,
        conveyance: null,
        affiliateCode: '',
        guest: null,
      }),
    );
    stubBookingApi();
    setup();

    expect(await screen.findByText(/pick your check-in day/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Breakfast/)).toBeChecked();
  });

  it('moves the airport legs with new stay dates and says so', async () => {
    stubBookingApi();
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');
    await fillPickup(user, { date: '2026-01-21', direction: 'both' });
    expect(
      screen.getByText("Pickup Wed, 21 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l"),
    ).toBeInTheDocument();

    await user.click(dayButton('2026-01-25'));
    await user.click(dayButton('2026-01-28'));

    // The pickup keeps its day after check-in; the drop-off stays on the check-out day.
    expect(
      screen.getByText("Pickup Mon, 26 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Drop-off Wed, 28 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l"),
    ).toBeInTheDocument();
    const notice = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('moved'));
    expect(notice).toHaveTextContent(
      'Your airport pickup moved to Mon, 26 Jan 2026 to match your new dates. Your airport drop-off moved to Wed, 28 Jan 2026 to match your new dates.',
    );
    expect(notice).toHaveAttribute('aria-live', 'polite');
  });

  it('refuses in the conveyance form a pickup that is not on the check-in day or the day after', async () => {
    stubBookingApi();
    const { user } = setup();
    await pickStay(user, '2026-01-20', '2026-01-23');

    const dialog = await fillPickup(user, { date: '2026-01-22' });

    expect(within(dialog).getByText(PICKUP_OUTSIDE_STAY)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pickup date')).toHaveAttribute('min', '2026-01-20');
    expect(within(dialog).getByLabelText('Pickup date')).toHaveAttribute('max', '2026-01-21');
    expect(screen.getByRole('dialog', { name: 'Airport conveyance' })).toBeInTheDocument();
  });
});

describe('BookingCard with too many unpaid checkouts', () => {
  const HOLD_LIMIT =
    'You already have 2 unpaid checkouts in progress. Finish or release one of them before starting another.';

  function storeCheckout() {
    rememberCheckout({
      bookingId: 5,
      access: 'TOKEN-5',
      roomId: 1,
      roomTitle: 'Deluxe Studio',
      startDate: '2026-02-02',
      endDate: '2026-02-04',
      startedAt: NOW.getTime(),
    });
  }

  async function refusedAsGuest(extra: Handlers) {
    const fetchMock = stubBookingApi({
      'POST /api/initiate-payment': () => jsonResponse({ message: HOLD_LIMIT }, 429),
      ...extra,
    });
    const view = setup();
    await pickStay(view.user, '2026-01-20', '2026-01-23');
    await view.user.click(screen.getByLabelText(/I agree to the house policies/));
    await view.user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book as a guest' });
    await view.user.type(within(dialog).getByLabelText('Full name'), 'Chioma Eze');
    await view.user.type(within(dialog).getByLabelText('Email address'), 'chioma@example.com');
    await view.user.type(within(dialog).getByLabelText('Phone number'), '08051112222');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    return { ...view, fetchMock };
  }

  it('shows the message in the card, not the guest modal, and resumes the stored checkout', async () => {
    storeCheckout();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = await refusedAsGuest({
      'POST /api/bookings/5/retry-payment': ({ query }) =>
        query.get('access') === 'TOKEN-5'
          ? jsonResponse(
              {
                authorization_url: '/api/sandbox/checkout/ASO-5b',
                reference: 'ASO-5b',
                booking_id: 5,
                access: 'TOKEN-5',
              },
              201,
            )
          : jsonResponse({ message: 'Not found' }, 404),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(HOLD_LIMIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Your unpaid checkout' });
    expect(offer).toHaveTextContent('Deluxe Studio, Mon, 2 Feb 2026 – Wed, 4 Feb 2026');

    await user.click(within(offer).getByRole('button', { name: 'Resume your unpaid checkout' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/ASO-5b'));
  });

  it('releases the stored checkout after asking, then lets the guest book', async () => {
    storeCheckout();
    const { user, fetchMock } = await refusedAsGuest({
      'POST /api/bookings/5/release': () =>
        jsonResponse({ message: 'Your hold has been released.' }),
    });
    const offer = await screen.findByRole('region', { name: 'Your unpaid checkout' });

    await user.click(within(offer).getByRole('button', { name: 'Release it' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release this hold?' });
    expect(confirm).toHaveTextContent('Deluxe Studio for Mon, 2 Feb 2026 – Wed, 4 Feb 2026');
    expect(sentBody(fetchMock, 'POST', '/api/bookings/5/release?access=TOKEN-5')).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Release' }));

    expect(
      await screen.findByText('Your hold has been released. You can book now.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => url === '/api/bookings/5/release?access=TOKEN-5'),
    ).toBe(true);
    expect(screen.queryByRole('region', { name: 'Your unpaid checkout' })).not.toBeInTheDocument();
    expect(pendingCheckout(5)).toBeNull();
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeEnabled();
  });

  it('says when the stored checkout can no longer be resumed', async () => {
    storeCheckout();
    await refusedAsGuest({
      'POST /api/bookings/5/retry-payment': () =>
        jsonResponse({ message: 'This room is no longer available for the selected dates.' }, 409),
    });
    const offer = await screen.findByRole('region', { name: 'Your unpaid checkout' });

    await userEvent.click(
      within(offer).getByRole('button', { name: 'Resume your unpaid checkout' }),
    );

    await vi.waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some(
            (alert) =>
              alert.textContent === 'This room is no longer available for the selected dates.',
          ),
      ).toBe(true),
    );
    expect(pendingCheckout(5)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your unpaid checkout' })).not.toBeInTheDocument();
  });
});
