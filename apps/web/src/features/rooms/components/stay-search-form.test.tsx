import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_STAY_SEARCH } from '@aso/core/stay-search';
import { NETWORK_MESSAGE } from '../../../lib/api-client.ts';
import { StaySearchForm } from './stay-search-form.tsx';

const load = vi.hoisted(() => ({ fails: false }));
// The dates' rule comes with the first search; here its download can be made to fail.
vi.mock('../api/room-schemas.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/room-schemas.ts')>();
  return {
    loadRoomSchemas: () =>
      load.fails ? Promise.reject(new TypeError('Failed to fetch')) : original.loadRoomSchemas(),
  };
});

function renderForm() {
  const onSearch = vi.fn();
  render(
    <MemoryRouter>
      <StaySearchForm search={EMPTY_STAY_SEARCH} today="2026-11-26" onSearch={onSearch} />
    </MemoryRouter>,
  );
  return { onSearch, user: userEvent.setup() };
}

describe('StaySearchForm', () => {
  it('checks the dates with the room list’s rule, loaded with the first search', async () => {
    load.fails = false;
    const { onSearch, user } = renderForm();
    await user.type(screen.getByLabelText('Check-in'), '2026-12-05');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: /search/i }));

    expect(await screen.findByText('Check-out must be after check-in.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), '2026-12-08');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await vi.waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        stay: { start_date: '2026-12-05', end_date: '2026-12-08' },
        guests: 1,
      }),
    );
  });

  it('says so at check-in, and searches nothing, when the rule cannot be loaded', async () => {
    load.fails = true;
    const { onSearch, user } = renderForm();
    await user.type(screen.getByLabelText('Check-in'), '2026-12-05');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-08');
    await user.click(screen.getByRole('button', { name: /search/i }));

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(
        expect.stringContaining(NETWORK_MESSAGE),
      ),
    );
    expect(screen.getByLabelText('Check-in')).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
