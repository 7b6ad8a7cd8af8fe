import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteData } from '@aso/core/prerender';
import { startApp } from './app/start.tsx';
import { render } from './entry-server.tsx';
import { makeRoom, stubApi } from './test/render.tsx';

const data: SiteData = {
  rooms: [
    makeRoom({ id: 1, title: 'Deluxe Studio', price_per_night: 35000 }),
    makeRoom({ id: 2, title: 'Lakeview One Bedroom', price_per_night: 48000 }),
  ],
  summary: { units: 11, locations: 2, room_types: 2 },
};

describe('render (the server renderer)', () => {
  it('renders a room page with its title, price and first photo, and its head tags', async () => {
    const page = await render('/rooms/2', data);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Lakeview One Bedroom');
    expect(page.html).toContain('₦48,000');
    expect(page.html).toContain('src="/images/rooms/deluxe-studio-1.webp"');
    expect(page.head).toContain('<title>Lakeview One Bedroom · Aso Residences</title>');
    expect(page.html).not.toContain('<title>');
  });

  it('answers 404 with the app’s own page for a room nobody has and for an unknown path', async () => {
    const room = await render('/rooms/999', data);
    expect(room.status).toBe(404);
    expect(room.html).toContain('Room not found.');

    const unknown = await render('/no-such-page', data);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found');
  });

  it('leaves pages that depend on the visitor to the browser, with their status', async () => {
    expect(await render('/ProfilePage', data)).toMatchObject({ status: 200, html: null });
    expect(await render('/admin/BookingManagement', data)).toMatchObject({
      status: 200,
      html: null,
    });
    expect(await render('/admin/no-such-page', data)).toMatchObject({ status: 404, html: null });
  });

  it('renders the residencies from the list it is given and hands the list over', async () => {
    const page = await render('/residencies', data);
    expect(page.html).toContain('Deluxe Studio');
    expect(page.html).toContain('Lakeview One Bedroom');
    expect(JSON.stringify(page.state)).toContain('Lakeview One Bedroom');
  });
});

describe('startApp on a server-rendered page', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    delete window.__ASO_QUERY_STATE__;
  });

  it.each(['/', '/residencies', '/rooms/2', '/about', '/contact', '/menu', '/no-such-page'])(
    'hydrates %s without a mismatch or a warning, keeping the server’s nodes',
    async (path) => {
      const fetchMock = stubApi({});
      // React (a development build here) warns on the console about what hydration found
      // different, e.g. an attribute, even where it keeps the server's nodes.
      const consoleError = vi.spyOn(console, 'error');
      const page = await render(path, data);
      const container = document.createElement('div');
      container.innerHTML = page.html!;
      document.body.append(container);
      window.__ASO_QUERY_STATE__ = page.state as typeof window.__ASO_QUERY_STATE__;
      window.history.replaceState(null, '', path);
      const firstNode = container.firstElementChild;
      const mismatches: unknown[] = [];

      await act(async () => {
        root = await startApp(container, { onRecoverableError: (error) => mismatches.push(error) });
      });

      expect(mismatches).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.firstElementChild).toBe(firstNode);
      expect(container.querySelector('h1')).not.toBeNull();
      // The page's data came with it: nothing is fetched again on arrival.
      expect(fetchMock).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    },
  );

  it('hydrates logged out, as the server rendered, then shows the stored session', async () => {
    stubApi({});
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 7, email: 'ada@example.com', role: 'user', name: 'Ada Obi' }),
    );
    const page = await render('/about', data);
    expect(page.html).toContain('LOGIN');
    const container = document.createElement('div');
    container.innerHTML = page.html!;
    document.body.append(container);
    window.history.replaceState(null, '', '/about');
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');

    await act(async () => {
      root = await startApp(container, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('a[aria-label="Your profile"]')).not.toBeNull();
  });
});

describe('startApp on a page the browser renders', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('leaves one title and one description in the head: the page’s, not the shell’s', async () => {
    stubApi({});
    document.head.innerHTML =
      '<meta name="description" content="The shell’s description">' +
      '<title>Aso Residences · Serviced apartments in Abuja</title>';
    const container = document.createElement('div');
    document.body.append(container);
    window.history.replaceState(null, '', '/signup');

    await act(async () => {
      root = await startApp(container);
    });

    await vi.waitFor(() => expect(document.title).toBe('Sign up · Aso Residences'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).not.toHaveAttribute('content', 'The shell’s description');
  });
});
