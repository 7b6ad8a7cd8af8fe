import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  HouseChargesSavedResponseSchema,
  type HouseChargesAnswer,
  type HouseChargesInputSchema,
} from '@aso/core/rates';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { HOUSE_CHARGES_KEY } from './get-house-charges.ts';

export const CHARGES_UPDATE_FAILED = 'Failed to update the house charges.';

/** The checked form: percentages as numbers. */
export type HouseChargesChanges = z.output<typeof HouseChargesInputSchema>;

/** `PUT /api/settings/charges` (super admin only; anyone else is answered 403). */
export function updateHouseCharges(changes: HouseChargesChanges) {
  return apiRequest('/settings/charges', HouseChargesSavedResponseSchema, {
    method: 'PUT',
    body: changes,
  });
}

/** Saved: the stored charges are the server's answer. */
export function useUpdateHouseCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHouseCharges,
    onSuccess: ({ charges }) =>
      queryClient.setQueryData<HouseChargesAnswer>(HOUSE_CHARGES_KEY, charges),
  });
}

/** The server's reason when it refused (a 403), else a line of our own. */
export function houseChargesErrorMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || CHARGES_UPDATE_FAILED;
}
