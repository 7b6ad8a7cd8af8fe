import { useMutation, useQueryClient } from '@tanstack/react-query';
import { koboToNaira } from '@aso/core/money';
import {
  PromoCodeSavedResponseSchema,
  type PromoCode,
  type PromoCodeValues,
} from '@aso/core/promo-codes';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { PROMO_CODES_KEY } from './get-promo-codes.ts';

export const PROMO_CODE_SAVE_FAILED = 'Failed to save the promo code';

/** The JSON body of `POST /promo-codes` and `PUT /promo-codes/{id}`, amounts in naira. */
export interface PromoCodeBody {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  stays_from: string;
  stays_to: string;
  valid_until: string;
  min_nights: number;
  max_uses: number | null;
  room_type_ids: number[];
  active: boolean;
}

/** A checked form (the shared schema's output, in kobo) as the contract's body. */
export function promoCodeBody(values: PromoCodeValues): PromoCodeBody {
  return {
    code: values.code,
    percent_off: values.percentOff,
    amount_off: values.amountOffKobo === null ? null : koboToNaira(values.amountOffKobo),
    stays_from: values.staysFrom,
    stays_to: values.staysTo,
    valid_until: values.validUntil,
    min_nights: values.minNights,
    max_uses: values.maxUses,
    room_type_ids: values.roomTypeIds,
    active: values.active,
  };
}

/** A stored code sent back as it is, but for `active`: Deactivate and Activate. */
export function withActive(promo: PromoCode, active: boolean): PromoCodeBody {
  return {
    code: promo.code,
    percent_off: promo.percent_off,
    amount_off: promo.amount_off,
    stays_from: promo.stays_from,
    stays_to: promo.stays_to,
    valid_until: promo.valid_until,
    min_nights: promo.min_nights,
    max_uses: promo.max_uses,
    room_type_ids: promo.room_type_ids,
    active,
  };
}

export interface PromoCodeSave {
  /** The code it changes; none: a new one. */
  id?: number;
  body: PromoCodeBody;
}

/** `POST /api/promo-codes`, or `PUT /api/promo-codes/{id}` for an existing one. */
export function savePromoCode({ id, body }: PromoCodeSave) {
  return apiRequest(id ? `/promo-codes/${id}` : '/promo-codes', PromoCodeSavedResponseSchema, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}

/** The server's reason when it refused (a 409 taken code, a 404), else a line of our own. */
export function savePromoCodeErrorMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || PROMO_CODE_SAVE_FAILED;
}
