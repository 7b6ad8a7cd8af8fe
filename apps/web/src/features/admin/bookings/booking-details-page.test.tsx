import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_PICKUP } from '../../../components/conveyance-summary.tsx';
import { makeBookingDetail } from '../../../test/bookings.ts';
import { makeDiscountedBooking } from '../../../test/discounted-booking.ts';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { BOOKING_NOT_FOUND } from './api/get-admin-booking.ts';
import { STATUS_UPDATE_FAILED } from './api/update-booking-status.ts';
import { AdminBookingDetailsPage } from './booking-details-page.tsx';
import { NO_PAYMENT_INFO } from './components/booking-payment.tsx';
import { CANCEL_NOTE } from './components/booking-status-selector.tsx';
import { refundOptions } from './components/refund-dialog.tsx';

const routes = [{ path: '/admin/bookings/details/:id', element: <AdminBookingDetailsPage /> }];
const open = (id = 12) => renderAsAdmin(routes, { path: `/admin/bookings/details/${id}` });

/** A promise the test settles by hand, to look at the page while a call is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const guestCard = () => within(screen.getByRole('heading', { name: 'Guest' }).closest('section')!);

describe('AdminBookingDetailsPage', () => {
  it('shows the booking: room, stay, guest, unit, payment, conveyance and photos', async () => {
    stubApi({ 'GET /api/bookings/12': () => jsonResponse({ booking: makeBookingDetail() }) });
    open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking #12' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(screen.getByText('A bright studio in Maitama.')).toBeInTheDocument();
    expect(screen.getByText('3 nights, Tue, 20 Jan 2026 – Fri, 23 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('from 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('by 12:00 noon')).toBeInTheDocument();
    expect(screen.getByText('Breakfast for 2 persons')).toBeInTheDocument();
    expect(screen.getByText("Nnamdi Azikiwe Int'l")).toBeInTheDocument();
    expect(screen.getByText('Paid ₦175,000 on Sat, 10 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
    expect(screen.getByText('M-101')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deluxe Studio photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deluxe Studio photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute(
      'href',
      '/admin/BookingManagement',
    );
    expect(screen.getByText(CANCEL_NOTE)).toBeInTheDocument();
  });

  it("shows staff the booking's lines, its promo code beside its affiliate code", async () => {
    stubApi({
      'GET /api/bookings/12': () =>
        jsonResponse({ booking: makeDiscountedBooking({ affiliate_code: 'ASO-TUNDE' }) }),
    });
    open();

    const payment = within(
      (await screen.findByRole('heading', { name: 'Payment' })).closest('section')!,
    );
    const amount = (label: string) => payment.getByText(label).nextElementSibling?.textContent;
    expect(amount('Room (10 nights)')).toBe('₦375,000');
    expect(amount('Promo DEC10 (10%)')).toBe('−₦37,500');
    expect(amount('Airport conveyance')).toBe('Free');
    expect(amount('Total')).toBe('₦337,500');
    expect(amount('includes VAT (7.5%)')).toBe('₦23,546.51');
    expect(payment.getByText('Promo code')).toHaveTextContent('Promo code DEC10');
    expect(payment.getByText('Affiliate code')).toHaveTextContent('Affiliate code ASO-TUNDE');
  });

  it('names the account\'s holder first, then the booking\'s guest, then "Guest"', async () => {
    stubApi({
      'GET /api/bookings/1': () =>
        jsonResponse({
          booking: makeBookingDetail({
            id: 1,
            guest_name: 'Someone Else',
            guest_email: 'else@example.com',
          }),
        }),
      'GET /api/bookings/2': () =>
        jsonResponse({
          booking: makeBookingDetail({
            id: 2,
            user: null,
            booking_type: 'guest',
            guest_name: 'Chidi Okafor',
            guest_email: 'chidi@example.com',
            guest_phone: '+234 805 111 2222',
          }),
        }),
      'GET /api/bookings/3': () =>
        jsonResponse({
          booking: makeBookingDetail({ id: 3, user: null, guest_name: null, guest_email: null }),
        }),
    });

    const first = open(1);
    await screen.findByRole('heading', { level: 1, name: 'Booking #1' });
    expect(guestCard().getByText('Ada Obi')).toBeInTheDocument();
    expect(guestCard().getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    first.unmount();

    const second = open(2);
    await screen.findByRole('heading', { level: 1, name: 'Booking #2' });
    expect(guestCard().getByText('Chidi Okafor')).toBeInTheDocument();
    expect(guestCard().getByText('chidi@example.com')).toBeInTheDocument();
    expect(guestCard().getByText('+234 805 111 2222')).toBeInTheDocument();
    second.unmount();

    open(3);
    await screen.findByRole('heading', { level: 1, name: 'Booking #3' });
    expect(guestCard().getByText('Guest', { selector: 'dd' })).toBeInTheDocument();
  });

  it('falls back to "Payment info not available" and "No airport pickup requested"', async () => {
    stubApi({
      'GET /api/bookings/12': () =>
        jsonResponse({
          booking: makeBookingDetail({
            payment_status: null,
            payment_date: null,
            payment_amount: null,
            conveyance_direction: null,
            includes_pickup: false,
            conveyance_amount: 0,
          }),
        }),
    });
    open();

    expect(await screen.findByText(NO_PAYMENT_INFO)).toBeInTheDocument();
    expect(screen.getByText(NO_PICKUP)).toBeInTheDocument();
  });

  it('sends the chosen status, says "Updating..." meanwhile, then shows the new one', async () => {
    const answer = deferred<Response>();
    let stored = makeBookingDetail();
    const fetchMock = stubApi({
      'GET /api/bookings/12': () => jsonResponse({ booking: stored }),
      'PUT /api/bookings/12/status': () => answer.promise,
    });
    const user = userEvent.setup();
    open();

    const select = await screen.findByRole('combobox', { name: 'Booking status' });
    expect(select).toHaveValue('confirmed');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Checked in', 'Checked out', 'Cancelled']);
    await user.selectOptions(select, 'checked_in');

    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(select).toHaveValue('checked_in');
    expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
      status: 'checked_in',
    });

    stored = makeBookingDetail({ status: 'checked_in' });
    answer.resolve(
      jsonResponse({ success: true, message: 'Booking status updated.', booking: stored }),
    );
    expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
    expect(select).toHaveValue('checked_in');
    expect(screen.getByText('CHECKED IN')).toBeInTheDocument();
  });

  it("shows the server's 409 message and keeps the old status", async () => {
    const message =
      'Unit M-101 has since been booked for those nights; this booking stays cancelled.';
    stubApi({
      'GET /api/bookings/12': () =>
        jsonResponse({ booking: makeBookingDetail({ status: 'cancelled' }) }),
      'PUT /api/bookings/12/status': () => jsonResponse({ message }, 409),
    });
    const user = userEvent.setup();
    open();

    const select = await screen.findByRole('combobox', { name: 'Booking status' });
    await user.selectOptions(select, 'confirmed');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(select).toHaveValue('cancelled');
  });

  it('says "Failed to update booking status" when the server gives no reason', async () => {
    stubApi({
      'GET /api/bookings/12': () => jsonResponse({ booking: makeBookingDetail() }),
      'PUT /api/bookings/12/status': () => new Response('oops', { status: 502 }),
    });
    const user = userEvent.setup();
    open();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Booking status' }),
      'checked_in',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_UPDATE_FAILED);
  });

  it('says "Booking not found" for a 404, and the server\'s message otherwise', async () => {
    stubApi({
      'GET /api/bookings/99': () => jsonResponse({ message: 'Booking not found.' }, 404),
      'GET /api/bookings/98': () => jsonResponse({ message: 'The database is asleep.' }, 503),
    });
    const first = open(99);
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_NOT_FOUND);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    first.unmount();

    open(98);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is asleep.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows "Loading booking details..." while the booking loads', () => {
    stubApi({ 'GET /api/bookings/12': () => new Promise<Response>(() => {}) });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading booking details...');
  });

  describe('cancelling a paid booking', () => {
    /** The server's offer 5 days before check-in: the policy keeps 25%. */
    const fiveDaysAhead = {
      allowed: true,
      days_before_check_in: 5,
      charge_percent: 25,
      paid_amount: 175000,
      charge_amount: 43750,
      refund_amount: 131250,
    };

    it('asks how to refund, with the policy amount, and sends the choice', async () => {
      // The amounts are the server's: the page works nothing out from the dates.
      let stored = makeBookingDetail({ cancellation: fiveDaysAhead, payment_amount: 175000 });
      const fetchMock = stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: stored }),
        'PUT /api/bookings/12/status': () => {
          stored = {
            ...stored,
            status: 'cancelled',
            cancellation: null,
            refund: { amount: 175000, status: 'pending' },
          };
          return jsonResponse({
            success: true,
            message: 'Booking status updated.',
            booking: stored,
          });
        },
      });
      const user = userEvent.setup();
      open();

      const select = await screen.findByRole('combobox', { name: 'Booking status' });
      await user.selectOptions(select, 'cancelled');

      const dialog = screen.getByRole('dialog', { name: 'Cancel booking #12?' });
      const policy = within(dialog).getByRole('radio', { name: /By the policy: ₦131,250/ });
      expect(policy).toBeChecked();
      expect(policy).toHaveAccessibleName(/25% charge, 5 days before check-in/);
      expect(within(dialog).getByRole('radio', { name: /In full: ₦175,000/ })).not.toBeChecked();
      expect(select).toHaveValue('confirmed');
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      await user.click(within(dialog).getByRole('radio', { name: /In full/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

      expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
        status: 'cancelled',
        refund: 'full',
      });
      expect(await screen.findByText('CANCELLED')).toBeInTheDocument();
      expect(screen.getByText(/Refund ₦175,000/)).toHaveTextContent(
        'Refund ₦175,000: Pending with the provider',
      );
    });

    it('changes nothing when the admin keeps the booking', async () => {
      const fetchMock = stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: makeBookingDetail() }),
      });
      const user = userEvent.setup();
      open();

      const select = await screen.findByRole('combobox', { name: 'Booking status' });
      await user.selectOptions(select, 'cancelled');
      await user.click(screen.getByRole('button', { name: 'Keep booking' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(select).toHaveValue('confirmed');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('keeps the dialog open with the server’s reason when the cancel fails', async () => {
      stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: makeBookingDetail() }),
        'PUT /api/bookings/12/status': () =>
          jsonResponse({ message: 'This booking is already cancelled.' }, 409),
      });
      const user = userEvent.setup();
      open();

      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Booking status' }),
        'cancelled',
      );
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: /No refund/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This booking is already cancelled.',
      );
    });

    it('cancels an unpaid booking at once, with no refund to choose', async () => {
      const fetchMock = stubApi({
        'GET /api/bookings/12': () =>
          jsonResponse({
            booking: makeBookingDetail({
              payment_status: null,
              payment_amount: null,
              payment_date: null,
              cancellation: {
                ...fiveDaysAhead,
                paid_amount: 0,
                charge_amount: 0,
                refund_amount: 0,
              },
            }),
          }),
        'PUT /api/bookings/12/status': () =>
          jsonResponse({
            success: true,
            message: 'Booking status updated.',
            booking: makeBookingDetail({ status: 'cancelled', payment_status: null }),
          }),
      });
      const user = userEvent.setup();
      open();

      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Booking status' }),
        'cancelled',
      );
      expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
        status: 'cancelled',
      });
    });

    it('asks about a checked-in booking too, with what the server says the policy gives back', async () => {
      const fetchMock = stubApi({
        'GET /api/bookings/12': () =>
          jsonResponse({
            booking: makeBookingDetail({
              status: 'checked_in',
              cancellation: {
                allowed: true,
                days_before_check_in: 0,
                charge_percent: 50,
                paid_amount: 175000,
                charge_amount: 87500,
                refund_amount: 87500,
              },
            }),
          }),
        'PUT /api/bookings/12/status': () =>
          jsonResponse({
            success: true,
            message: 'Booking status updated.',
            booking: makeBookingDetail({ status: 'cancelled', cancellation: null }),
          }),
      });
      const user = userEvent.setup();
      open();

      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Booking status' }),
        'cancelled',
      );
      const dialog = screen.getByRole('dialog', { name: 'Cancel booking #12?' });
      expect(dialog).toHaveTextContent('₦175,000 was paid and not yet refunded.');
      const policy = within(dialog).getByRole('radio', { name: /By the policy: ₦87,500/ });
      expect(policy).toHaveAccessibleName(/50% charge, 0 days before check-in/);
      await user.click(within(dialog).getByRole('radio', { name: /No refund/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

      expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
      expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
        status: 'cancelled',
        refund: 'none',
      });
    });

    it("offers the server's amounts: what is left after earlier refunds, nothing after check-in", () => {
      // The server's offers for ₦100,000 paid and ₦40,000 refunded already.
      const partly = {
        allowed: true,
        days_before_check_in: 19,
        charge_percent: 0,
        paid_amount: 60000,
        charge_amount: 0,
        refund_amount: 60000,
      };
      const [policy, full] = refundOptions(partly);
      expect(policy.label).toBe('By the policy: ₦60,000');
      expect(policy.hint).toBe('no charge, 19 days before check-in');
      expect(full.label).toBe('In full: ₦60,000');

      const [during] = refundOptions({
        allowed: false,
        days_before_check_in: -1,
        charge_percent: 100,
        paid_amount: 60000,
        charge_amount: 0,
        refund_amount: 0,
      });
      expect(during.label).toBe('By the policy: ₦0');
      expect(during.hint).toMatch(/stay has begun/);
    });

    it('shows the refund owed by the desk beside the payment', async () => {
      stubApi({
        'GET /api/bookings/12': () =>
          jsonResponse({
            booking: makeBookingDetail({
              status: 'cancelled',
              cancellation: null,
              refund: { amount: 87500, status: 'manual' },
            }),
          }),
      });
      open();

      expect(await screen.findByText(/Refund ₦87,500/)).toHaveTextContent(
        'Refund ₦87,500: Owed: to be paid back by the front desk',
      );
    });
  });

  describe('making a refunded booking active again', () => {
    const refunded = () =>
      makeBookingDetail({
        status: 'cancelled',
        cancellation: null,
        refund: { amount: 131250, status: 'succeeded' },
      });

    it('asks first, then sends keep_refund with the status', async () => {
      let stored = refunded();
      const fetchMock = stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: stored }),
        'PUT /api/bookings/12/status': () => {
          stored = { ...stored, status: 'confirmed' };
          return jsonResponse({
            success: true,
            message: 'Booking status updated.',
            booking: stored,
          });
        },
      });
      const user = userEvent.setup();
      open();

      const select = await screen.findByRole('combobox', { name: 'Booking status' });
      await user.selectOptions(select, 'confirmed');
      const dialog = screen.getByRole('dialog', { name: /Make booking #12 .* again\?/ });
      expect(dialog).toHaveTextContent('This booking was refunded ₦131,250.');
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      await user.click(
        within(dialog).getByRole('button', { name: 'Keep the refund and reactivate' }),
      );
      expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
        status: 'confirmed',
        keep_refund: true,
      });
    });

    it('changes nothing when staff leave it as it is', async () => {
      const fetchMock = stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: refunded() }),
      });
      const user = userEvent.setup();
      open();

      const select = await screen.findByRole('combobox', { name: 'Booking status' });
      await user.selectOptions(select, 'checked_in');
      await user.click(screen.getByRole('button', { name: 'Leave it as it is' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(select).toHaveValue('cancelled');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('moves a refunded booking to a status that holds no unit without asking', async () => {
      const fetchMock = stubApi({
        'GET /api/bookings/12': () => jsonResponse({ booking: refunded() }),
        'PUT /api/bookings/12/status': () =>
          jsonResponse({
            success: true,
            message: 'Booking status updated.',
            booking: { ...refunded(), status: 'checked_out' },
          }),
      });
      const user = userEvent.setup();
      open();

      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Booking status' }),
        'checked_out',
      );
      expect(await screen.findByText('Booking status updated.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentBody(fetchMock, 'PUT', '/api/bookings/12/status')).toEqual({
        status: 'checked_out',
      });
    });
  });
});
