import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  RoomTypeListResponseSchema,
  type CatalogueSummary,
  type RoomType,
  type RoomTypeTerms,
  type StayDates,
} from '@aso/core/rooms';
import { koboToNaira } from '@aso/core/money';
import { priceStayOnCalendar } from '@aso/core/stay-price';
import type { Db } from '../../db/client.ts';
import { cachedValue, type CachedValue } from '../../lib/cached-value.ts';
import { notFound } from '../../lib/errors.ts';
import { freeUnitCounts } from '../../db/units.ts';
import { findSearchPricing } from '../rates/stay-pricing.repository.ts';
import { countCatalogue, findRoomTypes, type RoomTypeRow } from './catalogue.repository.ts';

const nairaOrNull = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** The priced and placed fields of a room type, as every answer names them (spec §3). */
export function roomTypeTermsDto(
  row: Pick<
    RoomTypeRow,
    | 'pricePerNightKobo'
    | 'latitude'
    | 'longitude'
    | 'breakfastEnabled'
    | 'breakfastPriceKobo'
    | 'airportConveyanceEnabled'
    | 'airportConveyancePriceKobo'
    | 'airportPickupPriceKobo'
    | 'airportDropoffPriceKobo'
    | 'airportBothPriceKobo'
  >,
): RoomTypeTerms {
  return {
    price_per_night: koboToNaira(row.pricePerNightKobo),
    latitude: row.latitude,
    longitude: row.longitude,
    breakfast_enabled: row.breakfastEnabled,
    breakfast_price: koboToNaira(row.breakfastPriceKobo),
    airport_conveyance_enabled: row.airportConveyanceEnabled,
    airport_conveyance_price: nairaOrNull(row.airportConveyancePriceKobo),
    airport_pickup_price: nairaOrNull(row.airportPickupPriceKobo),
    airport_dropoff_price: nairaOrNull(row.airportDropoffPriceKobo),
    airport_both_price: nairaOrNull(row.airportBothPriceKobo),
  };
}

function toRoomTypeDto(row: RoomTypeRow): RoomType {
  return {
    id: row.id,
    room_type_id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    ...roomTypeTermsDto(row),
    capacity: row.capacity,
    number_of_rooms: row.numberOfRooms,
    available_count: row.availableCount,
    is_available: row.availableCount > 0,
    location: row.location,
  };
}

async function listRoomTypes(db: Db): Promise<RoomType[]> {
  const rows = await findRoomTypes(db);
  return rows.map(toRoomTypeDto);
}

/** How long another app process may serve the room list after a catalogue change. */
const ROOM_LIST_TTL_MS = 5000;

/**
 * The public room list is read on every visit and changes only when staff edit the
 * catalogue, so it is kept serialized in memory; catalogue writes call `invalidate()`.
 */
interface RoomListSnapshot {
  rooms: RoomType[];
  /** The `{ rooms }` body, checked against its schema, serialized and compressed once. */
  json: string;
  gzip: Buffer;
  brotli: Buffer;
}

export type RoomListCache = CachedValue<RoomListSnapshot>;

export function createRoomListCache(db: Db): RoomListCache {
  return cachedValue(async () => {
    const body = RoomTypeListResponseSchema.parse({ rooms: await listRoomTypes(db) });
    const json = JSON.stringify(body);
    return {
      rooms: body.rooms,
      json,
      gzip: gzipSync(json),
      brotli: brotliCompressSync(json, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
      }),
    };
  }, ROOM_LIST_TTL_MS);
}

export async function getRoomType(db: Db, id: number | null): Promise<RoomType> {
  const [row] = id === null ? [] : await findRoomTypes(db, id);
  if (!row) throw notFound('Room not found');
  return toRoomTypeDto(row);
}

export function getCatalogueSummary(db: Db): Promise<CatalogueSummary> {
  return countCatalogue(db);
}

/**
 * The room list for given nights (checked by `RoomListQuerySchema`): each type's
 * `available_count` is the number of its units free for every night of
 * [start_date, end_date), by the rule every booking is held to (a pending booking holds its
 * unit until its hold runs out), spec §7 `GET /rooms?start_date=`; its `stay_total` the
 * price of those nights by the house's calendar (issue 31).
 */
export async function withFreeCounts(
  db: Db,
  rooms: RoomType[],
  stay: StayDates,
): Promise<RoomType[]> {
  const [free, pricing] = await Promise.all([
    freeUnitCounts(db, stay.start_date, stay.end_date),
    findSearchPricing(db, stay.start_date, stay.end_date),
  ]);
  const totals = new Map(
    pricing.roomTypes.map((roomType) => {
      const quote = priceStayOnCalendar(
        roomType,
        pricing.periods,
        {
          startDate: stay.start_date,
          endDate: stay.end_date,
          breakfastCount: null,
          conveyance: null,
        },
        null,
        pricing.charges,
      );
      return [roomType.id, koboToNaira(quote.totalKobo)];
    }),
  );
  return rooms.map((room) => {
    const available = free.get(room.id) ?? 0;
    return {
      ...room,
      available_count: available,
      is_available: available > 0,
      ...(totals.has(room.id) ? { stay_total: totals.get(room.id)! } : {}),
    };
  });
}
