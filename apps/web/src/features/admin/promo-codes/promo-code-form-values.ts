import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { PromoCodeInputSchema, type PromoCode, type PromoCodeValues } from '@aso/core/promo-codes';

/** What the promo code form holds: text as typed, the room types as ticked ids. */
export interface PromoCodeFormValues {
  code: string;
  percent_off: string;
  amount_off: string;
  stays_from: string;
  stays_to: string;
  valid_until: string;
  min_nights: string;
  max_uses: string;
  room_type_ids: string[];
  active: boolean;
}
export type PromoCodeFieldName = keyof PromoCodeFormValues;

const FIELDS = new Set<string>([
  'code',
  'percent_off',
  'amount_off',
  'stays_from',
  'stays_to',
  'valid_until',
  'min_nights',
  'max_uses',
  'room_type_ids',
  'active',
] satisfies PromoCodeFieldName[]);

/** A field the server named in a 422 (`room_type_ids.0` is the room types'), or null. */
export function promoFieldOf(name: string): PromoCodeFieldName | null {
  const base = name.split('.')[0] ?? name;
  return FIELDS.has(base) ? (base as PromoCodeFieldName) : null;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function promoCodeDefaults(promo: PromoCode | null): PromoCodeFormValues {
  return {
    code: promo?.code ?? '',
    percent_off: promo ? text(promo.percent_off) : '',
    amount_off: promo ? text(promo.amount_off) : '',
    stays_from: promo?.stays_from ?? '',
    stays_to: promo?.stays_to ?? '',
    valid_until: promo?.valid_until ?? '',
    min_nights: promo ? String(promo.min_nights) : '1',
    max_uses: promo ? text(promo.max_uses) : '',
    room_type_ids: promo?.room_type_ids.map(String) ?? [],
    active: promo?.active ?? true,
  };
}

export const promoCodeResolver = zodResolver(PromoCodeInputSchema) as unknown as Resolver<
  PromoCodeFormValues,
  unknown,
  PromoCodeValues
>;
