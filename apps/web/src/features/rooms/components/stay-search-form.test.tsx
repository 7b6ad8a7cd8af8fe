import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_STAY_SEARCH } from '@aso/core/stay-search';
import { renderPage } from '../../../test/render.tsx';
import { StaySearchForm } from './stay-search-form.tsx';

function renderForm() {
  const onSearch = vi.fn();
  renderPage(<StaySearchForm search={EMPTY_STAY_SEARCH} today="2026-11-26" onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup() };
}

describe('StaySearchForm', () => {
  it('checks the dates with the room list’s rule', async () => {
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
});
