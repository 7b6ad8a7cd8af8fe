import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PAYMENT_NOT_VERIFIED, PaymentFailedPage } from './payment-failed-page.tsx';

describe('PaymentFailedPage', () => {
  it('says the payment could not be verified and links back to the residencies and support', () => {
    renderWithProviders(<PaymentFailedPage />, { path: '/payment-failed' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(PAYMENT_NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to residencies' })).toHaveAttribute(
      'href',
      '/residencies',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
