import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomRow } from '@aso/core/admin';
import { addDays, businessToday } from '@aso/core/dates';
import { makeBookingDetail } from '../test/bookings.ts';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../test/render.tsx';
import { BOOKING_CREATED, BOOKING_CREATE_FAILED } from '../lib/manual-booking-api.ts';
import { ManualBookingModal } from './manual-booking-modal.tsx';

const unit = (overrides: Partial<RoomRow>): RoomRow => ({
  id: 1,
  roomID: 'M101',
  roomType: 'Deluxe Studio',
  room_type_id: 2,
  availability: 'Available',
  image: null,
  cost: 35000,
  created_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const UNITS = [
  unit({ id: 1, roomID: 'M101' }),
  unit({ id: 4, roomID: 'M102', availability: 'Occupied' }),
  unit({ id: 5, roomID: 'M103', availability: 'Unavailable' }),
  unit({ id: 9, roomID: 'W201', roomType: 'Two Bedroom Suite', room_type_id: 3 }),
];

const checkIn = addDays(businessToday(), 3);
const checkOut = addDays(businessToday(), 6);

function renderModal(
  handlers: Parameters<typeof stubApi>[0] = {},
  initial?: Parameters<typeof ManualBookingModal>[0]['initial'],
) {
  const onClose = vi.fn();
  const rendered = renderAsAdmin(<ManualBookingModal open onClose={onClose} initial={initial} />, {
    api: { 'GET /api/roommanagement': () => jsonResponse({ rooms: UNITS }), ...handlers },
  });
  return { ...rendered, onClose, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'M102 — Deluxe Studio' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Room' }), 'M102 — Deluxe Studio');
  await user.type(screen.getByLabelText('Check-in date'), checkIn);
  await user.clear(screen.getByLabelText('Check-out date'));
  await user.type(screen.getByLabelText('Check-out date'), checkOut);
  await user.type(screen.getByLabelText('Guest name'), 'Ngozi Eze');
  await user.type(screen.getByLabelText('Guest email'), 'Ngozi@Example.com');
  await user.type(screen.getByLabelText('Guest phone'), '+234 806 123 4567');
}

const created = makeBookingDetail({
  id: 31,
  room_id: 4,
  room_number: 'M102',
  guest_name: 'Ngozi Eze',
  user: null,
  booking_type: 'guest',
});

describe('ManualBookingModal', () => {
  it('lists the units by room type, the unavailable ones disabled', async () => {
    renderModal();

    expect(screen.getByRole('dialog', { name: 'Manual Booking' })).toBeInTheDocument();
    const room = screen.getByRole('combobox', { name: 'Room' });
    const deluxe = await within(room).findByRole('group', { name: 'Deluxe Studio' });
    expect(
      within(deluxe)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'M101 — Deluxe Studio',
      'M102 — Deluxe Studio',
      'M103 — Deluxe Studio (unavailable)',
    ]);
    expect(within(deluxe).getByRole('option', { name: /M103/ })).toBeDisabled();
    expect(within(room).getByRole('group', { name: 'Two Bedroom Suite' })).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in date')).toHaveAttribute('min', businessToday());
  });

  it("shows the shared schema's field errors without calling the server", async () => {
    const { fetchMock, user } = renderModal();
    await screen.findByRole('option', { name: 'M101 — Deluxe Studio' });

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByText('The room is required.')).toBeInTheDocument();
    expect(screen.getByText('The start date field is required.')).toBeInTheDocument();
    expect(screen.getByText('The end date field is required.')).toBeInTheDocument();
    expect(screen.getByText('The guest name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The guest phone field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Guest name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Guest name')).toHaveAccessibleDescription(
      'The guest name field is required.',
    );
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a check-out on or before the check-in, in the browser', async () => {
    const { fetchMock, user } = renderModal();
    await fillIn(user);
    await user.clear(screen.getByLabelText('Check-out date'));
    await user.type(screen.getByLabelText('Check-out date'), checkIn);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(
      await screen.findByText('The end date must be after the start date.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("sends the request with the unit's room type, then says it worked and refreshes the grids", async () => {
    const { fetchMock, user, queryClient } = renderModal({
      'POST /api/bookings/manual': () =>
        jsonResponse({ message: 'Booking created.', booking: created }, 201),
    });
    queryClient.setQueryData(['admin', 'bookings', 'list'], []);
    queryClient.setQueryData(['admin', 'occupancy', checkIn, 14], {});
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByText(BOOKING_CREATED)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/bookings/manual')).toEqual({
      room_id: 4,
      room_type_id: 2,
      start_date: checkIn,
      end_date: checkOut,
      guest_name: 'Ngozi Eze',
      guest_email: 'ngozi@example.com',
      guest_phone: '+234 806 123 4567',
      // The desk's form has no code field: the booking takes none.
      promo_code: null,
    });
    expect(screen.getByRole('link', { name: 'View booking #31' })).toHaveAttribute(
      'href',
      '/admin/bookings/details/31',
    );
    expect(queryClient.getQueryState(['admin', 'bookings', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['admin', 'occupancy', checkIn, 14])?.isInvalidated).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByLabelText('Guest name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('');
  });

  it("puts the server's field errors (422) under their fields", async () => {
    const { user } = renderModal({
      'POST /api/bookings/manual': () =>
        jsonResponse(
          {
            message: 'The guest email is on the blocked list.',
            errors: {
              guest_email: ['The guest email is on the blocked list.'],
              room_type_id: ['That unit is not of the chosen room type.'],
            },
          },
          422,
        ),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByText('The guest email is on the blocked list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Guest email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveAccessibleDescription(
      'That unit is not of the chosen room type.',
    );
    expect(screen.queryByText(BOOKING_CREATED)).not.toBeInTheDocument();
  });

  it("shows the server's message when the unit is taken (409)", async () => {
    const { user } = renderModal({
      'POST /api/bookings/manual': () =>
        jsonResponse({ message: 'That room is already booked for those dates.' }, 409),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That room is already booked for those dates.',
    );
    expect(screen.getByLabelText('Guest name')).toHaveValue('Ngozi Eze');
  });

  it('says "Error creating booking." when the server gives no reason', async () => {
    const { user } = renderModal({
      'POST /api/bookings/manual': () => new Response('', { status: 502 }),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_CREATE_FAILED);
  });

  it('says "Creating..." while the booking is sent', async () => {
    const { user } = renderModal({
      'POST /api/bookings/manual': () => new Promise<Response>(() => {}),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeInTheDocument();
  });

  it('prefills the unit and the check-in, with check-out the next day', async () => {
    const { fetchMock, user } = renderModal(
      {
        'POST /api/bookings/manual': () =>
          jsonResponse({ message: 'Booking created.', booking: created }, 201),
      },
      { roomId: 9, startDate: checkIn },
    );

    expect(await screen.findByRole('option', { name: 'W201 — Two Bedroom Suite' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('9');
    expect(screen.getByLabelText('Check-in date')).toHaveValue(checkIn);
    expect(screen.getByLabelText('Check-out date')).toHaveValue(addDays(checkIn, 1));
    expect(screen.getByLabelText('Guest name')).toHaveFocus();

    await user.type(screen.getByLabelText('Guest name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Guest email'), 'ngozi@example.com');
    await user.type(screen.getByLabelText('Guest phone'), '08061234567');
    await user.click(screen.getByRole('button', { name: 'Create booking' }));

    await screen.findByText(BOOKING_CREATED);
    expect(sentBody(fetchMock, 'POST', '/api/bookings/manual')).toMatchObject({
      room_id: 9,
      room_type_id: 3,
      start_date: checkIn,
      end_date: addDays(checkIn, 1),
    });
  });

  it('closes with Cancel', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
