import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi } from '../../../test/render.tsx';
import { RoomTypesPage } from './room-types-page.tsx';
import { makeRoomType, pageOf, STORED } from './test-fixtures.ts';

const jpeg = (name: string) => new File(['fake jpeg bytes'], name, { type: 'image/jpeg' });

/** The text fields and the files of a sent multipart form. */
function formOf(body: unknown) {
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  const fields: Record<string, string> = {};
  const files: { field: string; name: string }[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ field: name, name: value.name });
  }
  return { fields, files };
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Create Room Type' }));
  return screen.getByRole('dialog', { name: 'Create Room Type' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  await user.type(field('Title'), 'Garden Studio');
  await user.type(field('Description'), 'A quiet studio over the garden.');
  await user.type(field(/Price per night/), '42000.50');
  await user.type(field(/Capacity/), '2');
}

describe('Create Room Type', () => {
  it('sends every field as multipart text and each photo as images[]', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType()])),
      'POST /api/room-types': ({ body }) => {
        sent.push(body);
        return jsonResponse(
          { message: 'Room type created successfully.', room_type: makeRoomType({ id: 9 }) },
          201,
        );
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openCreate(user);
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();

    await fillRequired(user, dialog);
    const rooms = within(dialog).getByLabelText('Number of rooms');
    await user.clear(rooms);
    await user.type(rooms, '3');
    await user.type(within(dialog).getByLabelText(/Latitude/), '9.07');
    const weekly = within(dialog).getByLabelText(/Weekly discount/);
    expect(weekly).toHaveValue('0');
    await user.clear(weekly);
    await user.type(weekly, '7.5');

    // The prices of an extra appear with its toggle.
    expect(within(dialog).queryByLabelText(/Breakfast price/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Guests can add breakfast'));
    await user.type(within(dialog).getByLabelText(/Breakfast price/), '5000');
    expect(within(dialog).queryByLabelText('Pickup (₦)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Guests can add airport pickup or drop-off'));
    expect(within(dialog).getByLabelText('Pickup (₦)')).toHaveValue('40000');
    expect(within(dialog).getByLabelText('Both ways (₦)')).toHaveValue('70000');
    await user.clear(within(dialog).getByLabelText('Pickup (₦)'));
    await user.type(within(dialog).getByLabelText('Pickup (₦)'), '35000');

    const picker = within(dialog).getByLabelText('Images');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(picker, [jpeg('lounge.jpg'), jpeg('bed.jpg'), jpeg('bath.jpg')]);
    const previews = within(dialog).getByRole('list', { name: 'Photos to upload' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['New photo 1: lounge.jpg', 'New photo 2: bed.jpg', 'New photo 3: bath.jpg']);
    await user.click(within(previews).getByRole('button', { name: 'Remove new photo 2' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create Room Type' }));

    expect(await screen.findByText('Room type created successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { fields, files } = formOf(sent[0]);
    expect(fields).toEqual({
      title: 'Garden Studio',
      description: 'A quiet studio over the garden.',
      price_per_night: '42000.5',
      capacity: '2',
      number_of_rooms: '3',
      latitude: '9.07',
      longitude: '',
      breakfast_enabled: '1',
      breakfast_price: '5000',
      airport_conveyance_enabled: '1',
      airport_conveyance_price: '',
      airport_pickup_price: '35000',
      airport_dropoff_price: '40000',
      airport_both_price: '70000',
      weekly_discount_percent: '7.5',
      monthly_discount_percent: '0',
    });
    expect(files).toEqual([
      { field: 'images[]', name: 'lounge.jpg' },
      { field: 'images[]', name: 'bath.jpg' },
    ]);
  });

  it('checks the form in the browser first, photos included, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/room-types': () => jsonResponse(pageOf([])) });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    await screen.findByText('No room types found.');
    await user.click(screen.getByRole('button', { name: 'Create Room Type' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Room Type' });

    await user.type(within(dialog).getByLabelText(/Capacity/), '0');
    await user.click(within(dialog).getByLabelText('Guests can add breakfast'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Room Type' }));

    expect(await within(dialog).findByText('The title field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The description field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The price per night field is required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The capacity must be a whole number between 1 and 50.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The breakfast price field is required when breakfast is enabled.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The images field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    stubApi({ 'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType()])) });
    const user = userEvent.setup({ applyAccept: false });
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openCreate(user);

    await user.upload(within(dialog).getByLabelText('Images'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      jpeg('ok.jpg'),
    ]);

    expect(
      within(dialog).getByText('notes.txt is not a JPEG, PNG or WebP picture.'),
    ).toBeInTheDocument();
    const previews = within(dialog).getByRole('list', { name: 'Photos to upload' });
    expect(within(previews).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the server’s field errors inside the modal, then its fallback message', async () => {
    let answer = () =>
      jsonResponse(
        {
          message: 'Each image must be a JPEG, PNG or WebP picture.',
          errors: {
            images: ['Each image must be a JPEG, PNG or WebP picture.'],
            price_per_night: ['The price per night may not be greater than ₦100,000,000.'],
          },
        },
        422,
      );
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType()])),
      'POST /api/room-types': () => answer(),
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openCreate(user);
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText('Images'), [jpeg('renamed.jpg')]);

    await user.click(within(dialog).getByRole('button', { name: 'Create Room Type' }));
    expect(
      await within(dialog).findByText('Each image must be a JPEG, PNG or WebP picture.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The price per night may not be greater than ₦100,000,000.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = () => new Response('', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Create Room Type' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create room type',
    );

    answer = () => jsonResponse({ message: 'The form has too many parts.' }, 413);
    await user.click(within(dialog).getByRole('button', { name: 'Create Room Type' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The form has too many parts.'),
    );
    expect(screen.getByRole('dialog', { name: 'Create Room Type' })).toBeInTheDocument();
  });
});

describe('Edit Room Type', () => {
  const SECOND = '/images/rooms/deluxe-studio-2.webp';
  const THIRD = '/images/rooms/deluxe-studio-3.webp';

  async function openEdit(user: ReturnType<typeof userEvent.setup>) {
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Edit Garden Studio' }));
    return screen.getByRole('dialog', { name: 'Edit Room Type' });
  }

  it('reorders and removes photos by keyboard, adds new ones, and sends them in order', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/room-types': () =>
        jsonResponse(pageOf([makeRoomType({ images: [STORED, SECOND, THIRD] })])),
      'PUT /api/room-types/3': ({ body }) => {
        sent.push(body);
        return jsonResponse({
          message: 'Room type updated successfully.',
          room_type: makeRoomType(),
        });
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openEdit(user);

    expect(within(dialog).getByLabelText('Title')).toHaveValue('Garden Studio');
    expect(within(dialog).getByLabelText(/Price per night/)).toHaveValue('42000');
    expect(within(dialog).queryByLabelText('Number of rooms')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Breakfast price/)).toHaveValue('5000');
    const current = () =>
      within(within(dialog).getByRole('list', { name: 'Current photos' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    expect(current()).toEqual([STORED, SECOND, THIRD]);
    const first = within(dialog).getByRole('img', { name: 'Garden Studio, photo 1' });
    expect(first.getAttribute('srcset')).toContain('-1600.webp 1600w');

    // Photo 3 moves up with the keyboard; focus stays on it.
    within(dialog).getByRole('button', { name: 'Move photo 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(current()).toEqual([STORED, THIRD, SECOND]);
    expect(within(dialog).getByRole('button', { name: 'Move photo 2 up' })).toHaveFocus();
    expect(within(dialog).getByText('Photo moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(current()).toEqual([THIRD, STORED, SECOND]);
    // At the top it cannot go further up: focus moves to the next button of the photo.
    expect(within(dialog).getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move photo 1 down' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    expect(current()).toEqual([THIRD, SECOND]);
    expect(within(dialog).getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();

    await user.upload(within(dialog).getByLabelText('Add photos'), [jpeg('terrace.jpg')]);
    const price = within(dialog).getByLabelText(/Price per night/);
    await user.clear(price);
    await user.type(price, '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Room type updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { fields, files } = formOf(sent[0]);
    expect(fields).toMatchObject({
      title: 'Garden Studio',
      price_per_night: '45000',
      breakfast_enabled: '1',
      breakfast_price: '5000',
      airport_conveyance_enabled: '0',
      airport_pickup_price: '',
      images: `${THIRD},${SECOND}`,
    });
    expect(fields).not.toHaveProperty('number_of_rooms');
    expect(files).toEqual([{ field: 'images[]', name: 'terrace.jpg' }]);
  });

  it('can leave a room type with no photos, and says "No image"', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType({ images: [STORED] })])),
      'PUT /api/room-types/3': ({ body }) => {
        sent.push(body);
        return jsonResponse({
          message: 'Room type updated successfully.',
          room_type: makeRoomType(),
        });
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openEdit(user);

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).getByText('No image')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Current photos' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Room type updated successfully.');
    expect(formOf(sent[0]).fields.images).toBe('');
  });

  it('shows "Failed to update room type" inside the modal when the save fails', async () => {
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType()])),
      'PUT /api/room-types/3': () => new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const dialog = await openEdit(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update room type',
    );
    expect(screen.queryByText('Room type updated successfully.')).not.toBeInTheDocument();
  });
});
