import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateDashboard } from '@aso/core/affiliates';
import { loadRoutesFor } from '../../../app/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { makeAffiliateTotals } from '../../../test/affiliates.ts';
import { jsonResponse, makeUser, storeSession, stubApi } from '../../../test/render.tsx';
import { startDashboardRequest, takeDashboardRequest } from './dashboard-early-request.ts';
import { getAffiliateDashboard } from './get-affiliate-dashboard.ts';

const DASHBOARD: AffiliateDashboard = {
  affiliate: makeAffiliateTotals(),
  bookings: [],
  stats: { visits_30d: 3, bookings_30d: 0, conversion_rate: 0, monthly: [] },
};

const dashboardCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/affiliate/dashboard'))
    .length;

afterEach(() => {
  takeDashboardRequest();
  vi.useRealTimers();
});

describe('the dashboard request started with the route', () => {
  it('starts as the route’s code loads, and the page takes its answer without asking again', async () => {
    storeSession(makeUser({ is_affiliate: true }));
    const fetchMock = stubApi({ 'GET /api/affiliate/dashboard': () => jsonResponse(DASHBOARD) });

    await loadRoutesFor('/AffiliateDashboard');
    expect(dashboardCalls(fetchMock)).toBe(1);

    expect(await getAffiliateDashboard()).toEqual(DASHBOARD);
    expect(dashboardCalls(fetchMock)).toBe(1);
    // Taken once: the next load (a refetch) asks the server.
    expect(await getAffiliateDashboard()).toEqual(DASHBOARD);
    expect(dashboardCalls(fetchMock)).toBe(2);
  });

  it('sends nothing without a stored user', () => {
    const fetchMock = stubApi({ 'GET /api/affiliate/dashboard': () => jsonResponse(DASHBOARD) });
    startDashboardRequest();
    expect(dashboardCalls(fetchMock)).toBe(0);
    expect(takeDashboardRequest()).toBeNull();
  });

  it('is not taken for another session, nor once it is old', async () => {
    storeSession(makeUser(), 'first-token');
    const fetchMock = stubApi({ 'GET /api/affiliate/dashboard': () => jsonResponse(DASHBOARD) });
    startDashboardRequest();
    storeSession(makeUser(), 'second-token');
    expect(takeDashboardRequest()).toBeNull();

    startDashboardRequest();
    expect(takeDashboardRequest(Date.now() + 11_000)).toBeNull();
    expect(dashboardCalls(fetchMock)).toBe(2);
  });

  it('gives the page the server’s error, and checks the answer against the schema', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/affiliate/dashboard': () => jsonResponse({ message: 'Not an affiliate.' }, 404),
    });
    startDashboardRequest();
    const error = await getAffiliateDashboard().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Not an affiliate.' });

    stubApi({ 'GET /api/affiliate/dashboard': () => jsonResponse({ affiliate: null }) });
    startDashboardRequest();
    await expect(getAffiliateDashboard()).rejects.toMatchObject({
      message: 'The server sent an unexpected response.',
    });
  });
});
