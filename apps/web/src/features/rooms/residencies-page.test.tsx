import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeRoom, renderWithProviders } from '../../test/render.tsx';
import { ResidenciesPage } from './residencies-page.tsx';

describe('ResidenciesPage', () => {
  it('shows "Loading rooms..." and then one card per room type', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        rooms: [
          makeRoom({ id: 1, title: 'Deluxe Studio' }),
          makeRoom({ id: 2, title: 'Family Two Bedroom Apartment', available_count: 0 }),
        ],
      }),
    );
    renderWithProviders(<ResidenciesPage />);

    expect(screen.getByText('Loading rooms...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Family Two Bedroom Apartment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading rooms...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/rooms',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('leaves an empty list with a message and Retry when the load fails, and recovers', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ message: 'Internal Server Error' }, 500))
      .mockResolvedValueOnce(
        jsonResponse({ rooms: [makeRoom({ id: 3, title: 'Classic Studio' })] }),
      );
    renderWithProviders(<ResidenciesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not load the residencies/i);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our residencies' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Classic Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the failure message, not a crash, when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<ResidenciesPage />);

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
