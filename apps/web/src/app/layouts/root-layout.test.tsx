import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSavedAffiliateCode } from '../../lib/affiliate-code.ts';
import { renderPage } from '../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

describe('RootLayout', () => {
  it('saves an affiliate code from the address of any page', async () => {
    renderPage(
      [{ element: <RootLayout />, children: [{ path: '/about', element: <h1>About</h1> }] }],
      { path: '/about?ref=ASO-TUNDE' },
    );

    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(getSavedAffiliateCode()).toBe('ASO-TUNDE');
  });
});
