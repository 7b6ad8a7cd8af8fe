import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRoom, renderPage } from '../../../test/render.tsx';
import { RoomCard } from './room-card.tsx';

const LONG_DESCRIPTION =
  'A bright open-plan studio on a quiet Maitama street, with a queen-size bed, a writing desk by the window and a compact kitchenette with fast fibre Wi-Fi.';

describe('RoomCard', () => {
  it('cuts a description longer than 120 characters at a word boundary and adds "..."', () => {
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(120);
    renderPage(<RoomCard room={makeRoom({ description: LONG_DESCRIPTION })} />);

    // Character 120 falls inside "kitchenette": the cut comes before that word.
    const expected =
      'A bright open-plan studio on a quiet Maitama street, with a queen-size bed, a writing desk by the window and a compact...';
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(screen.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
  });

  it('shows a short description whole, without "..."', () => {
    renderPage(<RoomCard room={makeRoom({ description: 'A bright studio.' })} />);

    expect(screen.getByText('A bright studio.')).toBeInTheDocument();
    expect(screen.queryByText(/\.\.\.$/)).not.toBeInTheDocument();
  });

  it('shows the price per night in naira with thousands separators', () => {
    renderPage(<RoomCard room={makeRoom({ price_per_night: 35000 })} />);

    expect(screen.getByText('₦35,000')).toBeInTheDocument();
    expect(screen.getByText('/ night')).toBeInTheDocument();
  });

  it('labels a bookable room AVAILABLE and links BOOK NOW to its page', () => {
    renderPage(<RoomCard room={makeRoom({ id: 7, available_count: 2 })} />);

    expect(screen.getByText('AVAILABLE')).toBeInTheDocument();
    const book = screen.getByRole('link', { name: /^BOOK NOW/ });
    expect(book).toHaveAttribute('href', '/rooms/7');
    expect(screen.queryByRole('button', { name: 'UNAVAILABLE' })).not.toBeInTheDocument();
  });

  it.each([
    ['available_count is 0', { available_count: 0, is_available: true }],
    ['is_available is false', { available_count: 3, is_available: false }],
  ])('shows Unavailable and a disabled UNAVAILABLE button when %s', (_case, overrides) => {
    renderPage(<RoomCard room={makeRoom({ id: 7, ...overrides })} />);

    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('AVAILABLE')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UNAVAILABLE' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /BOOK NOW/ })).not.toBeInTheDocument();
  });

  it('names the room photo and reserves its size', () => {
    renderPage(<RoomCard room={makeRoom({ title: 'Classic Studio' })} />);

    const photo = screen.getByRole('img', { name: 'Classic Studio photo 1' });
    expect(photo).toHaveAttribute('src', '/images/rooms/deluxe-studio-1.webp');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
  });

  it('falls back to the placeholder when the room has no image', () => {
    renderPage(<RoomCard room={makeRoom({ images: [] })} />);

    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/site/placeholder.svg');
  });
});

describe('RoomCard with a search', () => {
  const oneNight = { stay: { start_date: '2026-01-20', end_date: '2026-01-21' }, guests: 4 };

  it('prices one night and links with the search', () => {
    renderPage(
      <RoomCard room={makeRoom({ id: 7, capacity: 4 })} search={oneNight} freeUnits={1} />,
    );

    // The price per night, and the same for the one night's stay.
    expect(screen.getAllByText('₦35,000')).toHaveLength(2);
    expect(screen.getByText(/for 1 night$/)).toBeInTheDocument();
    expect(screen.getByText('Free for your dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
      'href',
      '/rooms/7?start=2026-01-20&end=2026-01-21&guests=4',
    );
    expect(screen.queryByText(/too small/)).not.toBeInTheDocument();
  });

  it('keeps a type with no unit for sale Unavailable whatever the dates', () => {
    renderPage(
      <RoomCard
        room={makeRoom({ available_count: 0, is_available: false })}
        search={oneNight}
        freeUnits={2}
      />,
    );

    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UNAVAILABLE' })).toBeDisabled();
    expect(screen.queryByText('Free for your dates')).not.toBeInTheDocument();
  });
});
