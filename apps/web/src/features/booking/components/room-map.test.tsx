import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeRoom,
  makeUser,
  renderPage,
  storeSession,
  stubApi,
} from '../../../test/render.tsx';
import { fakeIntersectionObserver } from '../../../test/intersection-observer.ts';
import { RoomMap } from './room-map.tsx';

/*
 * Google's script cannot run here: the tests let the real loader add its <script>, then
 * play the browser's part (the script fails, or it runs and calls back with a small fake
 * google.maps, or Google refuses the key through gm_authFailure). The loader keeps what
 * it loaded for the page's life, so each test uses its own key, and the one that loads
 * the fake Maps runs last.
 */

const ROOM = makeRoom({ latitude: 9.0835, longitude: 7.4951 });
const MAPS_LINK = 'https://www.google.com/maps/search/?api=1&query=9.0835,7.4951';
const LOAD_TIMEOUT = { timeout: 10_000 };

interface MapsWindow {
  google?: unknown;
  asoMapsReady?: () => void;
  gm_authFailure?: () => void;
}
const mapsWindow = () => window as unknown as MapsWindow;

function renderMap(apiKey: string | null) {
  stubApi({
    'GET /api/config': () =>
      jsonResponse({
        google_maps_api_key: apiKey,
        google_client_id: null,
        payment_mode: 'sandbox',
      }),
  });
  return renderPage(<RoomMap room={ROOM} />);
}

/** The Maps <script> the card added for `apiKey`. */
async function mapsScript(apiKey: string): Promise<HTMLScriptElement> {
  return vi.waitFor(() => {
    const script = [...document.head.querySelectorAll('script')].find((candidate) => {
      const src = new URL(candidate.src);
      return (
        `${src.origin}${src.pathname}` === 'https://maps.googleapis.com/maps/api/js' &&
        src.searchParams.get('key') === apiKey
      );
    });
    if (!script) throw new Error('no Maps script yet');
    return script;
  }, LOAD_TIMEOUT);
}

function expectAddressAndLink() {
  const location = screen.getByRole('region', { name: 'Location' });
  expect(within(location).getByText('Aso Residences Maitama')).toBeInTheDocument();
  expect(within(location).getByText('14 Gana Street, Maitama, Abuja')).toBeInTheDocument();
  expect(within(location).getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
    'href',
    MAPS_LINK,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  const maps = mapsWindow();
  delete maps.google;
  delete maps.asoMapsReady;
  delete maps.gm_authFailure;
  document.head.querySelectorAll('script[src^="https://maps.googleapis.com"]').forEach((script) => {
    script.remove();
  });
});

// The first test waits for the map's chunk, which takes a while to import in a test run.
describe('RoomMap', { timeout: 15_000 }, () => {
  it('without a Maps key shows the address, the location and a link on the coordinates, and no error', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const view = renderMap(null);
    await waitFor(() => expect(view.queryClient.getQueryData(['config'])).toBeDefined());

    expectAddressAndLink();
    expect(screen.queryByText('Error loading Google Maps')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[src^="https://maps.googleapis.com"]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the address when the Maps script fails to load, telling the console but not the guest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMap('key-that-fails-to-load');

    const script = await mapsScript('key-that-fails-to-load');
    expect(screen.getByRole('region', { name: `Map of ${ROOM.title}` })).toBeInTheDocument();
    act(() => {
      script.dispatchEvent(new Event('error'));
    });

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument(),
    );
    expectAddressAndLink();
    expect(screen.queryByText('Error loading Google Maps')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Error loading Google Maps'),
      expect.any(String),
    );
  });

  it('shows staff "Error loading Google Maps" when Google refuses the key (gm_authFailure)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession(makeUser({ role: 'admin' }));
    renderMap('key-google-refuses');

    await mapsScript('key-google-refuses');
    act(() => mapsWindow().gm_authFailure?.());

    expect(await screen.findByText('Error loading Google Maps')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
    expectAddressAndLink();
  });

  it('with a Maps key loads nothing from Google until the map comes near the screen or "Show map" is pressed', async () => {
    const viewport = fakeIntersectionObserver();
    renderMap('key-of-a-map-far-below');

    const show = await screen.findByRole('button', { name: 'Show map' });
    // The slot starts watching in an effect, which runs after the paint.
    await waitFor(() =>
      expect(viewport.observers).toEqual([expect.objectContaining({ rootMargin: '200px 0px' })]),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.head.querySelector('script[src^="https://maps.googleapis.com"]')).toBeNull();

    await userEvent.setup().click(show);

    const script = await mapsScript('key-of-a-map-far-below');
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Map of ${ROOM.title}` })).toBeInTheDocument();
    // The loader keeps a load in progress for the page: this one ends, failing, here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument(),
    );
  });

  it('with a Maps key shows the map at the room and lists nearby places of the chosen type and radius', async () => {
    const maps: { element: HTMLElement; options: { center: unknown } }[] = [];
    const searches: { includedPrimaryTypes: string[]; locationRestriction: unknown }[] = [];
    const place = (id: string, name: string, lat: number, lng: number) => ({
      id,
      displayName: name,
      formattedAddress: `${name} Street, Abuja`,
      location: { lat: () => lat, lng: () => lng },
    });
    const fakeMaps = {
      Map: class {
        constructor(element: HTMLElement, options: { center: unknown }) {
          maps.push({ element, options });
        }
        setCenter() {}
      },
      Marker: class {
        setMap() {}
      },
      places: {
        Place: {
          searchNearby: async (request: (typeof searches)[number]) => {
            searches.push(request);
            return {
              places:
                request.includedPrimaryTypes[0] === 'restaurant'
                  ? [
                      place('a', 'Jevinik Restaurant', 9.084, 7.496),
                      place('b', 'Nkoyo', 9.082, 7.494),
                    ]
                  : [],
            };
          },
        },
      },
    };
    renderMap('working-key');

    const script = await mapsScript('working-key');
    expect(new URL(script.src).searchParams.get('libraries')).toBe('places');
    act(() => {
      mapsWindow().google = { maps: fakeMaps };
      mapsWindow().asoMapsReady?.();
    });

    const nearby = await screen.findByRole('list', { name: 'Nearby places' }, LOAD_TIMEOUT);
    expect(
      within(nearby)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Jevinik RestaurantJevinik Restaurant Street, Abuja', '2NkoyoNkoyo Street, Abuja']);
    expect(maps).toHaveLength(1);
    expect(maps[0]!.element).toBe(screen.getByRole('region', { name: `Map of ${ROOM.title}` }));
    expect(maps[0]!.options.center).toEqual({ lat: 9.0835, lng: 7.4951 });
    expect(searches[0]).toMatchObject({
      includedPrimaryTypes: ['restaurant'],
      locationRestriction: { center: { lat: 9.0835, lng: 7.4951 }, radius: 1500 },
    });
    expectAddressAndLink();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Place type'), 'bar');
    await user.selectOptions(screen.getByLabelText('Radius'), '500');
    expect(await screen.findByText('No results for selected type/radius.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Nearby places' })).not.toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({
      includedPrimaryTypes: ['bar'],
      locationRestriction: { radius: 500 },
    });
    expect(screen.queryByText('Error loading Google Maps')).not.toBeInTheDocument();
  });
});
