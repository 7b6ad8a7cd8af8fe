import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomDetail } from '@aso/core/admin';
import type { ChannelFeed, UnitChannelsResponse } from '@aso/core/channels';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { COPIED, COPY_BY_HAND } from './channel-export-link.tsx';
import { NO_FEEDS, REMOVE_FEED_QUESTION } from './channel-feeds-table.tsx';
import { CHANNELS_LOAD_FAILED } from './channel-sync-section.tsx';
import { AdminRoomDetailsPage } from './room-details-page.tsx';

const routes = [{ path: '/admin/room-details/:id', element: <AdminRoomDetailsPage /> }];
const PAGE = '/admin/room-details/4';
const EXPORT_URL = 'https://aso.test/ical/units/4/9f2c4b7e0d1a5c3e8b6f7a2d4c1e0b9a.ics';
const NEW_EXPORT_URL = 'https://aso.test/ical/units/4/0123456789abcdef0123456789abcdef.ics';
const AIRBNB_URL =
  'https://www.airbnb.com/calendar/ical/123456.ics?s=4f1c2e9a7b3d5c6e8f0a1b2c3d4e5f60';

const room: RoomDetail = {
  id: 4,
  room_number: 'M102',
  room_type_id: 2,
  title: 'Deluxe Studio',
  room_type: 'Deluxe Studio',
  description: 'A bright studio in Maitama.',
  images: [],
  capacity: 2,
  price_per_night: 35000,
  is_available: true,
  availability: 'Available',
};

const makeFeed = (overrides: Partial<ChannelFeed> = {}): ChannelFeed => ({
  id: 11,
  room_id: 4,
  channel: 'airbnb',
  url: AIRBNB_URL,
  last_synced_at: '2030-03-11T09:15:00.000Z',
  last_success_at: '2030-03-11T09:15:00.000Z',
  next_sync_at: '2030-03-11T09:30:00.000Z',
  events_imported: 12,
  consecutive_failures: 0,
  last_error: null,
  status: 'ok',
  ...overrides,
});

const channelsOf = (overrides: Partial<UnitChannelsResponse> = {}): UnitChannelsResponse => ({
  export_url: EXPORT_URL,
  feeds: [],
  conflicts: [],
  ...overrides,
});

/** The page of unit 4, its channel sync answered from `state` (changed by the test). */
function stubUnit(
  state: { channels: UnitChannelsResponse },
  handlers: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    'GET /api/rooms/4/details': () => jsonResponse({ room }),
    'GET /api/rooms/4/channels': () => jsonResponse(state.channels),
    ...handlers,
  });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => input === url && (init?.method ?? 'GET') === method,
  ).length;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const section = () => screen.getByRole('region', { name: 'Channel sync' });
const feedsTable = () => screen.getByRole('table', { name: 'Imported calendars' });
const feedCards = () => screen.getByRole('list', { name: 'Imported calendars' });
/** A feed's row in the table (wide screens), found by the full URL in its title. */
const rowOf = (url: string) => within(feedsTable()).getByTitle(url).closest('tr')!;
/** The same feed's card (phones); jsdom applies no CSS, so both are in the document. */
const cardOf = (url: string) => within(feedCards()).getByTitle(url).closest('li')!;

describe('Channel sync on the unit page', () => {
  it('shows the export link and copies it, saying so politely', async () => {
    stubUnit({ channels: channelsOf() });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });

    const link = await screen.findByLabelText('Export link');
    expect(screen.getByRole('heading', { level: 2, name: 'Channel sync' })).toBeVisible();
    expect(link).toHaveValue(EXPORT_URL);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(
      'Paste this link into Airbnb or Booking.com (import calendar) so they close the nights booked here.',
    );

    await user.click(within(section()).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(EXPORT_URL);
    expect(within(section()).getByText(COPIED)).toHaveAttribute('role', 'status');
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    stubUnit({ channels: channelsOf() });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    renderAsAdmin(routes, { path: PAGE });

    const link = await screen.findByLabelText<HTMLInputElement>('Export link');
    await user.click(within(section()).getByRole('button', { name: 'Copy' }));

    expect(await within(section()).findByText(COPY_BY_HAND)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, EXPORT_URL.length]);
  });

  it('makes a new export link only after the warning is confirmed', async () => {
    const state = { channels: channelsOf() };
    const fetchMock = stubUnit(state, {
      'POST /api/rooms/4/ical-token': () => {
        state.channels = channelsOf({ export_url: NEW_EXPORT_URL });
        return jsonResponse({
          message: 'New export link made. Replace the old one in every channel.',
          export_url: NEW_EXPORT_URL,
        });
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });
    const link = await screen.findByLabelText('Export link');

    await user.click(within(section()).getByRole('button', { name: 'Regenerate' }));
    let dialog = screen.getByRole('dialog', { name: 'Make a new export link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    expect(dialog).toHaveTextContent('Airbnb and Booking.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/rooms/4/ical-token')).toBe(0);
    expect(link).toHaveValue(EXPORT_URL);

    await user.click(within(section()).getByRole('button', { name: 'Regenerate' }));
    dialog = screen.getByRole('dialog', { name: 'Make a new export link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    await waitFor(() => expect(link).toHaveValue(NEW_EXPORT_URL));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/rooms/4/ical-token')).toBe(1);
    expect(
      within(section()).getByText('New export link made. Replace the old one in every channel.'),
    ).toBeInTheDocument();
  });

  it('lists the imported calendars: waiting, OK, retrying and failing, with the last error', async () => {
    const pending = makeFeed({
      id: 12,
      channel: 'other',
      url: 'https://calendar.example.com/unit-m102.ics',
      last_synced_at: null,
      last_success_at: null,
      events_imported: 0,
      status: 'pending',
    });
    const retrying = makeFeed({
      id: 13,
      channel: 'booking_com',
      url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=5c1d',
      consecutive_failures: 1,
      last_error: 'The feed answered 503.',
      last_synced_at: '2030-03-11T10:00:00.000Z',
    });
    const failing = makeFeed({
      id: 14,
      url: 'https://www.airbnb.com/calendar/ical/999.ics',
      consecutive_failures: 3,
      last_error: 'The feed answered 404.',
      status: 'failing',
    });
    stubUnit({ channels: channelsOf({ feeds: [makeFeed(), pending, retrying, failing] }) });
    renderAsAdmin(routes, { path: PAGE });

    const table = await screen.findByRole('table', { name: 'Imported calendars' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Channel', 'Feed URL', 'Last sync', 'Events imported', 'Status', 'Actions']);

    const ok = rowOf(AIRBNB_URL);
    expect(within(ok).getByRole('rowheader')).toHaveTextContent('Airbnb');
    // The URL is cut in its middle on screen, whole on hover and for screen readers.
    const shown = within(ok).getByTitle(AIRBNB_URL);
    expect(within(shown).getByText('www.airbnb.com/…/123456.ics?s=4f1c…')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(shown).getByText(AIRBNB_URL)).toHaveClass('sr-only');
    // (jsdom names the cell with the closed disclosure's content too; a browser does not.)
    expect(within(ok).getAllByRole('cell')[0]).toHaveAccessibleName(
      `${AIRBNB_URL} Full URL ${AIRBNB_URL}`,
    );
    // Lagos time: 09:15 UTC is 10:15 in Abuja.
    const lastSync = within(ok).getAllByRole('cell')[1]!;
    expect(lastSync.querySelectorAll('span')[0]).toHaveTextContent('Mon, 11 Mar 2030');
    expect(lastSync.querySelectorAll('span')[1]).toHaveTextContent('10:15 AM');
    expect(ok).toHaveTextContent('12');
    expect(ok).toHaveTextContent('OK');

    const waiting = rowOf(pending.url);
    expect(within(waiting).getByRole('rowheader')).toHaveTextContent('Other');
    expect(waiting).toHaveTextContent('Never');
    expect(waiting).toHaveTextContent('Waiting for first sync');

    const again = rowOf(retrying.url);
    expect(within(again).getByRole('rowheader')).toHaveTextContent('Booking.com');
    expect(again).toHaveTextContent('Retrying');
    expect(again).toHaveTextContent('Last error: The feed answered 503.');
    expect(again).not.toHaveTextContent('Failing');

    const flagged = rowOf(failing.url);
    expect(
      within(flagged)
        .getByText(/Failing:/)
        .closest('p'),
    ).toHaveTextContent('Failing: The feed answered 404.');
    expect(
      within(flagged).getByRole('button', { name: /^Sync now Airbnb calendar/ }),
    ).toBeVisible();
  });

  it('shows each feed as a card below the sm breakpoint and the table from it', async () => {
    const failing = makeFeed({
      id: 14,
      url: 'https://www.airbnb.com/calendar/ical/999.ics',
      consecutive_failures: 3,
      last_error: 'The feed answered 404.',
      status: 'failing',
    });
    stubUnit({ channels: channelsOf({ feeds: [makeFeed(), failing] }) });
    renderAsAdmin(routes, { path: PAGE });

    const table = await screen.findByRole('table', { name: 'Imported calendars' });
    // CSS picks one (jsdom applies none): display: none hides the other from screen readers too.
    expect(table.closest('.hidden')).toHaveClass('sm:block');
    expect(feedCards()).toHaveClass('sm:hidden');
    expect(within(feedCards()).getAllByRole('listitem')).toHaveLength(2);

    const card = cardOf(failing.url);
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Airbnb');
    expect(within(card).getByText('www.airbnb.com/calendar/ical/999.ics')).toBeInTheDocument();
    const fact = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextSibling;
    // The day over the time, two blocks.
    expect(fact('Last sync')).toHaveTextContent(/^Mon, 11 Mar 2030\s*10:15 AM$/);
    expect(fact('Events imported')).toHaveTextContent('12');
    expect(fact('Status')).toHaveTextContent('Failing: The feed answered 404.');
    expect(
      within(card).getByRole('button', { name: 'Sync now Airbnb calendar from www.airbnb.com' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Remove Airbnb calendar from www.airbnb.com' }),
    ).toBeInTheDocument();
    // No id of the table's is repeated in the cards.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('opens the full URL for a finger, which has no hover', async () => {
    stubUnit({ channels: channelsOf({ feeds: [makeFeed()] }) });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });
    await screen.findByRole('table', { name: 'Imported calendars' });

    const row = rowOf(AIRBNB_URL);
    const disclosure = within(row).getByText('Full URL').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(within(disclosure).getByText('Full URL'));
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText(AIRBNB_URL, { selector: 'p' })).toBeInTheDocument();
  });

  it('says "No imported calendars yet." when the unit imports none', async () => {
    stubUnit({ channels: channelsOf() });
    renderAsAdmin(routes, { path: PAGE });
    expect(await screen.findByText(NO_FEEDS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a calendar: the server refuses a URL under the field, then takes the next one', async () => {
    const state = { channels: channelsOf() };
    const added = makeFeed({
      id: 20,
      channel: 'booking_com',
      url: 'https://admin.booking.com/ical/m102.ics',
      status: 'pending',
      last_synced_at: null,
      last_success_at: null,
      events_imported: 0,
    });
    let refuse = true;
    const fetchMock = stubUnit(state, {
      'POST /api/rooms/4/channel-feeds': () => {
        if (refuse) {
          return jsonResponse(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { url: ['The feed URL points to a private address.'] },
            },
            422,
          );
        }
        state.channels = channelsOf({ feeds: [added] });
        return jsonResponse({ message: 'Calendar added. It syncs in a moment.', feed: added }, 201);
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });
    await screen.findByText(NO_FEEDS);

    const form = screen.getByRole('region', { name: 'Add a calendar' });
    await user.selectOptions(within(form).getByLabelText('Channel'), 'Booking.com');
    const url = within(form).getByLabelText('Feed URL');
    expect(url).toHaveAttribute('type', 'url');
    await user.type(url, 'http://192.168.1.10/cal.ics');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));

    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('The feed URL points to a private address.'),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(sentBody(fetchMock, 'POST', '/api/rooms/4/channel-feeds')).toEqual({
      channel: 'booking_com',
      url: 'http://192.168.1.10/cal.ics',
    });

    refuse = false;
    await user.clear(url);
    await user.type(url, added.url);
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));

    expect(await within(form).findByText('Calendar added. It syncs in a moment.')).toBeVisible();
    // The list was asked again and shows the new feed.
    expect(await within(section()).findAllByTitle(added.url)).toHaveLength(2);
    expect(calls(fetchMock, 'GET', '/api/rooms/4/channels')).toBe(2);
    expect(url).toHaveValue('');
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it('checks the URL before sending it and shows a duplicate under the field', async () => {
    const fetchMock = stubUnit(
      { channels: channelsOf() },
      {
        'POST /api/rooms/4/channel-feeds': () =>
          jsonResponse(
            { success: false, message: 'This feed is already attached to this unit.' },
            409,
          ),
      },
    );
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });
    const form = await screen.findByRole('region', { name: 'Add a calendar' });
    const url = within(form).getByLabelText('Feed URL');

    await user.type(url, 'file:///etc/passwd');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(
      await within(form).findByText('The feed URL must start with http:// or https://.'),
    ).toBeVisible();
    expect(calls(fetchMock, 'POST', '/api/rooms/4/channel-feeds')).toBe(0);

    await user.clear(url);
    await user.type(url, AIRBNB_URL);
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('This feed is already attached to this unit.'),
    );
  });

  it('removes a calendar only after confirming, then reloads the list', async () => {
    const state = { channels: channelsOf({ feeds: [makeFeed()] }) };
    const fetchMock = stubUnit(state, {
      'DELETE /api/channel-feeds/11': () => {
        state.channels = channelsOf();
        return jsonResponse({ message: 'Feed removed.' });
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderAsAdmin(routes, { path: PAGE });
    queryClient.setQueryData(['admin', 'occupancy', '2030-03-10', 14], {});
    await screen.findByRole('table', { name: 'Imported calendars' });
    const remove = within(feedsTable()).getByRole('button', {
      name: 'Remove Airbnb calendar from www.airbnb.com',
    });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', {
      name: 'Remove the Airbnb calendar from www.airbnb.com?',
    });
    expect(dialog).toHaveTextContent(REMOVE_FEED_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE', '/api/channel-feeds/11')).toBe(0);
    expect(rowOf(AIRBNB_URL)).toBeInTheDocument();

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: /^Remove the Airbnb calendar/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(NO_FEEDS)).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/channel-feeds/11')).toBe(1);
    // The server's words, as after every other change.
    expect(within(section()).getByText('Feed removed.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['admin', 'occupancy', '2030-03-10', 14])?.isInvalidated).toBe(
      true,
    );
  });

  it('syncs one feed now: only its button is busy, then its row shows the result', async () => {
    const other = makeFeed({
      id: 12,
      channel: 'booking_com',
      url: 'https://admin.booking.com/ical/m102.ics',
    });
    const state = { channels: channelsOf({ feeds: [makeFeed(), other] }) };
    const answer = deferred<Response>();
    const fetchMock = stubUnit(state, { 'POST /api/channel-feeds/11/sync': () => answer.promise });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });

    await screen.findByRole('table', { name: 'Imported calendars' });
    await user.click(
      within(rowOf(AIRBNB_URL)).getByRole('button', {
        name: 'Sync now Airbnb calendar from www.airbnb.com',
      }),
    );
    const busy = within(rowOf(AIRBNB_URL)).getByRole('button', { name: /^Syncing\.\.\./ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    // The feed's card says so too (a phone turned sideways shows the other view).
    const cardBusy = within(cardOf(AIRBNB_URL)).getByRole('button', { name: /^Syncing\.\.\./ });
    expect(cardBusy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(cardBusy);
    expect(calls(fetchMock, 'POST', '/api/channel-feeds/11/sync')).toBe(1);
    expect(
      within(rowOf(other.url)).getByRole('button', { name: /^Sync now Booking.com/ }),
    ).not.toHaveAttribute('aria-disabled');

    const failed = makeFeed({
      consecutive_failures: 3,
      status: 'failing',
      last_error: 'The feed is not a calendar.',
      last_synced_at: '2030-03-11T11:00:00.000Z',
    });
    state.channels = channelsOf({ feeds: [failed, other] });
    answer.resolve(
      jsonResponse({ message: 'Sync failed: the feed is not a calendar.', feed: failed }),
    );

    expect(
      await within(rowOf(AIRBNB_URL)).findByText('The feed is not a calendar.', { exact: false }),
    ).toBeInTheDocument();
    expect(rowOf(AIRBNB_URL)).toHaveTextContent('Failing: The feed is not a calendar.');
    expect(rowOf(AIRBNB_URL)).toHaveTextContent('12:00 noon');
    expect(
      within(rowOf(AIRBNB_URL)).getByRole('button', { name: /^Sync now Airbnb/ }),
    ).not.toHaveAttribute('aria-disabled');
    expect(within(section()).getByText('Sync failed: the feed is not a calendar.')).toBeVisible();
  });

  it('lists conflicts near the top of the page in a labelled region, each opening our booking', async () => {
    stubUnit({
      channels: channelsOf({
        conflicts: [
          {
            block_id: 30,
            channel: 'airbnb',
            start_date: '2030-03-13',
            end_date: '2030-03-15',
            summary: 'Reserved',
            booking_id: 5,
            booking_start_date: '2030-03-12',
            booking_end_date: '2030-03-15',
            guest_name: 'Ada Obi',
          },
        ],
      }),
    });
    renderAsAdmin(routes, { path: PAGE });

    const panel = await screen.findByRole('region', { name: 'Double-booking conflicts' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'Airbnb reservation Wed, 13 Mar 2030 – Fri, 15 Mar 2030 overlaps booking #5 (Ada Obi, Tue, 12 Mar 2030 – Fri, 15 Mar 2030)',
    );
    expect(within(panel).getByRole('link', { name: 'booking #5' })).toHaveAttribute(
      'href',
      '/admin/bookings/details/5',
    );
    // Before the photos and the facts: the first thing staff see.
    const heading = screen.getByRole('heading', { name: 'Deluxe Studio' });
    expect(panel.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no conflicts panel when there are none, and offers Retry when the sync cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/rooms/4/details': () => jsonResponse({ room }),
      'GET /api/rooms/4/channels': () =>
        fail ? jsonResponse({ message: 'Server Error' }, 500) : jsonResponse(channelsOf()),
    });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: PAGE });

    expect(
      await within(await screen.findByRole('region', { name: 'Channel sync' })).findByRole('alert'),
    ).toHaveTextContent(CHANNELS_LOAD_FAILED);
    expect(
      screen.queryByRole('region', { name: 'Double-booking conflicts' }),
    ).not.toBeInTheDocument();
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Export link')).toHaveValue(EXPORT_URL);
  });
});
