import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageWindow(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination label="Rooms pages" page={1} lastPage={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    rerender(<Pagination label="Rooms pages" page={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('asks for the page chosen', async () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Rooms pages" page={2} lastPage={3} onPageChange={onPageChange} />);

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('is not shown for a single page', () => {
    render(<Pagination label="Rooms pages" page={1} lastPage={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
