import { queryOptions, useQueries } from '@tanstack/react-query';
import { CalendarResponseSchema, type CalendarResponse } from '@aso/core/bookings';
import { apiRequest } from '../../../lib/api-client.ts';

/** A calendar month, `YYYY-MM`. */
export type MonthKey = string;

export interface CalendarWindow {
  from: string;
  to: string;
}

/**
 * The nights of one month to ask about: from its first day (or today, for the current
 * month) up to the first day of the next, so the last night is covered whether the
 * server reads `to` as inclusive or not.
 */
export function monthWindow(month: MonthKey, today: string): CalendarWindow | null {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  if (next <= today) return null;
  return { from: first < today ? today : first, to: next };
}

/**
 * `GET /api/rooms/{id}/calendar`: the nights on which no unit of the type is free, of
 * those the ones full only because of unpaid checkouts, and the nights of rate periods.
 */
export function getRoomCalendar(
  roomId: number,
  { from, to }: CalendarWindow,
  signal?: AbortSignal,
): Promise<CalendarResponse> {
  const query = new URLSearchParams({ from, to });
  return apiRequest(`/rooms/${roomId}/calendar?${query}`, CalendarResponseSchema, { signal });
}

export const roomCalendarQueryOptions = (roomId: number, window: CalendarWindow) =>
  queryOptions({
    queryKey: ['rooms', roomId, 'calendar', window.from, window.to],
    queryFn: ({ signal }) => getRoomCalendar(roomId, window, signal),
    // Other guests book all the time: a minute-old answer is the most worth keeping.
    staleTime: 60_000,
  });

/** A night a rate period covers: its price and the rules of a stay that starts on it. */
export type NightRate = CalendarResponse['rates'][number];

export interface RoomCalendar {
  unavailable: ReadonlySet<string>;
  /** Unavailable only while unpaid checkouts hold them: they may free up. */
  held: ReadonlySet<string>;
  /** The nights of rate periods, by date; any other night is at the room's own price, free of rules. */
  rates: ReadonlyMap<string, NightRate>;
  isLoading: boolean;
  isError: boolean;
}

/** The unavailable, held and rated nights of the given months, merged; each month cached on its own. */
export function useRoomCalendar(roomId: number, months: MonthKey[], today: string): RoomCalendar {
  const windows = months
    .map((month) => monthWindow(month, today))
    .filter((window): window is CalendarWindow => window !== null);
  return useQueries({
    queries: windows.map((window) => roomCalendarQueryOptions(roomId, window)),
    combine: (results) => ({
      unavailable: new Set(results.flatMap((result) => result.data?.unavailable_dates ?? [])),
      held: new Set(results.flatMap((result) => result.data?.held_dates ?? [])),
      rates: new Map(
        results.flatMap((result) => result.data?.rates ?? []).map((rate) => [rate.date, rate]),
      ),
      isLoading: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
