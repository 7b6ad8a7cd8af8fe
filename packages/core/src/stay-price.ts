/**
 * The price of a stay on the house's calendar (issue 31 point 1): each night at the rate
 * period covering it, long-stay and promo discounts, extras, service charge and taxes, as
 * lines in integer kobo. The same on the server (which charges and stores the lines) and
 * in the browser (which shows them before paying).
 */
import { z } from 'zod';
import { addDays, nightsBetween } from './dates.ts';
import { formatDate } from './display-dates.ts';
import { formatKobo, koboToNaira } from './money.ts';
import { priceStay, type ConveyanceDirection, type PricedRoomType } from './pricing.ts';

/** A rate period, as the server stores it. */
export interface RatePeriodRule {
  id: number;
  name: string;
  /** null: all room types. */
  roomTypeId: number | null;
  /** `YYYY-MM-DD`, the first night covered. */
  startDate: string;
  /** Exclusive, like a stay's check-out. */
  endDate: string;
  /** null: the room type's own price. */
  pricePerNightKobo: number | null;
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
}

/** A promo code: a percentage off the room, or a fixed amount (percentOff wins if both are set). */
export interface PromoRule {
  code: string;
  percentOff: number | null;
  amountOffKobo: number | null;
}

/** The house's charges, in percent (decimals allowed: VAT 7.5). */
export interface HouseCharges {
  vatPercent: number;
  consumptionTaxPercent: number;
  serviceChargePercent: number;
  /** The prices already hold VAT and consumption tax: they are shown, not added. */
  taxesIncluded: boolean;
}

export const NO_HOUSE_CHARGES: HouseCharges = {
  vatPercent: 0,
  consumptionTaxPercent: 0,
  serviceChargePercent: 0,
  taxesIncluded: false,
};

/** In the order the lines come; the server's `booking_lines.kind` checks the same list. */
export const PRICE_LINE_KINDS = [
  'room',
  'long_stay_discount',
  'promo_discount',
  'breakfast',
  'conveyance',
  'service_charge',
  'vat',
  'consumption_tax',
] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

/** A price line as answered, in naira; discounts are negative. */
export const PriceLineAnswerSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string(),
  amount: z.number(),
  /** A tax held in the prices (taxes included): shown, not added to the total. */
  included: z.boolean(),
});
export type PriceLineAnswer = z.infer<typeof PriceLineAnswerSchema>;

export const toPriceLineAnswer = (line: PriceLine): PriceLineAnswer => ({
  kind: line.kind,
  label: line.label,
  amount: koboToNaira(line.amountKobo),
  included: line.included ?? false,
});

/** One line of a quote in kobo; discounts are negative. The HTTP layer speaks naira. */
export const PriceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string().min(1),
  amountKobo: z.number().int().safe(),
  /** A tax held in the prices (taxes included): shown, not added to the total. */
  included: z.boolean().optional(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

export interface CalendarRoomType extends PricedRoomType {
  id: number;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

export interface PricedNight {
  date: string;
  priceKobo: number;
  /** The rate period covering the night, or null; its price may be null (the base price). */
  periodId: number | null;
}

export interface StayQuote {
  nights: PricedNight[];
  lines: PriceLine[];
  totalKobo: number;
  // The parts the server stores on the booking:
  /** The room after the long-stay and promo discounts. */
  roomKobo: number;
  breakfastKobo: number;
  conveyanceKobo: number;
  serviceChargeKobo: number;
  /** VAT plus consumption tax, added or (taxes included) held in the total. */
  taxKobo: number;
}

export interface CalendarStay {
  startDate: string;
  endDate: string;
}

export interface CalendarStayRequest extends CalendarStay {
  /** Persons having breakfast, or null without breakfast. */
  breakfastCount: number | null;
  conveyance: ConveyanceDirection | null;
}

/** Long-stay discounts start at these lengths (the monthly one replaces the weekly one). */
export const WEEKLY_DISCOUNT_FROM_NIGHTS = 7;
export const MONTHLY_DISCOUNT_FROM_NIGHTS = 28;

/**
 * The period that decides a night: one of the room type beats one for all types; among
 * overlapping periods of the same kind, the one starting last (the narrower one set inside
 * a season), then the lower id, so the answer never depends on the order of the list.
 */
function periodCovering(
  roomTypeId: number,
  periods: readonly RatePeriodRule[],
  date: string,
): RatePeriodRule | null {
  let best: RatePeriodRule | null = null;
  for (const period of periods) {
    if (period.roomTypeId !== null && period.roomTypeId !== roomTypeId) continue;
    if (date < period.startDate || date >= period.endDate) continue;
    if (!best || decidesBefore(period, best)) best = period;
  }
  return best;
}

function decidesBefore(a: RatePeriodRule, b: RatePeriodRule): boolean {
  const aOwn = a.roomTypeId !== null;
  if (aOwn !== (b.roomTypeId !== null)) return aOwn;
  if (a.startDate !== b.startDate) return a.startDate > b.startDate;
  return a.id < b.id;
}

const nightsText = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/**
 * What keeps a stay from being booked on these dates (issue 31 point 2), or null. The
 * period covering the first night decides its minimum and maximum length and whether
 * guests may arrive that day.
 */
export function stayRuleViolation(
  roomTypeId: number,
  periods: readonly RatePeriodRule[],
  stay: CalendarStay,
): string | null {
  const period = periodCovering(roomTypeId, periods, stay.startDate);
  if (!period) return null;
  const nights = nightsBetween(stay.startDate, stay.endDate);
  if (period.closedToArrival) {
    return `Check-in is not possible on ${formatDate(stay.startDate)}.`;
  }
  if (period.minNights !== null && nights < period.minNights) {
    return `These dates need a stay of at least ${nightsText(period.minNights)}.`;
  }
  if (period.maxNights !== null && nights > period.maxNights) {
    return `These dates allow a stay of at most ${nightsText(period.maxNights)}.`;
  }
  return null;
}

const roomLine = (nights: number, amountKobo: number): PriceLine => ({
  kind: 'room',
  label: `Room (${nightsText(nights)})`,
  amountKobo,
});

const breakfastLine = (persons: number, nights: number, amountKobo: number): PriceLine => ({
  kind: 'breakfast',
  label: `Breakfast (${persons === 1 ? '1 person' : `${persons} persons`} × ${nightsText(nights)})`,
  amountKobo,
});

const conveyanceLine = (amountKobo: number): PriceLine => ({
  kind: 'conveyance',
  label: 'Airport conveyance',
  amountKobo,
});

/**
 * A line's amount as a receipt or a mail prints it: "₦105,000", "−₦10,500" for a
 * discount, "Free" for conveyance that costs nothing (from 10 nights).
 */
export function formatLineAmount(line: Pick<PriceLine, 'kind' | 'amountKobo'>): string {
  if (line.kind === 'conveyance' && line.amountKobo === 0) return 'Free';
  return line.amountKobo < 0 ? `−${formatKobo(-line.amountKobo)}` : formatKobo(line.amountKobo);
}

/** A line's label as printed: a tax held in the prices says so. */
export const lineLabel = (line: Pick<PriceLine, 'label' | 'included'>) =>
  line.included ? `${line.label}, included in the price` : line.label;

/**
 * The lines of a booking priced before the calendar's rules (it stored no lines): its
 * room, breakfast and conveyance as it stored them.
 */
export function linesOfStoredAmounts(booking: {
  nights: number;
  roomKobo: number;
  breakfastCount: number | null;
  breakfastKobo: number;
  conveyanceDirection: string | null;
  conveyanceKobo: number;
}): PriceLine[] {
  const lines = [roomLine(booking.nights, booking.roomKobo)];
  if (booking.breakfastCount) {
    lines.push(breakfastLine(booking.breakfastCount, booking.nights, booking.breakfastKobo));
  }
  if (booking.conveyanceDirection) lines.push(conveyanceLine(booking.conveyanceKobo));
  return lines;
}

/** A percentage as an exact fraction of one, read from its decimal text: 7.5 → 75/1000. */
function percentFraction(percent: number): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(percent));
  if (!match || percent < 0) throw new RangeError(`Not a percentage: ${percent}`);
  const [, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0
    ? { numerator: digits, denominator: 100n * 10n ** BigInt(scale) }
    : { numerator: digits * 10n ** BigInt(-scale), denominator: 100n };
}

/** `amount × numerator / denominator`, rounded half up to the kobo (amounts are ≥ 0). */
function roundHalfUp(amountKobo: number, numerator: bigint, denominator: bigint): number {
  return Number((2n * BigInt(amountKobo) * numerator + denominator) / (2n * denominator));
}

/** `percent`% of an amount, half up to the kobo. */
function percentOf(amountKobo: number, percent: number): number {
  const { numerator, denominator } = percentFraction(percent);
  return roundHalfUp(amountKobo, numerator, denominator);
}

/** The part of a price holding a `percent`% tax: amount × r / (1 + r), half up. */
function includedPercentOf(amountKobo: number, percent: number): number {
  const { numerator, denominator } = percentFraction(percent);
  return roundHalfUp(amountKobo, numerator, denominator + numerator);
}

/**
 * The price of a stay on the calendar, in integer kobo (DESIGN §3), in this order, each
 * line rounded half up to the kobo: the nights at their periods' prices; the long-stay
 * discount on them (monthly from 28 nights, weekly from 7, the larger that applies);
 * the promo on what is left, never below zero; breakfast and conveyance as `priceStay`
 * prices them, never discounted; the service charge on all that; VAT and consumption tax
 * each on that plus the service charge, or, taxes included, the part of it they are.
 */
export function priceStayOnCalendar(
  roomType: CalendarRoomType,
  periods: readonly RatePeriodRule[],
  stay: CalendarStayRequest,
  promo: PromoRule | null,
  charges: HouseCharges,
): StayQuote {
  const count = Math.max(0, nightsBetween(stay.startDate, stay.endDate));
  const nights: PricedNight[] = Array.from({ length: count }, (_, index) => {
    const date = addDays(stay.startDate, index);
    const period = periodCovering(roomType.id, periods, date);
    return {
      date,
      priceKobo: period?.pricePerNightKobo ?? roomType.pricePerNightKobo,
      periodId: period?.id ?? null,
    };
  });
  const nightsKobo = nights.reduce((sum, night) => sum + night.priceKobo, 0);
  const lines: PriceLine[] = [roomLine(count, nightsKobo)];

  const longStay =
    count >= MONTHLY_DISCOUNT_FROM_NIGHTS
      ? Math.max(roomType.monthlyDiscountPercent, roomType.weeklyDiscountPercent)
      : count >= WEEKLY_DISCOUNT_FROM_NIGHTS
        ? roomType.weeklyDiscountPercent
        : 0;
  const longStayKobo = Math.min(nightsKobo, percentOf(nightsKobo, longStay));
  if (longStayKobo > 0) {
    const name =
      count >= MONTHLY_DISCOUNT_FROM_NIGHTS && longStay === roomType.monthlyDiscountPercent
        ? 'Monthly'
        : 'Weekly';
    lines.push({
      kind: 'long_stay_discount',
      label: `${name} discount (${longStay}%)`,
      amountKobo: -longStayKobo,
    });
  }

  const afterLongStay = nightsKobo - longStayKobo;
  const promoKobo = !promo
    ? 0
    : promo.percentOff !== null
      ? Math.min(afterLongStay, percentOf(afterLongStay, promo.percentOff))
      : Math.min(afterLongStay, Math.max(0, promo.amountOffKobo ?? 0));
  if (promo && promoKobo > 0) {
    const rate = promo.percentOff !== null ? ` (${promo.percentOff}%)` : '';
    lines.push({
      kind: 'promo_discount',
      label: `Promo ${promo.code}${rate}`,
      amountKobo: -promoKobo,
    });
  }
  const roomKobo = afterLongStay - promoKobo;

  const extras = priceStay(roomType, {
    nights: count,
    breakfastCount: stay.breakfastCount,
    conveyance: stay.conveyance,
  });
  if (roomType.breakfastEnabled && stay.breakfastCount) {
    lines.push(breakfastLine(stay.breakfastCount, count, extras.breakfastKobo));
  }
  // Shown even when free from 10 nights, so the guest sees it is.
  if (roomType.airportConveyanceEnabled && stay.conveyance) {
    lines.push(conveyanceLine(extras.conveyanceKobo));
  }

  const beforeService = roomKobo + extras.breakfastKobo + extras.conveyanceKobo;
  const serviceChargeKobo = percentOf(beforeService, charges.serviceChargePercent);
  if (charges.serviceChargePercent > 0) {
    lines.push({
      kind: 'service_charge',
      label: `Service charge (${charges.serviceChargePercent}%)`,
      amountKobo: serviceChargeKobo,
    });
  }

  const taxed = beforeService + serviceChargeKobo;
  let taxKobo = 0;
  const taxes = [
    ['vat', 'VAT', charges.vatPercent],
    ['consumption_tax', 'Consumption tax', charges.consumptionTaxPercent],
  ] as const;
  for (const [kind, name, percent] of taxes) {
    if (percent <= 0) continue;
    const amountKobo = charges.taxesIncluded
      ? includedPercentOf(taxed, percent)
      : percentOf(taxed, percent);
    taxKobo += amountKobo;
    lines.push({
      kind,
      label: `${name} (${percent}%)`,
      amountKobo,
      ...(charges.taxesIncluded ? { included: true } : {}),
    });
  }

  return {
    nights,
    lines,
    // Never below zero: each discount is capped at what it takes from.
    totalKobo: lines.reduce((sum, line) => (line.included ? sum : sum + line.amountKobo), 0),
    roomKobo,
    breakfastKobo: extras.breakfastKobo,
    conveyanceKobo: extras.conveyanceKobo,
    serviceChargeKobo,
    taxKobo,
  };
}
