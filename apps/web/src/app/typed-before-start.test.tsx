import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessToday } from '@aso/core/dates';
import type { SiteData } from '@aso/core/prerender';
import { render } from '../entry-server.tsx';
import { jsonResponse, makeRoom, sentBody, stubApi } from '../test/render.tsx';
import { startApp } from './start.tsx';

/*
 * Issue 29 (5): what a person types into a server-rendered form before the script runs
 * is what the form sends once the app has taken the page over (e2e/prehydration-forms
 * does the same in a browser with the scripts held back).
 */

const data: SiteData = {
  rooms: [makeRoom({ id: 1, title: 'Deluxe Studio', capacity: 4 })],
  summary: { units: 4, locations: 1, room_types: 1 },
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete window.__ASO_QUERY_STATE__;
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

/** The server's HTML for `url`, painted, with `type` run on it before any script. */
async function paintServerHtml(url: string, type: (container: HTMLElement) => void) {
  const page = await render(url, data);
  const container = document.createElement('div');
  container.innerHTML = page.html!;
  document.body.append(container);
  window.__ASO_QUERY_STATE__ = page.state as typeof window.__ASO_QUERY_STATE__;
  window.history.replaceState(null, '', url);
  type(container);
  return container;
}

/** Sets a field's value as typing or choosing does: the markup's default stays as it was. */
function typeInto(container: HTMLElement, selector: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    selector,
  )!;
  field.value = value;
}

async function start(container: HTMLElement) {
  const mismatches: unknown[] = [];
  await act(async () => {
    root = await startApp(container, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(document.documentElement.dataset.hydrated).toBe('true');
}

describe('a form typed into before the script ran', () => {
  it('logs in with the email and password typed on the server’s login page', async () => {
    const api = stubApi({
      'GET /api/config': () =>
        jsonResponse({ google_maps_api_key: null, google_client_id: null, payment_mode: 'test' }),
      'POST /api/login': () => jsonResponse({ message: 'Invalid credentials.' }, 401),
    });
    const container = await paintServerHtml('/login', (page) => {
      typeInto(page, '#login-email', 'ada@example.com');
      typeInto(page, '#login-password', 'correct-horse');
    });
    await start(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/login')).toEqual({
        email: 'ada@example.com',
        password: 'correct-horse',
      }),
    );
    expect(screen.queryByText(/^Please enter your/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });

  it('sends the name, email and message typed on the server’s contact page', async () => {
    const api = stubApi({
      'POST /api/contact': () => jsonResponse({ message: 'Thank you!' }, 201),
    });
    const container = await paintServerHtml('/contact', (page) => {
      typeInto(page, '#name', 'Ada Obi');
      typeInto(page, '#email', 'ada@example.com');
      typeInto(page, '#message', 'Do you have a cot for a baby?');
    });
    await start(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/contact')).toEqual({
        name: 'Ada Obi',
        email: 'ada@example.com',
        message: 'Do you have a cot for a baby?',
      }),
    );
  });

  it.each([
    ['the plain residencies page', '/residencies'],
    [
      'an old link, whose dates are dropped once today is known',
      '/residencies?start=2020-01-10&end=2020-01-12',
    ],
  ])('searches the dates and guests chosen on %s', async (_, url) => {
    stubApi({ 'GET /api/rooms': () => jsonResponse({ rooms: data.rooms }) });
    const start1 = addDays(businessToday(), 30);
    const end = addDays(start1, 3);
    const container = await paintServerHtml(url, (page) => {
      typeInto(page, '#stay-check-in', start1);
      typeInto(page, '#stay-check-out', end);
      typeInto(page, '#stay-guests', '3');
    });
    await start(container);

    // The form knows the check-in: check-out may start the day after it.
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', addDays(start1, 1));
    expect(screen.getByLabelText('Check-in')).toHaveValue(start1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(window.location.search).toBe(`?start=${start1}&end=${end}&guests=3`),
    );
  });
});
