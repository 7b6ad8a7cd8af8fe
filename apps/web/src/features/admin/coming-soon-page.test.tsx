import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';

describe('ComingSoonPage', () => {
  it.each([
    ['/admin/RoomTypeManagement', 'Room types'],
    ['/admin/UserManagement', 'Users'],
    ['/admin/UserProfile', 'User profile'],
    ['/admin/Payments', 'Payments'],
    ['/admin/policies', 'Policies'],
    ['/admin/settings', 'Settings'],
  ])('names %s "%s", says it is coming, and links back to reservations', (path, title) => {
    renderWithProviders(<ComingSoonPage />, { path });

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByText(/coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute(
      'href',
      '/admin/BookingManagement',
    );
  });
});
