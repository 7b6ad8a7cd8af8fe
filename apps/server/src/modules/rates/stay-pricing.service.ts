/**
 * The price of a stay as the house's rules make it (issue 31): the room type, the rate
 * periods of its nights, the house charges and a promo code, priced by
 * `priceStayOnCalendar` of @aso/core, the same function the booking card shows. The
 * checkout, the desk's manual booking and the quote all price here.
 */
import type { ParsedBookingRequest } from '@aso/core/bookings';
import { businessToday } from '@aso/core/dates';
import { maxBreakfastPersons } from '@aso/core/pricing';
import {
  PROMO_UNKNOWN,
  PROMO_USED_UP,
  promoDiscountLabel,
  promoRefusal,
  type PromoCheckResponse,
} from '@aso/core/promo-codes';
import type { QuoteResponse } from '@aso/core/rates';
import {
  priceStayOnCalendar,
  stayRuleViolation,
  toPriceLineAnswer,
  type CalendarRoomType,
  type StayQuote,
} from '@aso/core/stay-price';
import { koboToNaira } from '@aso/core/money';
import type { Db, Tx } from '../../db/client.ts';
import type { StayPricing } from '../../db/pricing.ts';
import { AppError, failIfAny } from '../../lib/errors.ts';
import {
  findPromoByCode,
  lockPromoCode,
  type PromoCodeWithUses,
} from './promo-codes.repository.ts';
import { findStayPricing } from './stay-pricing.repository.ts';

export const UNKNOWN_ROOM_TYPE = 'The selected room type does not exist.';

const unknownRoomType = () =>
  new AppError(422, UNKNOWN_ROOM_TYPE, { room_type_id: [UNKNOWN_ROOM_TYPE] });
const promoRefused = (message: string) => new AppError(422, message, { promo_code: [message] });

/** The options must be ones the room type offers, the breakfast count within its limit. */
export function checkOptions(
  request: Pick<ParsedBookingRequest, 'breakfast' | 'breakfast_count' | 'airport_conveyance'>,
  roomType: Pick<CalendarRoomType, 'title' | 'breakfastEnabled' | 'airportConveyanceEnabled'>,
) {
  const errors: Record<string, string[]> = {};
  if (request.breakfast) {
    const max = maxBreakfastPersons(roomType.title);
    if (!roomType.breakfastEnabled) {
      errors.breakfast = ['Breakfast is not offered for this room.'];
    } else if ((request.breakfast_count ?? 1) > max) {
      errors.breakfast_count = [`The breakfast count may not be greater than ${max}.`];
    }
  }
  if (request.airport_conveyance && !roomType.airportConveyanceEnabled) {
    errors.airport_conveyance = ['Airport conveyance is not offered for this room.'];
  }
  failIfAny(errors);
}

interface Stay {
  roomTypeId: number;
  startDate: string;
  endDate: string;
}

/**
 * The request's promo code checked against its stay: null without one, else the code
 * (422 with why it cannot serve). Its uses are counted unless `ownHold` says the booker
 * already holds these nights with it; the booking's transaction counts them again under
 * the code's lock (`claimPromoUse`).
 */
export async function promoForStay(
  db: Db,
  code: string | null | undefined,
  stay: Stay,
  ownHold: number | null = null,
): Promise<PromoCodeWithUses | null> {
  if (!code) return null;
  const promo = await findPromoByCode(db, code);
  if (!promo) throw promoRefused(PROMO_UNKNOWN);
  const refusal = promoRefusal(promo, stay, businessToday());
  if (refusal) throw promoRefused(refusal);
  if (ownHold === null && promo.maxUses !== null && promo.uses >= promo.maxUses) {
    throw promoRefused(PROMO_USED_UP);
  }
  return promo;
}

/**
 * Inside the booking's transaction: the code locked and its uses counted (the booking
 * `except` not counting against itself), 422 when none is left. Two bookings racing for
 * the last use are counted one after the other: the second sees the first.
 */
export async function claimPromoUse(tx: Tx, promoId: number, except: number | null = null) {
  const promo = await lockPromoCode(tx, promoId, except);
  if (!promo || !promo.active) throw promoRefused(PROMO_UNKNOWN);
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw promoRefused(PROMO_USED_UP);
}

/** The stay priced by the house's rules; 422 when its dates break the rule of their period. */
export function priceStayRequest(
  pricing: StayPricing,
  request: Pick<
    ParsedBookingRequest,
    'start_date' | 'end_date' | 'breakfast_count' | 'airport_conveyance'
  >,
  promo: PromoCodeWithUses | null,
): StayQuote {
  const stay = { startDate: request.start_date, endDate: request.end_date };
  const violation = stayRuleViolation(pricing.roomType.id, pricing.periods, stay);
  if (violation) throw new AppError(422, violation, { start_date: [violation] });
  return priceStayOnCalendar(
    pricing.roomType,
    pricing.periods,
    {
      ...stay,
      breakfastCount: request.breakfast_count ?? null,
      conveyance: request.airport_conveyance?.direction ?? null,
    },
    promo,
    pricing.charges,
  );
}

/** The quote in naira, with the stay rules of the period covering the first night. */
export function toQuoteAnswer(quote: StayQuote, pricing: StayPricing): QuoteResponse {
  const first = quote.nights[0];
  const period = pricing.periods.find((candidate) => candidate.id === first?.periodId);
  return {
    nights: quote.nights.map((night) => ({
      date: night.date,
      price: koboToNaira(night.priceKobo),
    })),
    lines: quote.lines.map(toPriceLineAnswer),
    total_amount: koboToNaira(quote.totalKobo),
    min_nights: period?.minNights ?? null,
    max_nights: period?.maxNights ?? null,
  };
}

/**
 * `POST /quote`: what `initiate-payment` would charge for this request, line by line,
 * with the same 422s (an unknown room type, options it does not offer, dates that break
 * a period's rule, a code that cannot serve). Availability is not asked: the card shows
 * a price for dates the calendar already offers.
 */
export async function quoteStay(db: Db, request: ParsedBookingRequest): Promise<QuoteResponse> {
  const pricing = await findStayPricing(
    db,
    request.room_type_id,
    request.start_date,
    request.end_date,
  );
  if (!pricing) throw unknownRoomType();
  checkOptions(request, pricing.roomType);
  const stay = {
    roomTypeId: request.room_type_id,
    startDate: request.start_date,
    endDate: request.end_date,
  };
  const promo = await promoForStay(db, request.promo_code, stay);
  return toQuoteAnswer(priceStayRequest(pricing, request, promo), pricing);
}

/**
 * `GET /promo-codes/check`: what a code takes off this stay (room only, before extras and
 * charges); 404 for a code the house does not know, 422 with why it cannot serve.
 */
export async function checkPromoCode(
  db: Db,
  query: { code: string; room_type_id: number; start_date: string; end_date: string },
): Promise<PromoCheckResponse> {
  const promo = await findPromoByCode(db, query.code);
  if (!promo || !promo.active) throw new AppError(404, PROMO_UNKNOWN);
  const pricing = await findStayPricing(db, query.room_type_id, query.start_date, query.end_date);
  if (!pricing) throw unknownRoomType();
  const stay = {
    roomTypeId: query.room_type_id,
    startDate: query.start_date,
    endDate: query.end_date,
  };
  const refusal = promoRefusal(promo, stay, businessToday());
  if (refusal) throw promoRefused(refusal);
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw promoRefused(PROMO_USED_UP);
  const quote = priceStayOnCalendar(
    pricing.roomType,
    pricing.periods,
    { ...stay, breakfastCount: null, conveyance: null },
    promo,
    pricing.charges,
  );
  const discount = quote.lines.find((line) => line.kind === 'promo_discount');
  return {
    code: promo.code,
    discount_label: promoDiscountLabel(promo),
    discount: koboToNaira(-(discount?.amountKobo ?? 0)),
  };
}
