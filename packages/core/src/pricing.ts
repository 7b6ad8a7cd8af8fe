import { isTwoBedroomTitle } from './rooms.ts';

/** Spec §9: conveyance when the room type sets no price of its own, in kobo. */
export const DEFAULT_CONVEYANCE_KOBO = {
  pickup: 4_000_000,
  dropoff: 4_000_000,
  both: 7_000_000,
} as const;
/** Spec §9: conveyance is free for stays of this many nights or more. */
export const FREE_CONVEYANCE_FROM_NIGHTS = 10;

export const CONVEYANCE_DIRECTIONS = ['pickup', 'dropoff', 'both'] as const;
export type ConveyanceDirection = (typeof CONVEYANCE_DIRECTIONS)[number];

/** Spec §5: breakfast for 1 to 4 persons in a two-bedroom type, else 1 to 2. */
export function maxBreakfastPersons(title: string): number {
  return isTwoBedroomTitle(title) ? 4 : 2;
}

/** What the price depends on, about the room type, in kobo. */
export interface PricedRoomType {
  title: string;
  pricePerNightKobo: number;
  breakfastEnabled: boolean;
  breakfastPriceKobo: number;
  airportConveyanceEnabled: boolean;
  airportPickupPriceKobo: number | null;
  airportDropoffPriceKobo: number | null;
  airportBothPriceKobo: number | null;
}

export interface PriceRequest {
  nights: number;
  /** Persons having breakfast, or null without breakfast. */
  breakfastCount: number | null;
  conveyance: ConveyanceDirection | null;
}

export interface PriceBreakdown {
  nights: number;
  roomKobo: number;
  breakfastKobo: number;
  conveyanceKobo: number;
  totalKobo: number;
}

function conveyanceKobo(roomType: PricedRoomType, direction: ConveyanceDirection): number {
  const own = {
    pickup: roomType.airportPickupPriceKobo,
    dropoff: roomType.airportDropoffPriceKobo,
    both: roomType.airportBothPriceKobo,
  }[direction];
  return own ?? DEFAULT_CONVEYANCE_KOBO[direction];
}

/**
 * The price of a stay in integer kobo (DESIGN §3), the same on the server (which
 * charges it) and in the browser (which shows it before paying). Options the room type
 * does not offer cost nothing; the request validation refuses them separately.
 */
export function priceStay(roomType: PricedRoomType, request: PriceRequest): PriceBreakdown {
  const nights = Math.max(0, Math.trunc(request.nights));
  const roomKobo = roomType.pricePerNightKobo * nights;
  const breakfastKobo =
    roomType.breakfastEnabled && request.breakfastCount
      ? roomType.breakfastPriceKobo * request.breakfastCount * nights
      : 0;
  const conveyance =
    roomType.airportConveyanceEnabled && request.conveyance && nights < FREE_CONVEYANCE_FROM_NIGHTS
      ? conveyanceKobo(roomType, request.conveyance)
      : 0;
  return {
    nights,
    roomKobo,
    breakfastKobo,
    conveyanceKobo: conveyance,
    totalKobo: roomKobo + breakfastKobo + conveyance,
  };
}
