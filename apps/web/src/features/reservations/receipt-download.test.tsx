import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBookingDetail } from '../../test/bookings.ts';
import { jsonResponse, makeUser, renderPage, storeSession, stubApi } from '../../test/render.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';
import { ReservationDetailsPage } from './reservation-details-page.tsx';

const routes = [{ path: '/reservation-details/:id', element: <ReservationDetailsPage /> }];

/** Catches the download the page starts: the file's name and content. */
function catchDownload() {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:receipt');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { createObjectURL, click, names };
}

const pdf = () =>
  new Response('%PDF-1.7', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="receipt_31.pdf"',
    },
  });

describe('the guest’s receipt', () => {
  it('is offered on a paid reservation and saved under the name the server gives', async () => {
    storeSession(makeUser());
    const fetchMock = stubApi({
      'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }),
      'GET /api/bookings/12/receipt.pdf': pdf,
    });
    const download = catchDownload();
    const user = userEvent.setup();
    renderPage(routes, { path: '/reservation-details/12' });

    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));

    await waitFor(() => expect(download.click).toHaveBeenCalledTimes(1));
    expect(download.names).toEqual(['receipt_31.pdf']);
    expect(await download.createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/12/receipt.pdf');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('is not offered before the payment succeeded', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/12': () =>
        jsonResponse({
          booking: makeBookingDetail({ status: 'pending', payment_status: 'pending' }),
        }),
    });
    renderPage(routes, { path: '/reservation-details/12' });
    expect(await screen.findByText('PENDING')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('says so when the receipt cannot be had', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }),
      'GET /api/bookings/12/receipt.pdf': () => new Response(null, { status: 500 }),
    });
    const user = userEvent.setup();
    renderPage(routes, { path: '/reservation-details/12' });
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the receipt');
  });

  it("reaches a guest's receipt with the booking's access token on the confirmation page", async () => {
    const fetchMock = stubApi({
      'GET /api/bookings/12?access=TOKEN': () =>
        jsonResponse({ booking: makeBookingDetail({ booking_type: 'guest', user: null }) }),
      'GET /api/bookings/12/receipt.pdf?access=TOKEN': pdf,
    });
    const download = catchDownload();
    const user = userEvent.setup();
    renderPage(<PaymentSuccessPage />, {
      path: '/payment-success?booking_id=12&guest=true&access=TOKEN',
    });

    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));

    await waitFor(() => expect(download.names).toEqual(['receipt_31.pdf']));
    const call = fetchMock.mock.calls.find(
      ([url]) => url === '/api/bookings/12/receipt.pdf?access=TOKEN',
    );
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeNull();
  });
});
