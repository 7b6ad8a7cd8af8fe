import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

function renderLayoutAt(path: string) {
  const { router } = renderPage(
    [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>Home page</h1>
                <section id="faq">FAQ</section>
              </>
            ),
          },
          { path: '/about', element: <h1>About page</h1> },
          { path: '*', element: <h1>Other page</h1> },
        ],
      },
    ],
    { path },
  );
  return router;
}

describe('PublicLayout', () => {
  it('shows the navbar, footer and skip link on public pages', () => {
    renderLayoutAt('/');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const header = within(screen.getByRole('banner'));
    for (const name of ['Home', 'Residencies', 'About', 'Contact Us', 'LOGIN', 'SIGN UP']) {
      expect(header.getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
  });

  it.each(['/admin', '/admin/BookingManagement'])('hides the navbar and footer on %s', (path) => {
    renderLayoutAt(path);

    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opens the hamburger menu, and closes it on navigation and on Escape', async () => {
    const user = userEvent.setup();
    const router = renderLayoutAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('scrolls to the top on a new page, and to the #hash target on a hash link', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = renderLayoutAt('/');

    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.getElementById('main')).toHaveFocus();

    scrollIntoView.mockClear();
    await act(() => router.navigate('/#faq'));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('faq'));
  });
});
