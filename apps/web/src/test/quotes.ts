import { nairaToKobo } from '@aso/core/money';
import type { QuoteResponse } from '@aso/core/rates';
import type { RoomType } from '@aso/core/rooms';
import {
  NO_HOUSE_CHARGES,
  priceStayOnCalendar,
  stayRuleViolation,
  toPriceLineAnswer,
  type CalendarRoomType,
  type HouseCharges,
  type PromoRule,
  type RatePeriodRule,
} from '@aso/core/stay-price';
import { jsonResponse, type ApiHandler } from './render.tsx';

interface QuoteBody {
  start_date: string;
  end_date: string;
  breakfast_count?: number | null;
  airport_conveyance?: { direction: 'pickup' | 'dropoff' | 'both' } | null;
  promo_code?: string | null;
}

const kobo = (naira: number | null) => (naira === null ? null : nairaToKobo(naira));

/** The room type as the server prices it (no long-stay discounts unless given). */
function calendarRoomType(room: RoomType, discounts: { weekly?: number; monthly?: number }) {
  return {
    id: room.room_type_id,
    title: room.title,
    pricePerNightKobo: nairaToKobo(room.price_per_night),
    breakfastEnabled: room.breakfast_enabled,
    breakfastPriceKobo: nairaToKobo(room.breakfast_price),
    airportConveyanceEnabled: room.airport_conveyance_enabled,
    airportPickupPriceKobo: kobo(room.airport_pickup_price),
    airportDropoffPriceKobo: kobo(room.airport_dropoff_price),
    airportBothPriceKobo: kobo(room.airport_both_price),
    weeklyDiscountPercent: discounts.weekly ?? 0,
    monthlyDiscountPercent: discounts.monthly ?? 0,
  } satisfies CalendarRoomType;
}

/**
 * `POST /api/quote` as the server answers it for `room`: the stay priced by core's
 * `priceStayOnCalendar` over the given periods, charges and codes (none by default), 422
 * at `start_date` when the dates break a period's rule and at `promo_code` for a code
 * it is not given (or the `refusals` say why).
 */
export function quoteAnswer(
  room: RoomType,
  {
    periods = [],
    charges = NO_HOUSE_CHARGES,
    promos = [],
    refusals = {},
    discounts = {},
  }: {
    periods?: RatePeriodRule[];
    charges?: HouseCharges;
    promos?: PromoRule[];
    /** A code's refusal by the code ("EXPIRED": "This code has expired."). */
    refusals?: Record<string, string>;
    discounts?: { weekly?: number; monthly?: number };
  } = {},
): ApiHandler {
  return ({ body }) => {
    const request = body as QuoteBody;
    const stay = { startDate: request.start_date, endDate: request.end_date };
    const violation = stayRuleViolation(room.room_type_id, periods, stay);
    if (violation) {
      return jsonResponse({ message: violation, errors: { start_date: [violation] } }, 422);
    }
    const code = request.promo_code?.toUpperCase() ?? null;
    const promo = code ? promos.find((candidate) => candidate.code === code) : null;
    if (code && !promo) {
      const refusal = refusals[code] ?? "We don't know this code.";
      return jsonResponse({ message: refusal, errors: { promo_code: [refusal] } }, 422);
    }
    const quote = priceStayOnCalendar(
      calendarRoomType(room, discounts),
      periods,
      {
        ...stay,
        breakfastCount: request.breakfast_count ?? null,
        conveyance: request.airport_conveyance?.direction ?? null,
      },
      promo ?? null,
      charges,
    );
    const first = periods.find((period) => period.id === quote.nights[0]?.periodId);
    return jsonResponse({
      nights: quote.nights.map((night) => ({ date: night.date, price: night.priceKobo / 100 })),
      lines: quote.lines.map(toPriceLineAnswer),
      total_amount: quote.totalKobo / 100,
      min_nights: first?.minNights ?? null,
      max_nights: first?.maxNights ?? null,
    } satisfies QuoteResponse);
  };
}
