import { queryOptions, useQuery } from '@tanstack/react-query';
// Type only: a hand check instead of CatalogueSummarySchema keeps Zod off the home page.
import type { CatalogueSummary } from '@aso/core/rooms';
import { apiRequest, type ResponseParser } from '../../../lib/api-client.ts';
import { CATALOGUE_KEY } from '../../../lib/query-keys.ts';

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

export const catalogueSummaryParser: ResponseParser<CatalogueSummary> = {
  parse(data) {
    const { units, locations, room_types } = (data ?? {}) as Record<string, unknown>;
    if (!isCount(units) || !isCount(locations) || !isCount(room_types)) {
      throw new Error('Not a catalogue summary');
    }
    return { units, locations, room_types };
  },
};

/** `GET /api/catalogue/summary`: how many units, locations and room types are listed. */
export function getCatalogueSummary(signal?: AbortSignal): Promise<CatalogueSummary> {
  return apiRequest('/catalogue/summary', catalogueSummaryParser, { signal });
}

export const catalogueSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'summary'],
    queryFn: ({ signal }) => getCatalogueSummary(signal),
    staleTime: 10 * 60_000,
  });

export const useCatalogueSummary = () => useQuery(catalogueSummaryQueryOptions());
