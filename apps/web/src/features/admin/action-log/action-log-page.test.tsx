import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionLogEntry } from '@aso/core/admin';
import { jsonResponse, renderAsAdmin, stubApi } from '../../../test/render.tsx';
import { ActionLogPage } from './action-log-page.tsx';

const entry = (overrides: Partial<ActionLogEntry> = {}): ActionLogEntry => ({
  id: 1,
  admin_name: 'Ngozi Eze',
  action: 'room.delete',
  details: 'Deleted room M-101',
  created_at: '2026-11-24T14:05:00.000Z',
  ...overrides,
});

describe('ActionLogPage', () => {
  it('lists who did what and when, asking for twenty a page', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/admin-action-logs': ({ query }) => {
        queries.push(query);
        return jsonResponse({
          logs: [entry()],
          pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        });
      },
    });
    renderAsAdmin(<ActionLogPage />, { route: '/admin/action-log', role: 'super_admin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Action log' })).toBeInTheDocument();
    expect(screen.getByText('Loading logs...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '20' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User Name', 'Action', 'Details', 'Date/Time']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Ngozi Eze');
    expect(row).toHaveTextContent('room.delete');
    expect(row).toHaveTextContent('Deleted room M-101');
    // 14:05 UTC is 3:05 PM in Abuja.
    expect(row).toHaveTextContent('Tue, 24 Nov 2026, 3:05 PM');
  });

  it('says "No admin actions found." when the log is empty', async () => {
    stubApi({
      'GET /api/admin-action-logs': () =>
        jsonResponse({
          logs: [],
          pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
        }),
    });
    renderAsAdmin(<ActionLogPage />, { route: '/admin/action-log', role: 'super_admin' });

    expect(await screen.findByText('No admin actions found.')).toBeInTheDocument();
  });

  it('leaves the list empty when the log fails to load, and says so', async () => {
    stubApi({ 'GET /api/admin-action-logs': () => jsonResponse({ message: 'Boom' }, 500) });
    renderAsAdmin(<ActionLogPage />, { route: '/admin/action-log', role: 'super_admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The action log could not be loaded just now.',
    );
    expect(screen.getByText('No admin actions found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells an admin that only a super admin reads the log, without asking the server', () => {
    const fetchMock = stubApi({});
    renderAsAdmin(<ActionLogPage />, { route: '/admin/action-log', role: 'admin' });

    expect(screen.getByText('Only a super admin can read the action log.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same when the server refuses (403)', async () => {
    stubApi({
      'GET /api/admin-action-logs': () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    renderAsAdmin(<ActionLogPage />, { route: '/admin/action-log', role: 'super_admin' });

    expect(
      await screen.findByText('Only a super admin can read the action log.'),
    ).toBeInTheDocument();
  });
});
