import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeRoom, pickDate, renderPage, stubApi } from '../../test/render.tsx';
import { ResidenciesPage } from './residencies-page.tsx';

describe('ResidenciesPage', () => {
  it('shows "Loading rooms..." and then one card per room type', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        rooms: [
          makeRoom({ id: 1, title: 'Deluxe Studio' }),
          makeRoom({ id: 2, title: 'Family Two Bedroom Apartment', available_count: 0 }),
        ],
      }),
    );
    renderPage(<ResidenciesPage />);

    expect(screen.getByText('Loading rooms...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Family Two Bedroom Apartment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading rooms...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/rooms',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('leaves an empty list with a message and Retry when the load fails, and recovers', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ message: 'Internal Server Error' }, 500))
      .mockResolvedValueOnce(
        jsonResponse({ rooms: [makeRoom({ id: 3, title: 'Classic Studio' })] }),
      );
    renderPage(<ResidenciesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not load the residencies/i);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our residencies' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Classic Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the failure message, not a crash, when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<ResidenciesPage />);

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('ResidenciesPage search by dates', () => {
  // 09:00 in Abuja on Thursday 15 January 2026: "today" for these tests.
  const NOW = new Date('2026-01-15T08:00:00Z');
  const STUDIO = makeRoom({ id: 1, title: 'Deluxe Studio', capacity: 2, price_per_night: 35000 });
  const FAMILY = makeRoom({
    id: 2,
    title: 'Family Two Bedroom Apartment',
    capacity: 4,
    price_per_night: 85000,
    number_of_rooms: 1,
    available_count: 1,
  });
  const ODD_PRICE = makeRoom({ id: 3, title: 'Classic Studio', price_per_night: 33333.33 });
  const LIST = [STUDIO, FAMILY, ODD_PRICE];

  /** The API: the plain list, and for dates the studio free and the family flat full. */
  function stubRooms(dated: () => Response | Promise<Response> = () => freeOnDates()) {
    return stubApi({
      'GET /api/rooms': ({ query }) =>
        query.has('start_date') ? dated() : jsonResponse({ rooms: LIST }),
    });
  }
  const freeOnDates = () =>
    jsonResponse({
      rooms: [
        { ...STUDIO, available_count: 2 },
        { ...FAMILY, available_count: 0, is_available: false },
        { ...ODD_PRICE, available_count: 1 },
      ],
    });

  const datedCalls = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/rooms?'));

  const card = (title: string) =>
    screen.getByRole('heading', { level: 2, name: title }).closest('article')!;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the stay's price as the server prices it on the house's calendar", async () => {
    stubRooms(() =>
      jsonResponse({
        rooms: [
          { ...STUDIO, available_count: 2, stay_total: 123456.5 },
          { ...FAMILY, available_count: 0, is_available: false },
          { ...ODD_PRICE, available_count: 1 },
        ],
      }),
    );
    renderPage(<ResidenciesPage />, { path: '/residencies?start=2026-01-20&end=2026-01-23' });
    await screen.findAllByText('Free for your dates');
    const studio = card('Deluxe Studio');
    // A season's price or a long-stay discount: not 3 × the nightly price (₦105,000).
    expect(within(studio).getByText('₦123,456.5')).toBeInTheDocument();
    expect(within(studio).queryByText('₦105,000')).not.toBeInTheDocument();
  });

  it('shows each type free or not for the nights of the address, with the price of the stay', async () => {
    const fetchMock = stubRooms();
    renderPage(<ResidenciesPage />, {
      path: '/residencies?start=2026-01-20&end=2026-01-23&guests=2',
    });

    expect(await screen.findAllByText('Free for your dates')).toHaveLength(2);
    expect(datedCalls(fetchMock)).toEqual(['/api/rooms?start_date=2026-01-20&end_date=2026-01-23']);

    const studio = card('Deluxe Studio');
    expect(within(studio).getByText('AVAILABLE')).toBeInTheDocument();
    expect(within(studio).getByText('₦105,000')).toBeInTheDocument();
    expect(within(studio).getByText(/for 3 nights/)).toBeInTheDocument();
    expect(within(studio).getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
      'href',
      '/rooms/1?start=2026-01-20&end=2026-01-23&guests=2',
    );
    expect(within(studio).getByRole('link', { name: 'Deluxe Studio' })).toHaveAttribute(
      'href',
      '/rooms/1?start=2026-01-20&end=2026-01-23&guests=2',
    );

    // Every unit of the family flat is taken on those nights: never "AVAILABLE".
    const family = card('Family Two Bedroom Apartment');
    expect(within(family).getByText('Fully booked for your dates')).toBeInTheDocument();
    expect(within(family).getByText('Unavailable')).toBeInTheDocument();
    expect(within(family).queryByText('AVAILABLE')).not.toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'UNAVAILABLE' })).toBeDisabled();
    expect(within(family).getByText('₦255,000')).toBeInTheDocument();

    // Exact to the kobo: 3 × ₦33,333.33.
    expect(within(card('Classic Studio')).getByText('₦99,999.99')).toBeInTheDocument();

    expect(screen.getByLabelText('Check-in')).toHaveValue('2026-01-20');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2026-01-23');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent(/2 of 3 residences free/);
  });

  it('keeps the cards in place with a checking state until the counts arrive', async () => {
    let answer!: (response: Response) => void;
    stubRooms(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<ResidenciesPage />, {
      path: '/residencies?start=2026-01-20&end=2026-01-23',
    });

    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });
    const studio = card('Deluxe Studio');
    expect(within(studio).getByText('Checking your dates…')).toBeInTheDocument();
    expect(within(studio).getByText('CHECKING…')).toBeInTheDocument();
    expect(within(studio).queryByText('AVAILABLE')).not.toBeInTheDocument();
    // The price of the stay needs no answer from the server.
    expect(within(studio).getByText('₦105,000')).toBeInTheDocument();

    answer(freeOnDates());
    expect(await within(studio).findByText('Free for your dates')).toBeInTheDocument();
  });

  it('says which types cannot sleep the guests', async () => {
    stubRooms();
    renderPage(<ResidenciesPage />, { path: '/residencies?guests=3' });

    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });
    expect(within(card('Deluxe Studio')).getByText(/too small for 3 guests/)).toBeInTheDocument();
    expect(
      within(card('Family Two Bedroom Apartment')).queryByText(/too small/),
    ).not.toBeInTheDocument();
  });

  it('puts a search into the address and asks for its counts', async () => {
    const fetchMock = stubRooms();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage(<ResidenciesPage />, { path: '/residencies' });
    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', '2026-01-15');

    pickDate(screen.getByLabelText('Check-in'), '2026-01-20');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', '2026-01-21');
    pickDate(screen.getByLabelText('Check-out'), '2026-01-22');
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.search).toBe('?start=2026-01-20&end=2026-01-22&guests=3');
    expect(await screen.findAllByText('Free for your dates')).toHaveLength(2);
    expect(datedCalls(fetchMock)).toEqual(['/api/rooms?start_date=2026-01-20&end_date=2026-01-22']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Check-in')).toHaveValue('');
    expect(screen.queryByText('Free for your dates')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a check-out before the check-in',
      '2026-01-22',
      '2026-01-20',
      'Check-out must be after check-in.',
    ],
    ['a check-in in the past', '2026-01-10', '2026-01-12', 'Check-in cannot be in the past.'],
    ['no check-out', '2026-01-20', '', 'Choose a check-out date too.'],
  ])('refuses %s in the form, saying why, and asks nothing', async (_case, start, end, message) => {
    const fetchMock = stubRooms();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage(<ResidenciesPage />, { path: '/residencies' });
    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });

    pickDate(screen.getByLabelText('Check-in'), start);
    pickDate(screen.getByLabelText('Check-out'), end);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(datedCalls(fetchMock)).toEqual([]);
  });

  it.each([
    'start=soon&end=2026-01-23',
    'start=2026-01-10&end=2026-01-12',
    'start=2026-01-23&end=2026-01-20',
    'start=2026-01-20',
    'start=2026-02-30&end=2026-03-02',
    'start=2026-01-20&end=2027-01-20',
    'start[]=x&end=%00',
  ])('ignores the bad dates of ?%s: empty fields, no request, no crash', async (query) => {
    const fetchMock = stubRooms();
    renderPage(<ResidenciesPage />, { path: `/residencies?${query}&guests=abc` });

    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });
    expect(screen.getByLabelText('Check-in')).toHaveValue('');
    expect(screen.getByLabelText('Check-out')).toHaveValue('');
    expect(screen.getByLabelText('Guests')).toHaveValue('1');
    expect(within(card('Family Two Bedroom Apartment')).getByText('AVAILABLE')).toBeInTheDocument();
    expect(screen.queryByText(/(Free|Fully booked) for your dates/)).not.toBeInTheDocument();
    expect(screen.queryByText(/too small/)).not.toBeInTheDocument();
    expect(within(card('Deluxe Studio')).getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
      'href',
      '/rooms/1',
    );
    expect(datedCalls(fetchMock)).toEqual([]);
  });

  it.each(['0', '-2', '2.5', '11', '1e1', 'lots'])('ignores guests=%s', async (guests) => {
    stubRooms();
    renderPage(<ResidenciesPage />, { path: `/residencies?guests=${guests}` });

    await screen.findByRole('heading', { level: 2, name: 'Deluxe Studio' });
    expect(screen.getByLabelText('Guests')).toHaveValue('1');
    expect(screen.queryByText(/too small/)).not.toBeInTheDocument();
  });

  it('says when the dates could not be checked, never AVAILABLE, and retries', async () => {
    let fail = true;
    stubRooms(() =>
      fail ? jsonResponse({ message: 'Internal Server Error' }, 500) : freeOnDates(),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ResidenciesPage />, {
      path: '/residencies?start=2026-01-20&end=2026-01-23',
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/could not check your dates/i);
    expect(within(card('Deluxe Studio')).getByText('NOT CHECKED')).toBeInTheDocument();
    expect(within(card('Deluxe Studio')).queryByText('AVAILABLE')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('Free for your dates')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});
