import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../../test/intersection-observer.ts';
import {
  calendarAnswer,
  createTestQueryClient,
  hydrateAsBrowser,
  jsonResponse,
  makeRoom,
  renderAsServer,
  stubApi,
} from '../../test/render.tsx';
import { BookingCardSlot } from './booking-card-slot.tsx';

const ROOM = makeRoom();
// At /rooms/1 with no dates in the address: nothing for the card to wait for.
const NO_LINKED_STAY = { settled: true, stay: null };
const CARD_TIMEOUT = { timeout: 10_000 };

function stubCardApi() {
  stubApi({
    'GET /api/config': () =>
      jsonResponse({ google_maps_api_key: null, google_client_id: null, payment_mode: 'sandbox' }),
    'GET /api/rooms/1/calendar': calendarAnswer(1),
  });
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/rooms/1']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingCardSlot', () => {
  // The card is a lazy chunk: its first import in a test run takes a while.
  it('renders the stand-in on the server and hydrates it without a mismatch, then loads the card', async () => {
    stubCardApi();
    const errors = vi.spyOn(console, 'error');
    // The server has no IntersectionObserver; the browser has one.
    expect(typeof IntersectionObserver).toBe('undefined');
    const html = renderAsServer(
      <Providers>
        <BookingCardSlot room={ROOM} linkedStay={NO_LINKED_STAY} />
      </Providers>,
    );
    // The frame (price, availability, heading) comes with the page; the body later.
    expect(html).toContain('aria-label="Loading the booking card"');
    expect(html).toContain('Book your stay');
    expect(html).toContain('₦35,000');
    expect(html).not.toContain('BOOK NOW');

    const viewport = fakeIntersectionObserver();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await hydrateAsBrowser(
      container,
      <Providers>
        <BookingCardSlot room={ROOM} linkedStay={NO_LINKED_STAY} />
      </Providers>,
      { onRecoverableError: recoverable },
    );

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(
      within(container).getByRole('status', { name: 'Loading the booking card' }),
    ).toBeVisible();

    viewport.comeIntoView(0);
    expect(
      await within(container).findByRole('button', { name: 'BOOK NOW' }, CARD_TIMEOUT),
    ).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  }, 15_000);

  it('keeps the stand-in until the body comes into view', async () => {
    stubCardApi();
    const viewport = fakeIntersectionObserver();
    render(
      <Providers>
        <BookingCardSlot room={ROOM} linkedStay={NO_LINKED_STAY} />
      </Providers>,
    );
    const slot = screen.getByTestId('booking-card-slot');
    expect(within(slot).getByRole('complementary', { name: 'Book your stay' })).toBeVisible();
    expect(within(slot).getByRole('status', { name: 'Loading the booking card' })).toBeVisible();
    expect(viewport.observers).toEqual([expect.objectContaining({ rootMargin: '0px' })]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(slot).queryByRole('button', { name: 'BOOK NOW' })).not.toBeInTheDocument();

    viewport.comeIntoView(0);

    expect(
      await within(slot).findByRole('button', { name: 'BOOK NOW' }, CARD_TIMEOUT),
    ).toBeInTheDocument();
    expect(within(slot).queryByRole('status', { name: 'Loading the booking card' })).toBeNull();
  }, 15_000);

  for (const [what, engage] of [
    ['scrolls', () => window.dispatchEvent(new Event('scroll'))],
    [
      'presses a key',
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })),
    ],
  ] as const) {
    it(`loads the body as soon as the visitor ${what}, before it is in view`, async () => {
      stubCardApi();
      fakeIntersectionObserver();
      render(
        <Providers>
          <BookingCardSlot room={ROOM} linkedStay={NO_LINKED_STAY} />
        </Providers>,
      );
      const slot = screen.getByTestId('booking-card-slot');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(slot).queryByRole('button', { name: 'BOOK NOW' })).not.toBeInTheDocument();

      act(engage);

      expect(
        await within(slot).findByRole('button', { name: 'BOOK NOW' }, CARD_TIMEOUT),
      ).toBeInTheDocument();
    }, 15_000);
  }
});
