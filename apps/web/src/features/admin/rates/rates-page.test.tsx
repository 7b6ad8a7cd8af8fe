import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RATE_PERIOD_OVERLAPS, type RatePeriod } from '@aso/core/rates';
import { makeAdminRoomType } from '../../../test/room-types.ts';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { PERIOD_COLOURS } from './price-calendar-month.ts';
import { RatesPage } from './rates-page.tsx';

const studio = makeAdminRoomType({ id: 3, title: 'Garden Studio', price_per_night: 42000 });
const suite = makeAdminRoomType({ id: 5, title: 'Family Suite', price_per_night: 90000 });

function makePeriod(overrides: Partial<RatePeriod> = {}): RatePeriod {
  return {
    id: 1,
    name: 'Harmattan',
    room_type_id: 3,
    start_date: '2027-01-08',
    end_date: '2027-01-15',
    price_per_night: 60000,
    min_nights: 3,
    max_nights: null,
    closed_to_arrival: false,
    ...overrides,
  };
}

const durbar = makePeriod({
  id: 2,
  name: 'Durbar week',
  room_type_id: null,
  start_date: '2027-01-20',
  end_date: '2027-01-23',
  price_per_night: null,
  min_nights: null,
  max_nights: 14,
  closed_to_arrival: true,
});

/** A stubbed server whose list reflects what was created, updated or deleted. */
function ratesServer(initial: RatePeriod[] = [makePeriod(), durbar]) {
  let periods = [...initial];
  return stubApi({
    'GET /api/room-types': () => jsonResponse({ room_types: [studio, suite] }),
    'GET /api/rate-periods': ({ query }) => {
      const roomTypeId = Number(query.get('room_type_id'));
      return jsonResponse({
        rate_periods: periods.filter(
          (period) => period.room_type_id === null || period.room_type_id === roomTypeId,
        ),
      });
    },
    'POST /api/rate-periods': ({ body }) => {
      const rate_period = { ...(body as RatePeriod), id: 9 };
      periods = [...periods, rate_period];
      return jsonResponse({ message: 'Rate period created successfully.', rate_period }, 201);
    },
    'PUT /api/rate-periods/1': ({ body }) => {
      const rate_period = { ...(body as RatePeriod), id: 1 };
      periods = periods.map((period) => (period.id === 1 ? rate_period : period));
      return jsonResponse({ message: 'Rate period updated successfully.', rate_period });
    },
    'DELETE /api/rate-periods/1': () => {
      periods = periods.filter((period) => period.id !== 1);
      return jsonResponse({ message: 'Rate period deleted successfully.' });
    },
  });
}

const openRates = (path = '/admin/rates?month=2027-01') =>
  renderAsAdmin(<RatesPage />, { route: '/admin/rates', path });

const night = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('RatesPage', () => {
  it('lists the periods of the room type and those for all room types', async () => {
    const fetchMock = ratesServer();
    openRates();

    expect(screen.getByRole('heading', { level: 1, name: 'Rates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rate periods' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Room type', 'Nights', 'Price a night', 'Stay rules', 'Actions']);
    const [, harmattan, durbarRow] = within(table).getAllByRole('row');
    expect(within(harmattan!).getByRole('rowheader')).toHaveTextContent('Harmattan');
    expect(harmattan).toHaveTextContent('Garden Studio');
    // The end date is the morning after: the last night is the 14th.
    expect(harmattan).toHaveTextContent('8 Jan 2027 – 14 Jan 2027');
    expect(harmattan).toHaveTextContent('₦60,000');
    expect(harmattan).toHaveTextContent('min 3 nights');
    expect(within(durbarRow!).getByRole('rowheader')).toHaveTextContent('Durbar week');
    expect(durbarRow).toHaveTextContent('All room types');
    expect(durbarRow).toHaveTextContent('Base price');
    expect(durbarRow).toHaveTextContent('max 14 nights · closed to arrival');
    expect(harmattan).not.toHaveTextContent('closed to arrival');
    expect(fetchMock).toHaveBeenCalledWith('/api/rate-periods?room_type_id=3', expect.anything());
  });

  it('colours the nights a period covers and shows their price and minimum stay', async () => {
    ratesServer();
    openRates();

    const calendar = await screen.findByRole('table', { name: /Nightly prices of Garden Studio/ });
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    const first = within(calendar).getByRole('button', {
      name: 'Fri, 8 Jan 2027: ₦60,000 a night, minimum 3 nights (Harmattan). Edit this period',
    });
    expect(first).toHaveTextContent('₦60K');
    expect(first).toHaveTextContent('min 3');
    expect(first.className).toContain(PERIOD_COLOURS[0]);
    expect(night('2027-01-14').className).toContain(PERIOD_COLOURS[0]);
    // Before and after the period (its end date is exclusive): the base price, uncoloured.
    for (const date of ['2027-01-07', '2027-01-15']) {
      expect(night(date).tagName).toBe('DIV');
      expect(night(date)).toHaveTextContent('₦42K');
      expect(night(date).className).not.toContain(PERIOD_COLOURS[0]);
    }
    // The all-types period keeps the base price, in its own colour, closed to arrival.
    expect(
      within(calendar).getByRole('button', {
        name: 'Wed, 20 Jan 2027: ₦42,000 a night, closed to arrival (Durbar week). Edit this period',
      }).className,
    ).toContain(PERIOD_COLOURS[1]);
    expect(screen.getByTestId('legend-1').className).toContain(PERIOD_COLOURS[0]);
    expect(screen.getByText('Closed to arrival', { selector: 'li' })).toBeInTheDocument();
  });

  it('moves a month at a time, and to the room type picked', async () => {
    const fetchMock = ratesServer();
    const user = userEvent.setup();
    openRates();
    await screen.findByRole('heading', { level: 2, name: 'January 2027' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2027' })).toBeInTheDocument();
    expect(night('2027-02-01')).toHaveTextContent('₦42K');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.selectOptions(screen.getByLabelText('Room type'), 'Family Suite');
    await waitFor(() => expect(night('2027-01-08')).toHaveTextContent('₦90K'));
    expect(fetchMock).toHaveBeenCalledWith('/api/rate-periods?room_type_id=5', expect.anything());
    expect(screen.queryByRole('rowheader', { name: /Harmattan/ })).not.toBeInTheDocument();
  });

  it('opens the period of a night chosen on the calendar, and updates it', async () => {
    const fetchMock = ratesServer();
    const user = userEvent.setup();
    openRates();

    await user.click(await screen.findByRole('button', { name: /^Sat, 9 Jan 2027/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit rate period' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Harmattan');
    expect(within(dialog).getByLabelText('Room type')).toHaveValue('3');
    expect(within(dialog).getByLabelText('First night')).toHaveValue('2027-01-08');
    expect(within(dialog).getByLabelText('Last night')).toHaveValue('2027-01-14');
    expect(within(dialog).getByLabelText('Price per night (₦)')).toHaveValue('60000');

    await user.clear(within(dialog).getByLabelText('Price per night (₦)'));
    await user.type(within(dialog).getByLabelText('Price per night (₦)'), '65000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Rate period updated successfully.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/rate-periods/1')).toEqual({
      name: 'Harmattan',
      room_type_id: 3,
      start_date: '2027-01-08',
      end_date: '2027-01-15',
      price_per_night: 65000.5,
      min_nights: 3,
      max_nights: null,
      closed_to_arrival: false,
    });
    expect(await screen.findByRole('button', { name: /^Sat, 9 Jan 2027: ₦65,000.5 a night/ }));
  });

  it('creates a period for all room types, its last night sent as the morning after', async () => {
    const fetchMock = ratesServer([]);
    const user = userEvent.setup();
    openRates();
    expect(
      await screen.findByText('No rate periods: every night is at the base price.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New rate period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate period' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Room type')).toHaveValue('3');
    await user.type(within(dialog).getByLabelText('Name'), ' Christmas ');
    await user.selectOptions(within(dialog).getByLabelText('Room type'), 'All room types');
    await user.type(within(dialog).getByLabelText('First night'), '2027-01-24');
    await user.type(within(dialog).getByLabelText('Last night'), '2027-01-31');
    await user.type(within(dialog).getByLabelText('Price per night (₦)'), '75000');
    await user.type(within(dialog).getByLabelText('Minimum stay (nights)'), '2');
    await user.click(within(dialog).getByLabelText(/Closed to arrival/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Rate period created successfully.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/rate-periods')).toEqual({
      name: 'Christmas',
      room_type_id: null,
      start_date: '2027-01-24',
      end_date: '2027-02-01',
      price_per_night: 75000,
      min_nights: 2,
      max_nights: null,
      closed_to_arrival: true,
    });
    expect(await screen.findByRole('rowheader', { name: /Christmas/ })).toBeInTheDocument();
    expect(night('2027-01-31')).toHaveTextContent('₦75K');
  });

  it('checks the dates with the shared rules before sending', async () => {
    const fetchMock = ratesServer([]);
    const user = userEvent.setup();
    openRates();
    await user.click(await screen.findByRole('button', { name: 'New rate period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate period' });
    await user.type(within(dialog).getByLabelText('Name'), 'Backwards');
    await user.type(within(dialog).getByLabelText('First night'), '2027-01-24');
    await user.type(within(dialog).getByLabelText('Last night'), '2027-01-20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByText('The last night may not be before the first night.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last night')).toHaveAccessibleDescription(
      expect.stringContaining('The last night may not be before the first night.'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows an overlap (409) above the buttons and the server’s field errors at their fields', async () => {
    let answer = jsonResponse({ message: RATE_PERIOD_OVERLAPS }, 409);
    stubApi({
      'GET /api/room-types': () => jsonResponse({ room_types: [studio] }),
      'GET /api/rate-periods': () => jsonResponse({ rate_periods: [makePeriod()] }),
      'PUT /api/rate-periods/1': () => answer,
    });
    const user = userEvent.setup();
    openRates();
    await user.click(await screen.findByRole('button', { name: 'Edit Harmattan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit rate period' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RATE_PERIOD_OVERLAPS);

    answer = jsonResponse(
      {
        message: 'The given data was invalid.',
        errors: {
          end_date: ['The date must be a valid date (YYYY-MM-DD).'],
          min_nights: ['The minimum stay must be a whole number between 1 and 365.'],
        },
      },
      422,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('The minimum stay must be a whole number between 1 and 365.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last night')).toHaveAccessibleDescription(
      expect.stringContaining('The date must be a valid date (YYYY-MM-DD).'),
    );
    expect(within(dialog).getByLabelText('Last night')).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deleting a period, then reloads the list', async () => {
    const fetchMock = ratesServer([makePeriod()]);
    const user = userEvent.setup();
    openRates();

    await user.click(await screen.findByRole('button', { name: 'Delete Harmattan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete rate period' });
    expect(dialog).toHaveTextContent('Delete this rate period?');
    expect(dialog).toHaveTextContent('Harmattan: Fri, 8 Jan 2027 – Thu, 14 Jan 2027');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rate period deleted successfully.')).toBeInTheDocument();
    expect(
      await screen.findByText('No rate periods: every night is at the base price.'),
    ).toBeInTheDocument();
    expect(night('2027-01-09').tagName).toBe('DIV');
  });

  it('says so when the room types or the periods cannot be loaded', async () => {
    stubApi({
      'GET /api/room-types': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const { unmount } = openRates();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the room types');
    unmount();

    stubApi({
      'GET /api/room-types': () => jsonResponse({ room_types: [studio] }),
      'GET /api/rate-periods': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    openRates();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the rate periods');
    expect(screen.queryByRole('table', { name: /Nightly prices/ })).not.toBeInTheDocument();
  });
});
