import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { User } from '@aso/core/auth';
import type { CalendarResponse } from '@aso/core/bookings';
import type { UserRole } from '@aso/core/constants';
import type { RoomType } from '@aso/core/rooms';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A fresh cache per test, with no retries, so a failed load shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

type StaffRole = Exclude<UserRole, 'user'>;

export interface PageOptions {
  /** The URL opened, query included; by default the route's own path, else `/`. */
  path?: string;
  /** The pattern the page is mounted at (`/rooms/:id`, for `useParams`); any path by default. */
  route?: string;
  /** Routes beside the page: where its links and redirects lead (`stubPage`). */
  routes?: RouteObject[];
  /** The opened entry's history state (`location.state`). */
  state?: unknown;
  /** Signed in as this user, stored as a login would have; nobody by default. */
  user?: User;
  /** The server's answers (`stubApi`); with a `user`, `GET /api/user` answers that user unless here. */
  api?: Record<string, ApiHandler>;
  /** The query cache; a fresh one (`createTestQueryClient`) by default. */
  queryClient?: QueryClient;
}

type RenderedPage<O> = ReturnType<typeof render> & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
} & (O extends { api: object } ? { fetchMock: ReturnType<typeof stubApi> } : unknown);

const isCatchAll = (route: RouteObject): boolean =>
  route.path === '*' || (route.children ?? []).some(isCatchAll);

/**
 * The one way a test renders: a page (mounted at `route`) or a route table (layouts,
 * guards, the app's own `routes`), with `routes` beside it, in a memory router opened at
 * `path`, inside a query cache; signed in as `user` and with the server stubbed by `api`
 * when given. Unless a route already catches every path, a `*` route ("Elsewhere") takes
 * a link or redirect that leads out; `router.state.location` tells where the visitor is.
 */
export function renderPage<O extends PageOptions>(
  page: ReactElement | RouteObject[],
  options?: O,
): RenderedPage<O> {
  const { route = '*', routes = [], state, user, api, queryClient } = options ?? {};
  const path = options?.path ?? (route === '*' || route.includes(':') ? '/' : route);
  const table = [...(Array.isArray(page) ? page : [{ path: route, element: page }]), ...routes];
  if (!table.some(isCatchAll)) table.push({ path: '*', element: <h1>Elsewhere</h1> });
  if (user) storeSession(user);
  const fetchMock =
    api && stubApi(user ? { 'GET /api/user': () => jsonResponse(user), ...api } : api);
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(table, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient: client, fetchMock } as RenderedPage<O>;
}

/**
 * Renders a back-office page as signed-in staff: `makeUser({ role })`, an admin unless
 * said, or the given staff `user`. The other options are `renderPage`'s.
 */
export function renderAsAdmin<O extends PageOptions & { role?: StaffRole }>(
  page: ReactElement | RouteObject[],
  options?: O,
): RenderedPage<O> {
  const { role, user, ...rest } = options ?? {};
  if (role && user) throw new Error('renderAsAdmin: give the role or the user, not both');
  const staff = user ?? makeUser({ role: role ?? 'admin' });
  if (staff.role === 'user') throw new Error('renderAsAdmin signs in staff, not a guest');
  return renderPage(page, { ...rest, user: staff }) as RenderedPage<O>;
}

/** A stand-in page that only names itself, for checking where a redirect lands. */
export const stubPage = (path: string, name = path) => ({ path, element: <h1>{name}</h1> });

export type ApiHandler = (request: {
  body: unknown;
  init: RequestInit | undefined;
  /** The query string's parameters (`?from=…&to=…`). */
  query: URLSearchParams;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` by `"METHOD /api/path?query"`, else by `"METHOD /api/path"` (any query);
 * anything else answers 404 like the server. JSON bodies are parsed for the handler; a
 * FormData body is passed as it is.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const [path = '', search = ''] = url.split('?');
    const key = `${method} ${url}`;
    const handler = handlers[key] ?? handlers[`${method} ${path}`];
    if (!handler) return jsonResponse({ message: `Route ${key} not found` }, 404);
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return handler({ body, init, query: new URLSearchParams(search) });
  });
}

/**
 * `GET /api/rooms/{id}/calendar` answering for the asked window with the given nights taken
 * and the given rate-period nights (none by default).
 */
export const calendarAnswer =
  (
    roomTypeId: number,
    {
      unavailable = [],
      held = [],
      rates = [],
    }: { unavailable?: string[]; held?: string[]; rates?: CalendarResponse['rates'] } = {},
  ): ApiHandler =>
  ({ query }) =>
    jsonResponse({
      room_type_id: roomTypeId,
      from: query.get('from') ?? '',
      to: query.get('to') ?? '',
      unavailable_dates: unavailable,
      held_dates: held,
      rates,
    } satisfies CalendarResponse);

/** The body of the first call to `"METHOD /api/path"` in a fetch spy. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => input === url && (init?.method ?? 'GET') === method,
  );
  const raw = call?.[1]?.body;
  return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
}

/** A user as the API returns it, with overrides. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada Obi',
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    phone: '+234 803 000 0000',
    phone_number: '+234 803 000 0000',
    role: 'user',
    email_verified: true,
    lastLogin: null,
    bookings: 0,
    is_affiliate: false,
    affiliate_code: null,
    profile_photo: null,
    is_suspended: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Puts a logged-in session into storage, as a login would have. */
export function storeSession(user: User = makeUser(), token = 'session-token') {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return { user, token };
}

/** A `fetch` answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A room type as `GET /api/rooms` returns it, with overrides. */
export function makeRoom(overrides: Partial<RoomType> = {}): RoomType {
  return {
    id: 1,
    room_type_id: 1,
    title: 'Deluxe Studio',
    description: 'A bright studio in Maitama.',
    images: ['/images/rooms/deluxe-studio-1.webp'],
    price_per_night: 35000,
    capacity: 2,
    number_of_rooms: 3,
    available_count: 3,
    is_available: true,
    latitude: 9.0884,
    longitude: 7.4931,
    breakfast_enabled: true,
    breakfast_price: 5000,
    airport_conveyance_enabled: true,
    airport_conveyance_price: null,
    airport_pickup_price: null,
    airport_dropoff_price: null,
    airport_both_price: null,
    location: {
      id: 1,
      name: 'Aso Residences Maitama',
      area: 'Maitama',
      address: '14 Gana Street, Maitama, Abuja',
    },
    ...overrides,
  };
}

/** `element`'s HTML as the server renders it (entry-server.tsx): stores read as there. */
export function renderAsServer(element: ReactElement): string {
  return renderToString(element);
}

/** Takes over server-rendered HTML in `container` as the app's start does (start.tsx). */
export async function hydrateAsBrowser(
  container: HTMLElement,
  element: ReactElement,
  options?: Parameters<typeof hydrateRoot>[2],
): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, options);
  });
  return root!;
}

/** Picks `value` in a date or time field as a browser does: an `input`, then a `change`. */
export function pickDate(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
}
