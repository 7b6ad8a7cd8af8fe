import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderPage } from '../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

/** A guest with no bookings yet. */
const noBookings = { 'GET /api/bookings': () => jsonResponse({ bookings: [] }) };

describe('ProfilePage affiliate link (spec §3 Profile)', () => {
  it('sends a user who is not an affiliate to the registration', async () => {
    renderPage(<ProfilePage />, { route: '/ProfilePage', user: makeUser(), api: noBookings });
    const link = await screen.findByRole('link', { name: 'Become an affiliate' });
    expect(link).toHaveAttribute('href', '/affiliate/register');
  });

  it('sends an affiliate to the dashboard, with their code', async () => {
    renderPage(<ProfilePage />, {
      route: '/ProfilePage',
      user: makeUser({ is_affiliate: true, affiliate_code: 'BKK63RPV' }),
      api: noBookings,
    });
    const link = await screen.findByRole('link', { name: 'Affiliate dashboard' });
    expect(link).toHaveAttribute('href', '/AffiliateDashboard');
    expect(screen.getByText('BKK63RPV')).toBeInTheDocument();
  });
});
