/*
 * What prices a stay (packages/core/src/stay-price.ts): the room type's prices and
 * long-stay discounts, the rate periods that share a night with the stay, and the house
 * charges, read as json in the statement that reads the room type, so pricing costs no
 * round trip of its own. The texts are spliced into prepared reads (the checkout's stay
 * check, the quote), whose parameters are numbered by the caller.
 */
import {
  NO_HOUSE_CHARGES,
  type CalendarRoomType,
  type HouseCharges,
  type RatePeriodRule,
} from '@aso/core/stay-price';

/** The room type's fields as `json_build_object` arguments, from `room_types t`. */
export const ROOM_TYPE_PRICE_FIELDS = `
  'id', t.id, 'title', t.title, 'pricePerNightKobo', t.price_per_night_kobo,
  'breakfastEnabled', t.breakfast_enabled, 'breakfastPriceKobo', t.breakfast_price_kobo,
  'airportConveyanceEnabled', t.airport_conveyance_enabled,
  'airportPickupPriceKobo', t.airport_pickup_price_kobo,
  'airportDropoffPriceKobo', t.airport_dropoff_price_kobo,
  'airportBothPriceKobo', t.airport_both_price_kobo,
  'weeklyDiscountPercent', t.weekly_discount_percent,
  'monthlyDiscountPercent', t.monthly_discount_percent`;

/** A rate period row `p` as the json of a `RatePeriodRule`. */
export const RATE_PERIOD_JSON = `json_build_object(
  'id', p.id, 'name', p.name, 'roomTypeId', p.room_type_id,
  'startDate', p.start_date, 'endDate', p.end_date,
  'pricePerNightKobo', p.price_per_night_kobo,
  'minNights', p.min_nights, 'maxNights', p.max_nights,
  'closedToArrival', p.closed_to_arrival)`;

/**
 * `'periods', […], 'charges', {…}` as `json_build_object` arguments: the periods of the
 * type `typeParam` (null: of every type) or of all types sharing a night with [startParam, endParam), and the
 * house charges (none while the row is missing). Parameters are given as `$n::type` text.
 */
export function stayPricingFields(
  typeParam: string | null,
  startParam: string,
  endParam: string,
  /** Read only when this SQL condition holds (else no periods, no charges): saves the work when a refusal needs no price. */
  when = 'true',
) {
  const ofType = typeParam ? `(p.room_type_id = ${typeParam} or p.room_type_id is null) and` : '';
  const none = `'${JSON.stringify(NO_HOUSE_CHARGES)}'::json`;
  return `
  'periods', case when ${when} then (select coalesce(json_agg(${RATE_PERIOD_JSON} order by p.id), '[]'::json)
    from rate_periods p
    where ${ofType} p.start_date < ${endParam} and p.end_date > ${startParam}) else '[]'::json end,
  'charges', case when ${when} then coalesce((select json_build_object(
      'vatPercent', c.vat_percent,
      'consumptionTaxPercent', c.consumption_tax_percent,
      'serviceChargePercent', c.service_charge_percent,
      'taxesIncluded', c.taxes_included)
    from house_charges c), ${none}) else ${none} end`;
}

/** What `ROOM_TYPE_PRICE_FIELDS` and `stayPricingFields` read. */
export interface StayPricing {
  roomType: CalendarRoomType;
  periods: RatePeriodRule[];
  charges: HouseCharges;
}
