import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, dataColumnHelper, type DataColumn } from './data-table.tsx';
import { SEARCH_DEBOUNCE_MS, useListControls } from './list-controls.tsx';

interface Unit {
  id: number;
  number: string;
  type: string;
}

const column = dataColumnHelper<Unit>();
const columns: DataColumn<Unit>[] = column.columns([
  column.accessor('number', { header: 'Room ID', meta: { rowHeader: true } }),
  column.accessor('type', { header: 'Room Type' }),
]);

const units: Unit[] = [
  { id: 1, number: 'M-101', type: 'Deluxe Studio' },
  { id: 2, number: 'M-102', type: 'Two Bedroom' },
];

type TableProps = Parameters<typeof DataTable<Unit>>[0];

function renderTable(props: Partial<TableProps> = {}) {
  const onPageChange = vi.fn();
  const result = render(
    <DataTable<Unit>
      caption="Rooms"
      columns={columns}
      rows={units}
      pagination={{ current_page: 1, last_page: 3, per_page: 2, total: 6 }}
      page={1}
      pageSize={2}
      onPageChange={onPageChange}
      getRowId={(row) => String(row.id)}
      status="success"
      loadingMessage="Loading rooms..."
      emptyMessage="No rooms found."
      errorMessage="Could not load."
      {...props}
    />,
  );
  return { ...result, onPageChange };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('renders a captioned table with column headers and row headers', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Rooms' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Room ID', 'Room Type']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'M-101' })).toHaveAttribute('scope', 'row');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Deluxe Studio', 'Two Bedroom']);
  });

  it('scrolls inside its own labelled, focusable box', () => {
    renderTable();

    const box = screen.getByRole('region', { name: 'Rooms' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.className).toContain('overflow-x-auto');
    expect(box).toContainElement(screen.getByRole('table'));
  });

  it('pages through the server total: the next page is asked for by number', async () => {
    const { onPageChange } = renderTable();

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderTable({ status: 'pending', rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms...');

    rerender(
      <DataTable<Unit>
        caption="Rooms"
        columns={columns}
        rows={[]}
        page={1}
        pageSize={2}
        onPageChange={() => {}}
        getRowId={(row) => String(row.id)}
        status="success"
        loadingMessage="Loading rooms..."
        emptyMessage="No rooms found."
        errorMessage="Could not load."
      />,
    );
    expect(screen.getByText('No rooms found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(
      <DataTable<Unit>
        caption="Rooms"
        columns={columns}
        rows={undefined}
        page={1}
        pageSize={2}
        onPageChange={() => {}}
        getRowId={(row) => String(row.id)}
        status="error"
        loadingMessage="Loading rooms..."
        emptyMessage="No rooms found."
        errorMessage="Could not load."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('goes back to the last page when its page emptied (the last row was deleted)', () => {
    const { onPageChange } = renderTable({
      rows: [],
      page: 3,
      pagination: { current_page: 3, last_page: 2, per_page: 2, total: 4 },
    });

    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('useListControls', () => {
  it('sends the search after a pause in typing, and goes back to page 1', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() =>
      useListControls({ filters: { status: '' as '' | 'pending' } }),
    );
    act(() => result.current.setPage(3));

    act(() => result.current.setSearchText('  ada '));
    expect(result.current.search).toBe('');
    expect(result.current.page).toBe(3);

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('ada');
    expect(result.current.page).toBe(1);
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const { result } = renderHook(() =>
      useListControls({ filters: { status: '' as '' | 'pending' } }),
    );

    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('status', 'pending'));
    expect(result.current.filters).toEqual({ status: 'pending' });
    expect(result.current.page).toBe(1);

    act(() => result.current.setPage(2));
    act(() => result.current.setSort('oldest'));
    expect(result.current.sort).toBe('oldest');
    expect(result.current.page).toBe(1);
  });
});
