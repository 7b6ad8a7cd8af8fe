import { addDays } from '@aso/core/dates';
import { nairaToKobo } from '@aso/core/money';
import type { RatePeriod } from '@aso/core/rates';
import type { AdminRoomType } from '@aso/core/room-types';
import {
  NO_HOUSE_CHARGES,
  priceStayOnCalendar,
  type CalendarRoomType,
  type PricedNight,
  type RatePeriodRule,
} from '@aso/core/stay-price';

/*
 * One month of the rates calendar: each night at the price a guest would be quoted for it,
 * read from the one pricing rule (`priceStayOnCalendar` over the month, no extras, no house
 * charges), so the calendar and the checkout can never disagree about which period wins.
 */

/** `YYYY-MM`. */
export type Month = string;

export const isMonth = (value: string): value is Month =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && Number(value.slice(0, 4)) >= 2000;

export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);

export function shiftMonth(month: Month, by: number): Month {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by];
  const date = new Date(Date.UTC(year, index, 1));
  return date.toISOString().slice(0, 7);
}

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2027-01` → "January 2027". */
export const monthLabel = (month: Month) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A period as the pricing rule reads it: the price in kobo. */
export function ratePeriodRule(period: RatePeriod): RatePeriodRule {
  return {
    id: period.id,
    name: period.name,
    roomTypeId: period.room_type_id,
    startDate: period.start_date,
    endDate: period.end_date,
    pricePerNightKobo: period.price_per_night === null ? null : nairaToKobo(period.price_per_night),
    minNights: period.min_nights,
    maxNights: period.max_nights,
    closedToArrival: period.closed_to_arrival,
  };
}

/** Only the nightly price matters here: no extras, no long-stay discounts. */
function calendarRoomType(roomType: AdminRoomType): CalendarRoomType {
  return {
    id: roomType.id,
    title: roomType.title,
    pricePerNightKobo: nairaToKobo(roomType.price_per_night),
    breakfastEnabled: false,
    breakfastPriceKobo: 0,
    airportConveyanceEnabled: false,
    airportPickupPriceKobo: null,
    airportDropoffPriceKobo: null,
    airportBothPriceKobo: null,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
  };
}

/** Every night of the month with its price and the period that decides it. */
export function monthNights(
  roomType: AdminRoomType,
  periods: readonly RatePeriod[],
  month: Month,
): PricedNight[] {
  const quote = priceStayOnCalendar(
    calendarRoomType(roomType),
    periods.map(ratePeriodRule),
    {
      startDate: `${month}-01`,
      endDate: `${shiftMonth(month, 1)}-01`,
      breakfastCount: null,
      conveyance: null,
    },
    null,
    NO_HOUSE_CHARGES,
  );
  return quote.nights;
}

/** The month's nights in weeks from Monday; null pads the first and last week. */
export function monthWeeks<Night extends { date: string }>(nights: Night[]): (Night | null)[][] {
  const first = nights[0];
  if (!first) return [];
  // getUTCDay: Sunday 0; Monday first here.
  const lead = (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (Night | null)[] = [...Array<null>(lead).fill(null), ...nights];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The period's last night (its end date is exclusive, like a check-out). */
export const lastNightOf = (period: Pick<RatePeriod, 'end_date'>) => addDays(period.end_date, -1);

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A night's price in a calendar cell: 45000 naira as "45K" (the cell adds ₦ where it fits). */
export const compactPrice = (kobo: number) => compact.format(kobo / 100);

/*
 * The periods' colours, each text AA on its tint: emerald #1f4d3a on mint, brass-dark
 * #8a5a1c on sand, terracotta-dark on blush, blue #0b3a82 on #e1ebfb, violet #4c1d95 on
 * #efe7fd, teal #134e4a on #dff3f1. Past six periods they repeat; the name says which.
 */
export const PERIOD_COLOURS = [
  'border-brand/50 bg-mint text-brand',
  'border-brass bg-sand text-brass-dark',
  'border-terracotta bg-blush text-terracotta-dark',
  'border-[#1f5fbf] bg-[#e1ebfb] text-[#0b3a82]',
  'border-[#7c3aed] bg-[#efe7fd] text-[#4c1d95]',
  'border-[#0f766e] bg-[#dff3f1] text-[#134e4a]',
] as const;

/** Each period's colour, by its place in the list. */
export function periodColours(periods: readonly RatePeriod[]): Map<number, string> {
  return new Map(
    periods.map((period, index) => [
      period.id,
      PERIOD_COLOURS[index % PERIOD_COLOURS.length] ?? PERIOD_COLOURS[0],
    ]),
  );
}
