import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderRoutes, storeSession, stubApi } from '../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

function renderProfile(user = makeUser()) {
  storeSession(user);
  stubApi({
    'GET /api/user': () => jsonResponse(user),
    'GET /api/bookings': () => jsonResponse({ bookings: [] }),
  });
  return renderRoutes([{ path: '/ProfilePage', element: <ProfilePage /> }], '/ProfilePage');
}

describe('ProfilePage affiliate link (spec §3 Profile)', () => {
  it('sends a user who is not an affiliate to the registration', async () => {
    renderProfile();
    const link = await screen.findByRole('link', { name: 'Become an affiliate' });
    expect(link).toHaveAttribute('href', '/affiliate/register');
  });

  it('sends an affiliate to the dashboard, with their code', async () => {
    renderProfile(makeUser({ is_affiliate: true, affiliate_code: 'BKK63RPV' }));
    const link = await screen.findByRole('link', { name: 'Affiliate dashboard' });
    expect(link).toHaveAttribute('href', '/AffiliateDashboard');
    expect(screen.getByText('BKK63RPV')).toBeInTheDocument();
  });
});
