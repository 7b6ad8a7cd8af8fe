import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SUPER_ADMIN } from './support/accounts.ts';
import { startConfiguredApp, type ConfiguredApp } from './support/configured-app.ts';
import { bookAsGuest, chooseStay, settleCheckout } from './support/checkout.ts';
import { APP_PORT } from './support/ports.ts';
import { staffStorageState } from './support/staff.ts';
import { shiftDate, uniqueSuffix } from './support/stays.ts';

/*
 * The Content-Security-Policy in a real browser: every page a guest, a staff member or a
 * Google integration reaches is visited with a listener for `securitypolicyviolation`
 * (in every document and frame, from before the page's own scripts) and for the console's
 * CSP messages, and none may appear. Google cannot be reached from the test machine, so
 * its scripts are answered by stand-ins that load what Google documents its Maps and
 * sign-in code loading (script modules, tiles, fonts, styles, the places API, a worker,
 * the sign-in iframe): what is checked is that the policy lets those through.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const EVIDENCE_DIR = path.join(os.tmpdir(), 'aso-csp-evidence');

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Collects the page's CSP violations, reported by every document it loads from now on. */
async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  const consoleMessages: string[] = [];
  const documents: string[] = [];
  await page.exposeBinding('__asoCspViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    violations.push({ ...violation, page: frame.url() });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __asoCspViolation: (v: object) => void })
        .__asoCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  return {
    violations,
    consoleMessages,
    documents,
    expectNone: () => {
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect(consoleMessages, 'CSP messages in the console').toEqual([]);
    },
  };
}

/** Lets whatever the page loads finish (lazy chunks, photos, the map) before counting. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** A banner over the page with the count, for a screenshot anyone can read. */
async function screenshotEvidence(
  page: Page,
  testInfo: TestInfo,
  name: string,
  watch: Awaited<ReturnType<typeof watchPolicy>>,
) {
  const policy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
  await page.evaluate(
    ({ count, documents, policy }) => {
      const banner = document.createElement('div');
      banner.setAttribute(
        'style',
        'position:fixed;left:0;right:0;bottom:0;z-index:99999;padding:12px 16px;' +
          'background:#111;color:#7CFC9A;font:13px/1.45 monospace;white-space:pre-wrap',
      );
      banner.textContent =
        `CSP violations logged (securitypolicyviolation + console): ${count}\n` +
        `documents visited in this test: ${documents}\n` +
        `Content-Security-Policy: ${policy}`;
      document.body.append(banner);
    },
    {
      count: watch.violations.length + watch.consoleMessages.length,
      documents: watch.documents.length,
      policy,
    },
  );
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  fs.mkdirSync(EVIDENCE_DIR, { recursive: true });
  fs.copyFileSync(file, path.join(EVIDENCE_DIR, `${testInfo.project.name}-${name}.png`));
}

test.describe('the web app as the run serves it (no Google configured)', () => {
  test('the watch sees a refused inline script and a script from elsewhere', async ({
    context,
  }) => {
    // A page of its own: the refusals it provokes are console errors the run's `page` fails on.
    const page = await context.newPage();
    const watch = await watchPolicy(page);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = true';
      document.head.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'https://scripts.example.invalid/x.js';
      document.head.append(foreign);
    });
    await expect
      .poll(() => watch.violations.map((violation) => violation.directive))
      .toEqual(['script-src-elem', 'script-src-elem']);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(watch.consoleMessages).toHaveLength(2);
  });

  test('the public pages load and hydrate with no violation', async ({ page }, testInfo) => {
    const watch = await watchPolicy(page);
    const { rooms } = (await (await page.request.get('/api/rooms')).json()) as {
      rooms: { id: number; title: string }[];
    };
    const pages = [
      '/',
      '/residencies',
      `/rooms/${rooms[0]!.id}`,
      '/2BedroomPage',
      '/about',
      '/contact',
      '/menu',
      '/policies',
      '/login',
      '/signup',
      '/find-booking',
      '/affiliate/register',
      '/no-such-page',
    ];
    for (const url of pages) {
      const response = await page.goto(url);
      expect(response!.headers()['content-security-policy'], url).toContain("script-src 'self'");
      await settle(page);
    }
    // And in the app, as a guest moves about without reloading.
    await page.goto('/');
    await page
      .getByRole('link', { name: /residencies/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/residencies$/);
    await settle(page);
    watch.expectNone();
    await screenshotEvidence(page, testInfo, 'public-pages', watch);
  });

  test.describe('as a super admin', () => {
    test.use({ storageState: staffStorageState(SUPER_ADMIN) });

    test('the back office pages load with no violation', async ({ page }, testInfo) => {
      const watch = await watchPolicy(page);
      const pages = [
        '/admin/BookingManagement',
        '/admin/calendar',
        '/admin/RoomManagement',
        '/admin/RoomTypeManagement',
        '/admin/UserManagement',
        '/admin/UserProfile',
        '/admin/affiliate',
        '/admin/Payments',
        '/admin/policies',
        '/admin/action-log',
        '/admin/Settings',
      ];
      for (const url of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
        await settle(page);
      }
      watch.expectNone();
      await screenshotEvidence(page, testInfo, 'admin-pages', watch);
    });
  });
});

/*
 * Stand-ins for Google. The Maps loader loads its main module from the same host, injects a
 * <style>, Roboto from Google Fonts, map tiles and its logo, the gen_204 CSP probe Google's
 * loader sends, a blob: worker (vector maps), a marker as a data: image, the places API and
 * a csi beacon. The sign-in client injects Google's stylesheet and a <style>, asks its
 * status endpoint and renders its button in an iframe.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FONT = fs.readFileSync(
  path.join(
    repoRoot,
    'node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  ),
);
const CORS = { 'access-control-allow-origin': '*' };

function mapsLoader(callback: string): string {
  return `(() => {
  const style = document.createElement('style');
  style.textContent = '.gm-style { font-family: Roboto, Arial, sans-serif; }';
  document.head.append(style);
  const fonts = document.createElement('link');
  fonts.rel = 'stylesheet';
  fonts.href = 'https://fonts.googleapis.com/css?family=Roboto:300,400,500,700&display=swap';
  document.head.append(fonts);
  new Image().src = 'https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true';
  window.__asoMapsCallback = ${JSON.stringify(callback)};
  const main = document.createElement('script');
  main.src = 'https://maps.googleapis.com/maps-api-v3/api/js/stub/main.js';
  document.head.append(main);
})();`;
}

const MAPS_MAIN = `(() => {
  const image = (src) => Object.assign(document.createElement('img'), { src, alt: '' });
  class Map {
    constructor(element, options) {
      element.textContent = 'Stub map at ' + options.center.lat + ',' + options.center.lng;
      element.className += ' gm-style';
      element.style.fontFamily = 'Roboto';
      element.append(
        image('https://maps.googleapis.com/maps/vt?pb=!1m5!1m4!1i15!2i1!3i1!4i256'),
        image('https://maps.gstatic.com/mapfiles/api-3/images/google_white5_hdpi.png'),
      );
      this.element = element;
    }
    setCenter() {}
  }
  class Marker {
    constructor(options) {
      options.map.element.append(
        image('data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')),
      );
    }
    setMap() {}
  }
  const Place = {
    async searchNearby(request) {
      const answer = await fetch('https://places.googleapis.com/v1/places:searchNearby', {
        method: 'POST',
        body: JSON.stringify(request),
      });
      navigator.sendBeacon('https://csi.gstatic.com/csi?v=3&s=mapsapi3');
      return answer.json();
    },
  };
  const worker = new Worker(URL.createObjectURL(new Blob(['self.onmessage = () => {};'])));
  worker.terminate();
  const libraries = { maps: { Map }, marker: { Marker }, places: { Place } };
  window.google = Object.assign(window.google || {}, {
    maps: { importLibrary: async (name) => libraries[name] },
  });
  window[window.__asoMapsCallback]();
})();`;

const GSI_CLIENT = `(() => {
  const id = {
    initialize(config) { this.config = config; },
    renderButton(parent) {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = 'https://accounts.google.com/gsi/style';
      document.head.append(sheet);
      const style = document.createElement('style');
      style.textContent = '.S9gUrf-YoZ4jf { position: relative; }';
      document.head.append(style);
      fetch('https://accounts.google.com/gsi/status?client_id=' + encodeURIComponent(this.config.client_id));
      const frame = document.createElement('iframe');
      frame.title = 'Sign in with Google Button';
      frame.src = 'https://accounts.google.com/gsi/button?theme=outline&size=large&client_id=' + encodeURIComponent(this.config.client_id);
      frame.className = 'S9gUrf-YoZ4jf';
      parent.append(frame);
    },
  };
  window.google = Object.assign(window.google || {}, { accounts: { id } });
})();`;

/** Answers every request to Google with the stand-ins; returns the URLs asked for. */
async function standInForGoogle(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const answer = async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.host}${url.pathname}`);
    const js = (body: string) => route.fulfill({ contentType: 'text/javascript', body });
    if (url.host === 'maps.googleapis.com' && url.pathname === '/maps/api/js') {
      return js(mapsLoader(url.searchParams.get('callback') ?? ''));
    }
    if (url.pathname.startsWith('/maps-api-v3/')) return js(MAPS_MAIN);
    if (url.host === 'fonts.googleapis.com') {
      return route.fulfill({
        contentType: 'text/css',
        body: "@font-face{font-family:Roboto;src:url(https://fonts.gstatic.com/s/roboto/v30/stub.woff2) format('woff2')}",
      });
    }
    if (url.host === 'fonts.gstatic.com') {
      return route.fulfill({ contentType: 'font/woff2', headers: CORS, body: FONT });
    }
    if (url.host === 'places.googleapis.com') {
      return route.fulfill({
        contentType: 'application/json',
        headers: CORS,
        body: JSON.stringify({ places: [] }),
      });
    }
    if (url.host === 'accounts.google.com' && url.pathname === '/gsi/client') return js(GSI_CLIENT);
    if (url.host === 'accounts.google.com' && url.pathname === '/gsi/style') {
      return route.fulfill({
        contentType: 'text/css',
        body: '.nsm7Bb-HzV7m-LgbsSe { border: 0; }',
      });
    }
    if (url.host === 'accounts.google.com' && url.pathname === '/gsi/button') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><button>Continue with Google</button>',
      });
    }
    if (url.host === 'accounts.google.com') {
      return route.fulfill({ contentType: 'application/json', headers: CORS, body: '{}' });
    }
    if (/\.(googleapis|gstatic)\.com$/.test(url.host)) {
      return route.fulfill({ contentType: 'image/png', body: PNG });
    }
    return route.fulfill({ status: 204, headers: CORS });
  };
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(google|googleapis|gstatic)\.com\//, answer);
  return asked;
}

test.describe('a site with Google Maps and Google sign-in configured', () => {
  let site: ConfiguredApp | null = null;
  let siteUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A port of its own per worker, next to the run's app (two projects may run at once).
    site = await startConfiguredApp(
      'csp',
      {
        GOOGLE_MAPS_API_KEY: 'e2e-stub-maps-key',
        GOOGLE_CLIENT_ID: 'e2e-stub.apps.googleusercontent.com',
      },
      APP_PORT + 3 + test.info().parallelIndex,
    );
    siteUrl = site.url;
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('the login page shows Google’s button with no violation', async ({ page }, testInfo) => {
    const watch = await watchPolicy(page);
    const asked = await standInForGoogle(page);
    await page.goto(`${siteUrl}/login`);
    const button = page.frameLocator('iframe[title="Sign in with Google Button"]');
    await expect(button.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await settle(page);
    expect(asked).toEqual(
      expect.arrayContaining([
        'accounts.google.com/gsi/client',
        'accounts.google.com/gsi/style',
        'accounts.google.com/gsi/status',
        'accounts.google.com/gsi/button',
      ]),
    );
    watch.expectNone();
    await page
      .locator('iframe[title="Sign in with Google Button"]')
      .evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
    await screenshotEvidence(page, testInfo, 'login-google', watch);
  });

  test('a guest sees the map, books, pays in the sandbox and comes back, with no violation', async ({
    page,
  }, testInfo) => {
    const watch = await watchPolicy(page);
    const asked = await standInForGoogle(page);
    const { rooms } = (await (await page.request.get(`${siteUrl}/api/rooms`)).json()) as {
      rooms: { id: number; title: string }[];
    };
    const room = rooms[0]!;
    await page.goto(`${siteUrl}/rooms/${room.id}`);
    await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
    // The booking card, and the map in it, load as they come near the screen.
    await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByRole('region', { name: `Map of ${room.title}` })).toContainText(
      'Stub map at',
    );
    await expect(location.getByText('No results for selected type/radius.')).toBeVisible();
    await settle(page);
    expect(asked).toEqual(
      expect.arrayContaining([
        'maps.googleapis.com/maps/api/js',
        'maps.googleapis.com/maps-api-v3/api/js/stub/main.js',
        'maps.googleapis.com/maps/api/mapsjs/gen_204',
        'maps.googleapis.com/maps/vt',
        'maps.gstatic.com/mapfiles/api-3/images/google_white5_hdpi.png',
        'fonts.googleapis.com/css',
        'fonts.gstatic.com/s/roboto/v30/stub.woff2',
        'places.googleapis.com/v1/places:searchNearby',
        'csi.gstatic.com/csi',
      ]),
    );
    watch.expectNone();
    await screenshotEvidence(page, testInfo, 'room-map', watch);

    // Its own nights in this app's own database: a week per project and retry.
    const lagosToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(),
    );
    const start = shiftDate(lagosToday, 10 + (testInfo.parallelIndex + testInfo.retry * 2) * 7);
    await page.reload();
    await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
    await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('booking-card-slot').getByRole('grid')).toBeVisible();
    await chooseStay(page, { start, end: shiftDate(start, 2) });
    const suffix = uniqueSuffix();
    await bookAsGuest(page, {
      name: `Chidi Eze ${suffix}`,
      email: `chidi-${suffix}@guest.test`,
      phone: '+234 803 555 0199',
    });
    await settleCheckout(page, 'pay');
    await expect(page).toHaveURL(/\/payment-success\?booking_id=\d+&guest=true&access=/, {
      timeout: 15_000,
    });
    await settle(page);
    expect(watch.documents.some((url) => url.includes('/api/sandbox/checkout/'))).toBe(true);
    watch.expectNone();
    await screenshotEvidence(page, testInfo, 'booking-paid', watch);
  });
});
