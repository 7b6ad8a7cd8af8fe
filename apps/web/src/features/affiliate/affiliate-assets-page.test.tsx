import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { AffiliateAssetsPage } from './affiliate-assets-page.tsx';

describe('AffiliateAssetsPage', () => {
  it('has one h1 and offers the logo, banner and social square for download', () => {
    renderPage(<AffiliateAssetsPage />, { path: '/affiliate/assets' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Creative assets');

    const downloads = [
      ['Download logo PNG', '/affiliate/aso-residences-logo.png'],
      ['Download banner JPG', '/affiliate/aso-residences-banner.jpg'],
      ['Download social media square PNG', '/affiliate/aso-residences-social-square.png'],
    ] as const;
    expect(screen.getAllByRole('link', { name: /^Download / })).toHaveLength(downloads.length);
    for (const [name, href] of downloads) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('download');
      expect(link).toHaveTextContent('Download');
    }
  });

  it('shows a sized, lazily loaded preview with a description on each card', () => {
    renderPage(<AffiliateAssetsPage />, { path: '/affiliate/assets' });

    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('img'));
    expect(cards).toHaveLength(3);
    const expected = [
      ['Logo', '/affiliate/aso-residences-logo.png', 'PNG · 1200 × 400 px'],
      ['Banner', '/affiliate/aso-residences-banner.jpg', 'JPG · 1600 × 600 px'],
      [
        'Social media square',
        '/affiliate/aso-residences-social-square.png',
        'PNG · 1080 × 1080 px',
      ],
    ] as const;
    cards.forEach((card, index) => {
      const [name, src, size] = expected[index]!;
      const view = within(card);
      expect(view.getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(view.getByText(size)).toBeInTheDocument();
      const preview = view.getByRole('img');
      expect(preview).toHaveAttribute('src', src);
      expect(preview.getAttribute('alt')).toMatch(/Aso Residences/);
      expect(preview).toHaveAttribute('loading', 'lazy');
      expect(preview).toHaveAttribute('width');
      expect(preview).toHaveAttribute('height');
    });
  });

  it('says to keep the brand unaltered and that guests pay the company, never the affiliate', () => {
    renderPage(<AffiliateAssetsPage />, { path: '/affiliate/assets' });

    expect(
      screen.getByText(/do not recolour, stretch, crop or redraw the logo/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Guests always pay Aso Residences directly/)).toHaveTextContent(
      'Never ask a guest to pay you',
    );
    expect(screen.getByRole('link', { name: 'affiliate support' })).toHaveAttribute(
      'href',
      '/affiliate/support',
    );
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute(
      'href',
      '/AffiliateDashboard',
    );
  });
});
