import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { addDays, isIsoDate } from '@aso/core/dates';
import { RatePeriodInputSchema, type RatePeriod, type RatePeriodChanges } from '@aso/core/rates';
import { lastNightOf } from './price-calendar-month.ts';

/**
 * What the period form holds: text as typed. Staff give the first and the last night;
 * the contract's end date is the morning after the last night (exclusive, as a check-out).
 */
export interface RatePeriodFormValues {
  name: string;
  /** '' for every room type. */
  room_type_id: string;
  start_date: string;
  last_night: string;
  price_per_night: string;
  min_nights: string;
  max_nights: string;
  closed_to_arrival: boolean;
}
export type RatePeriodFieldName = keyof RatePeriodFormValues;

const FIELDS = new Set<string>([
  'name',
  'room_type_id',
  'start_date',
  'last_night',
  'price_per_night',
  'min_nights',
  'max_nights',
  'closed_to_arrival',
] satisfies RatePeriodFieldName[]);

const text = (value: number | null) => (value === null ? '' : String(value));

export function ratePeriodDefaults(
  period: RatePeriod | null,
  roomTypeId: number | null,
): RatePeriodFormValues {
  return {
    name: period?.name ?? '',
    room_type_id: period ? text(period.room_type_id) : text(roomTypeId),
    start_date: period?.start_date ?? '',
    last_night: period ? lastNightOf(period) : '',
    price_per_night: period ? text(period.price_per_night) : '',
    min_nights: period ? text(period.min_nights) : '',
    max_nights: period ? text(period.max_nights) : '',
    closed_to_arrival: period?.closed_to_arrival ?? false,
  };
}

/**
 * A field of the contract (the shared schema's or the server's 422) as the form names
 * it, with its message in the form's words: the end date is given as the last night.
 */
export function formFieldOf(
  name: string,
  message: string,
): { name: RatePeriodFieldName; message: string } | null {
  if (name === 'end_date') {
    const ordered = message === 'The end date must be after the start date.';
    return {
      name: 'last_night',
      message: ordered
        ? 'The last night may not be before the first night.'
        : message.replace('end date', 'last night'),
    };
  }
  if (name === 'start_date') return { name, message: message.replace('start date', 'first night') };
  return FIELDS.has(name) ? { name: name as RatePeriodFieldName, message } : null;
}

const schemaResolver = zodResolver(RatePeriodInputSchema) as unknown as Resolver<
  Record<string, unknown>,
  unknown,
  RatePeriodChanges
>;

/** The shared schema on the contract's fields, its reasons put back on the form's. */
export const ratePeriodResolver: Resolver<
  RatePeriodFormValues,
  unknown,
  RatePeriodChanges
> = async (values, context, options) => {
  const { last_night, ...rest } = values;
  const input = {
    ...rest,
    end_date: isIsoDate(last_night.trim()) ? addDays(last_night.trim(), 1) : last_night,
  };
  const result = await schemaResolver(input, context, options as never);
  if (Object.keys(result.errors).length === 0) return result as never;
  const errors: FieldErrors<RatePeriodFormValues> = {};
  for (const [name, error] of Object.entries(result.errors)) {
    const message = typeof error?.message === 'string' ? error.message : '';
    const field = formFieldOf(name, message);
    if (field)
      errors[field.name] = { type: String(error?.type ?? 'validate'), message: field.message };
  }
  return { values: {}, errors };
};
