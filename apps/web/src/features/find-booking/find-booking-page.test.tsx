import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIND_BOOKING_ANSWER } from '@aso/core/bookings';
import { jsonResponse, renderPage, sentBody, stubApi } from '../../test/render.tsx';
import { FindBookingPage } from './find-booking-page.tsx';

const open = () => renderPage(<FindBookingPage />, { path: '/find-booking' });

async function fillAndSend(reference: string, email: string) {
  const user = userEvent.setup();
  if (reference) await user.type(screen.getByLabelText(/^Booking reference/), reference);
  if (email) await user.type(screen.getByLabelText(/^Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Send me the booking' }));
  return user;
}

describe('FindBookingPage', () => {
  it('sends the reference and the email, then gives the same answer whatever matched', async () => {
    const fetchMock = stubApi({
      'POST /api/bookings/find': () => jsonResponse({ message: FIND_BOOKING_ANSWER }),
    });
    open();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find your booking');
    await fillAndSend('  aso-000042 ', 'Chioma@Example.com');

    await screen.findByText(FIND_BOOKING_ANSWER);
    expect(screen.getByRole('status')).toHaveTextContent(FIND_BOOKING_ANSWER);
    expect(sentBody(fetchMock, 'POST', '/api/bookings/find')).toEqual({
      reference: 'aso-000042',
      email: 'chioma@example.com',
    });
  });

  it('checks the fields in the browser with the shared rules before sending anything', async () => {
    const fetchMock = stubApi({});
    open();

    await fillAndSend('', 'not-an-email');

    const reference = screen.getByLabelText(/^Booking reference/);
    expect(reference).toHaveAccessibleDescription(/The booking reference is required\./);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      /The email must be a valid email address\./,
    );
    expect(reference).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors beside their fields (422)', async () => {
    stubApi({
      'POST /api/bookings/find': () =>
        jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { reference: ['That is not a booking reference.'] },
          },
          422,
        ),
    });
    open();

    await fillAndSend('ASO-1', 'ada@example.com');

    const reference = screen.getByLabelText(/^Booking reference/);
    await expect.poll(() => reference.getAttribute('aria-invalid')).toBe('true');
    expect(reference).toHaveAccessibleDescription(/That is not a booking reference\./);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when asked too often (429), and lets the guest try again later', async () => {
    const tooMany = 'Too many requests. Please try again in a few minutes.';
    let answers = 0;
    stubApi({
      'POST /api/bookings/find': () =>
        answers++ === 0
          ? jsonResponse({ message: tooMany }, 429)
          : jsonResponse({ message: FIND_BOOKING_ANSWER }),
    });
    open();

    const user = await fillAndSend('ASO-000042', 'ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);

    await user.click(screen.getByRole('button', { name: 'Send me the booking' }));
    expect(await screen.findByText(FIND_BOOKING_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
