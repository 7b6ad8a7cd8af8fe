import { useMutation, useQueryClient } from '@tanstack/react-query';
import { koboToNaira } from '@aso/core/money';
import { RatePeriodSavedResponseSchema, type RatePeriodChanges } from '@aso/core/rates';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { RATE_PERIODS_KEY } from './get-rate-periods.ts';

export const RATE_PERIOD_SAVE_FAILED = 'Failed to save the rate period';

/** A checked period form, and the period it changes (none: a new one). */
export interface RatePeriodSave {
  id?: number;
  changes: RatePeriodChanges;
}

/** The JSON body of the contract: snake_case, the price back in naira. */
export function ratePeriodBody(changes: RatePeriodChanges) {
  return {
    name: changes.name,
    room_type_id: changes.roomTypeId,
    start_date: changes.startDate,
    end_date: changes.endDate,
    price_per_night:
      changes.pricePerNightKobo === null ? null : koboToNaira(changes.pricePerNightKobo),
    min_nights: changes.minNights,
    max_nights: changes.maxNights,
    closed_to_arrival: changes.closedToArrival,
  };
}

/** `POST /api/rate-periods`, or `PUT /api/rate-periods/{id}` for an existing one. */
export function saveRatePeriod({ id, changes }: RatePeriodSave) {
  return apiRequest(id ? `/rate-periods/${id}` : '/rate-periods', RatePeriodSavedResponseSchema, {
    method: id ? 'PUT' : 'POST',
    body: ratePeriodBody(changes),
  });
}

export function useSaveRatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRatePeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATE_PERIODS_KEY }),
  });
}

/** The server's reason when it refused (a 409 overlap, a 404), else a line of our own. */
export function saveRatePeriodErrorMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || RATE_PERIOD_SAVE_FAILED;
}
