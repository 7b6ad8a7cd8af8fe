import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Policy } from '@aso/core/policies';
import { jsonResponse, renderPage, stubApi } from '../../test/render.tsx';
import { PoliciesPage } from './policies-page.tsx';

const privacy: Policy = {
  id: 12,
  title: 'Privacy',
  category: 'Your data',
  placement: 'site_wide',
  content: 'We **never** sell your data.',
  content_html:
    '<p>We <strong>never</strong> sell your data. <a href="https://aso.example/privacy" rel="noopener noreferrer nofollow">Read more</a></p><ul><li>Bookings</li></ul>',
};

describe('PoliciesPage', () => {
  it('shows the site-wide policies with their formatting under one h1', async () => {
    const urls: string[] = [];
    stubApi({
      'GET /api/policies': ({ query }) => {
        urls.push(query.toString());
        return jsonResponse({ policies: [privacy] });
      },
    });
    renderPage(<PoliciesPage />, { route: '/policies' });

    expect(screen.getByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Privacy' });
    expect(urls).toEqual(['placement=site_wide']);
    expect(within(article).getByText('Your data')).toBeInTheDocument();
    expect(within(article).getByText('never', { selector: 'strong' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://aso.example/privacy',
    );
    expect(within(article).getByRole('listitem')).toHaveTextContent('Bookings');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says nothing is published yet, and where the house rules are, when there are none', async () => {
    stubApi({ 'GET /api/policies': () => jsonResponse({ policies: [] }) });
    renderPage(<PoliciesPage />, { route: '/policies' });

    expect(
      await screen.findByRole('heading', { name: 'Nothing published yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'residences' })).toHaveAttribute(
      'href',
      '/residencies',
    );
    expect(screen.getByRole('link', { name: 'contact the front desk' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('says "Failed to load policies" and tries again on Retry', async () => {
    let calls = 0;
    stubApi({
      'GET /api/policies': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Internal Server Error' }, 500)
          : jsonResponse({ policies: [privacy] });
      },
    });
    const user = userEvent.setup();
    renderPage(<PoliciesPage />, { route: '/policies' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load policies');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Privacy' })).toBeInTheDocument();
  });
});
