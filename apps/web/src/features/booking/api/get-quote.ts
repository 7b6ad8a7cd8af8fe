import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '@aso/core/bookings';
import { QuoteResponseSchema, type QuoteResponse } from '@aso/core/rates';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from '../../../lib/query-keys.ts';

/** What the price depends on: the initiate-payment body without the guest and the echoes. */
export type QuoteRequest = Pick<
  BookingRequest,
  | 'room_type_id'
  | 'start_date'
  | 'end_date'
  | 'breakfast'
  | 'breakfast_count'
  | 'airport_conveyance'
  | 'promo_code'
>;

/**
 * `POST /api/quote`: the stay's price as `initiate-payment` would charge it, line by
 * line; 422 with the field at fault when the dates break a stay rule or the code cannot
 * serve them.
 */
export function getQuote(body: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiRequest('/quote', QuoteResponseSchema, {
    method: 'POST',
    body,
    signal,
    // A public price: nobody's session is involved.
    token: null,
  });
}

export const quoteQueryOptions = (body: QuoteRequest) =>
  queryOptions({
    // Under the rooms' key: a change of rates or bookings there drops the quotes too.
    queryKey: [...ROOMS_KEY, body.room_type_id, 'quote', body],
    queryFn: ({ signal }) => getQuote(body, signal),
    staleTime: 60_000,
    // A refusal is the answer; a failure is said beside the price, not retried behind it.
    retry: false,
  });

/** The quote of the current choices (none without both dates); the last figures stay while the next load. */
export const useQuote = (body: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(body ?? ({} as QuoteRequest)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

/** Why the server will not price (nor book) these choices, said at the field it names. */
export interface QuoteRefusal {
  /** A stay rule of the dates ("These dates need a stay of at least 3 nights."). */
  dates: string | null;
  /** Why the promo code cannot serve this stay ("This code has expired."). */
  promo: string | null;
  /** Anything else (an extra the room no longer offers): said beside the price. */
  other: string | null;
  /** Each of them once, for what still stops BOOK NOW. */
  messages: string[];
}

const FIELD_OF_DATES = ['start_date', 'end_date'];

/** The 422 of a quote as the card shows it; null for no answer or any other failure. */
export function quoteRefusalOf(error: unknown): QuoteRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const errors = Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0);
  const firstOf = (fields: string[]) =>
    errors.find(([field]) => fields.includes(field))?.[1][0] ?? null;
  const dates = firstOf(FIELD_OF_DATES);
  const promo = firstOf(['promo_code']);
  const elsewhere = errors
    .filter(([field]) => !FIELD_OF_DATES.includes(field) && field !== 'promo_code')
    .map(([, messages]) => messages[0]!);
  const other = elsewhere[0] ?? (dates || promo ? null : (error.serverMessage ?? error.message));
  const messages = [dates, promo, ...elsewhere, other].filter(
    (message): message is string => message !== null,
  );
  return { dates, promo, other, messages: [...new Set(messages)] };
}
