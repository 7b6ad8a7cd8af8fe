import type { Page, Route } from '@playwright/test';
import { startConfiguredApp, type ConfiguredApp } from './support/configured-app.ts';
import { expect, test } from './support/test.ts';

/*
 * Spec "Booking info card": the map with the nearby-places search when the server has a
 * Google Maps key, else the address and a link. The run's app has no key, so the keyed
 * case starts a second app (the real start path, main.ts, on its own temporary data dir
 * and a free port) with GOOGLE_MAPS_API_KEY set, and the browser is answered a small fake
 * of the Maps JavaScript API instead of Google's: the specs check what the card does
 * with what Google answers, not Google.
 */

const STUB_KEY = 'e2e-stub-maps-key';

interface MapRoom {
  id: number;
  title: string;
  latitude: number | null;
  longitude: number | null;
  location: { name: string; address: string } | null;
}

/** Spec §5: coordinates out of range fall back to the Abuja centre. */
function roomCentre(room: MapRoom) {
  const { latitude, longitude } = room;
  return latitude !== null &&
    Math.abs(latitude) <= 90 &&
    longitude !== null &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : { latitude: 9.0765, longitude: 7.3986 };
}

async function firstRoom(baseUrl: string, page: Page): Promise<MapRoom> {
  const response = await page.request.get(`${baseUrl}/api/rooms`);
  expect(response.status()).toBe(200);
  const { rooms } = (await response.json()) as { rooms: MapRoom[] };
  expect(rooms.length).toBeGreaterThan(0);
  return rooms[0]!;
}

/** The room's page, scrolled to the card's Location section (the map loads near the screen). */
async function openLocation(page: Page, baseUrl: string, room: MapRoom) {
  await page.goto(`${baseUrl}/rooms/${room.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  return location;
}

async function expectAddressAndLink(location: ReturnType<Page['getByRole']>, room: MapRoom) {
  const { latitude, longitude } = roomCentre(room);
  if (room.location) {
    await expect(location.getByText(room.location.name, { exact: true })).toBeVisible();
    await expect(location.getByText(room.location.address, { exact: true })).toBeVisible();
  }
  await expect(location.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  );
}

/**
 * A fake of the Maps JavaScript API as the async loader offers it (`importLibrary`): a
 * map that names its centre, markers, and `Place.searchNearby` answering these places
 * (metres north of the centre) for the type asked, within the radius asked.
 */
const STUB_PLACES = {
  restaurant: [
    { id: 'r1', name: 'Stub Suya Spot', metres: 300 },
    { id: 'r2', name: 'Stub Jollof House', metres: 1200 },
  ],
  cafe: [{ id: 'c1', name: 'Stub Coffee Corner', metres: 800 }],
};

function fakeMapsScript(callback: string): string {
  return `(() => {
  const PLACES = ${JSON.stringify(STUB_PLACES)};
  class Map {
    constructor(element, options) {
      this.center = options.center;
      element.textContent = 'Stub map at ' + options.center.lat + ',' + options.center.lng;
    }
    setCenter(center) { this.center = center; }
  }
  class Marker { constructor(options) { this.options = options; } setMap() {} }
  const Place = {
    async searchNearby(request) {
      const { center, radius } = request.locationRestriction;
      const found = (PLACES[request.includedPrimaryTypes[0]] || []).filter((p) => p.metres <= radius);
      return {
        places: found.map((p) => ({
          id: p.id,
          displayName: p.name,
          formattedAddress: p.metres + ' m north, Abuja',
          location: { lat: () => center.lat + p.metres / 111320, lng: () => center.lng },
        })),
      };
    },
  };
  const libraries = { maps: { Map }, marker: { Marker }, places: { Place } };
  window.google = { maps: { importLibrary: async (name) => libraries[name] } };
  window[${JSON.stringify(callback)}]();
})();`;
}

/** Answers the Maps script requests with `answer`; returns the URLs asked for. */
async function routeMaps(page: Page, answer: (route: Route, url: URL) => Promise<void>) {
  const requested: URL[] = [];
  await page.route('https://maps.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    requested.push(url);
    await answer(route, url);
  });
  return requested;
}

test.describe('without a Maps key', () => {
  test('the card shows the address, the location and a Google Maps link, and loads nothing from Google', async ({
    page,
    baseURL,
  }) => {
    const requested = await routeMaps(page, (route) => route.abort());
    const room = await firstRoom(baseURL!, page);
    const location = await openLocation(page, baseURL!, room);

    await expectAddressAndLink(location, room);
    await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
    await expect(location.getByRole('region', { name: /^Map of/ })).toHaveCount(0);
    await expect(page.getByText('Error loading Google Maps')).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

test.describe('with a Maps key', () => {
  let keyed: ConfiguredApp | null = null;
  let keyedUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    keyed = await startConfiguredApp('maps', { GOOGLE_MAPS_API_KEY: STUB_KEY });
    keyedUrl = keyed.url;
  });

  test.afterAll(async () => {
    await keyed?.stop();
  });

  test('the map shows the room and the nearby search lists the places of the chosen type and radius', async ({
    page,
  }) => {
    const requested = await routeMaps(page, (route, url) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: fakeMapsScript(url.searchParams.get('callback') ?? ''),
      }),
    );
    const config = await page.request.get(`${keyedUrl}/api/config`);
    expect((await config.json()) as unknown).toMatchObject({ google_maps_api_key: STUB_KEY });
    const room = await firstRoom(keyedUrl, page);
    const { latitude, longitude } = roomCentre(room);
    const location = await openLocation(page, keyedUrl, room);

    await expect(location.getByRole('region', { name: `Map of ${room.title}` })).toHaveText(
      `Stub map at ${latitude},${longitude}`,
    );
    expect(requested).toHaveLength(1);
    expect(requested[0]!.searchParams.get('key')).toBe(STUB_KEY);
    expect(requested[0]!.searchParams.get('libraries')).toBe('places');
    await expectAddressAndLink(location, room);

    const nearby = location.getByRole('list', { name: 'Nearby places' });
    const places = nearby.getByRole('listitem');
    // The spec's defaults: restaurants within 1.5 km.
    await expect(location.getByLabel('Place type')).toHaveValue('restaurant');
    await expect(location.getByLabel('Radius')).toHaveValue('1500');
    await expect(places).toHaveText([
      /^1\s*Stub Suya Spot\s*300 m north, Abuja$/,
      /^2\s*Stub Jollof House\s*1200 m north, Abuja$/,
    ]);

    await location.getByLabel('Radius').selectOption({ label: '500m' });
    await expect(places).toHaveText([/^1\s*Stub Suya Spot/]);

    await location.getByLabel('Place type').selectOption({ label: 'Bar' });
    await expect(location.getByText('No results for selected type/radius.')).toBeVisible();
    await expect(nearby).toHaveCount(0);

    await location.getByLabel('Place type').selectOption({ label: 'Cafe' });
    await expect(location.getByText('No results for selected type/radius.')).toBeVisible();
    await location.getByLabel('Radius').selectOption({ label: '1km' });
    await expect(places).toHaveText([/^1\s*Stub Coffee Corner/]);
    await expect(location.getByText('No results for selected type/radius.')).toHaveCount(0);
    await expect(page.getByText('Error loading Google Maps')).toHaveCount(0);
  });

  for (const failure of ['the script does not load', 'Google refuses the key'] as const) {
    test(`when ${failure}, a guest sees the address and the link, not an error box`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await routeMaps(page, (route) =>
        failure === 'the script does not load'
          ? route.abort()
          : route.fulfill({
              contentType: 'text/javascript',
              body: 'window.google = { maps: {} }; window.gm_authFailure();',
            }),
      );
      const room = await firstRoom(keyedUrl, page);
      const location = await openLocation(page, keyedUrl, room);

      await expect.poll(() => warnings.join('\n')).toContain('Error loading Google Maps');
      await expect(location.getByRole('region', { name: /^Map of/ })).toHaveCount(0);
      await expectAddressAndLink(location, room);
      await expect(page.getByText('Error loading Google Maps')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
    });
  }
});
