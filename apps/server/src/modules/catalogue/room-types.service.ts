import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { parseStoredImagePath, storedImagePath } from '@aso/core/images';
import {
  IMAGES_REQUIRED,
  MAX_ROOM_TYPE_IMAGES,
  ROOM_TYPE_NOT_FOUND,
  TOO_MANY_IMAGES,
  type AdminRoomType,
  type AdminRoomTypeListResponse,
  type RoomTypeCreate,
  type RoomTypeListQuery,
  type RoomTypeUpdate,
} from '@aso/core/room-types';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { lockUnit } from '../../db/units.ts';
import { prepareImages, saveImages } from '../images/image-store.ts';
import {
  countAdminRoomTypes,
  countCurrentAndFutureBookingsOfType,
  findAdminRoomType,
  findAdminRoomTypes,
  findImages,
  findLiveUnitIds,
  findStoredImageKeys,
  insertRoomType,
  insertUnits,
  lockRoomType,
  nextRoomNumbers,
  replaceImages,
  retireRoomType,
  updateRoomTypeRow,
  type AdminRoomTypeRow,
} from './room-types.repository.ts';
import { roomTypeTermsDto } from './catalogue.service.ts';

const IMAGES_FIELD = 'images';

function toAdminRoomType(row: AdminRoomTypeRow): AdminRoomType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...roomTypeTermsDto(row),
    capacity: row.capacity,
    images: row.images,
    number_of_rooms: row.roomNumbers.length,
    room_numbers: row.roomNumbers,
    weekly_discount_percent: row.weeklyDiscountPercent,
    monthly_discount_percent: row.monthlyDiscountPercent,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

async function readAdminRoomType(db: Db | Tx, id: number): Promise<AdminRoomType> {
  const row = await findAdminRoomType(db, id);
  if (!row) throw notFound(ROOM_TYPE_NOT_FOUND);
  return toAdminRoomType(row);
}

const refuseImages = (message: string) => new AppError(422, message, { [IMAGES_FIELD]: [message] });

/** `GET /room-types`: "All Room Types", searched by title, paged in SQL when asked. */
export async function listAdminRoomTypes(
  db: Db,
  query: RoomTypeListQuery,
): Promise<AdminRoomTypeListResponse> {
  const window = pageWindow(query, ADMIN_PAGE_SIZE.roomTypes);
  const { rows, pagination } = await paged(
    await findAdminRoomTypes(db, query, window),
    window,
    () => countAdminRoomTypes(db, query.q),
  );
  return { room_types: rows.map(toAdminRoomType), ...(pagination ? { pagination } : {}) };
}

const rangeOf = (numbers: string[]) =>
  numbers.length === 1 ? numbers[0]! : `${numbers[0]}–${numbers.at(-1)}`;

/**
 * `POST /room-types`: the type, its photos (checked and rendered before anything is
 * written) and `number_of_rooms` units with new room numbers, in one transaction.
 */
export async function createRoomType(
  deps: Deps,
  adminId: number,
  fields: RoomTypeCreate,
  files: Buffer[],
): Promise<AdminRoomType> {
  if (files.length === 0) throw refuseImages(IMAGES_REQUIRED);
  if (files.length > MAX_ROOM_TYPE_IMAGES) throw refuseImages(TOO_MANY_IMAGES);
  const prepared = await prepareImages(files, IMAGES_FIELD);

  const { numberOfRooms, ...roomType } = fields;
  return deps.db.transaction(async (tx) => {
    const id = await insertRoomType(tx, roomType);
    const paths = await saveImages(tx, prepared);
    await replaceImages(
      tx,
      id,
      paths.map((path) => ({ path, altText: roomType.title })),
    );
    const roomNumbers = await nextRoomNumbers(tx, numberOfRooms);
    await insertUnits(tx, id, roomNumbers);
    await recordAdminAction(tx, {
      adminId,
      action: 'room_type.created',
      details: `Room type ${roomType.title} created with ${numberOfRooms} unit${numberOfRooms === 1 ? '' : 's'} (${rangeOf(roomNumbers)}) and ${paths.length} image${paths.length === 1 ? '' : 's'}`,
    });
    return readAdminRoomType(tx, id);
  });
}

/**
 * The images an edit keeps, checked: each one is the type's own already, or a photo the
 * image store holds (its address in the default width); no address from elsewhere.
 */
async function checkKeptImages(db: Db, current: string[], kept: string[]): Promise<string[]> {
  const paths = [...new Set(kept)];
  const uploaded = new Map<string, string>();
  const unknown: string[] = [];
  for (const path of paths) {
    if (current.includes(path)) continue;
    const stored = parseStoredImagePath(path);
    if (stored) uploaded.set(path, stored.key);
    else unknown.push(path);
  }
  const held = await findStoredImageKeys(db, [...uploaded.values()]);
  for (const [path, key] of uploaded) if (!held.has(key)) unknown.push(path);
  if (unknown.length > 0) {
    throw refuseImages(
      `Each image must be one of the room type's images or an uploaded photo; not ${unknown.join(', ')}.`,
    );
  }
  return paths.map((path) => {
    const key = uploaded.get(path);
    return key ? storedImagePath(key) : path;
  });
}

/**
 * `PUT /room-types/{id}`: the fields, and the images as listed (removed, reordered)
 * followed by the new uploads. Nothing is written when any part is refused.
 */
export async function updateRoomType(
  deps: Deps,
  adminId: number,
  id: number,
  fields: RoomTypeUpdate,
  files: Buffer[],
): Promise<AdminRoomType> {
  const existing = await findAdminRoomType(deps.db, id);
  if (!existing) throw notFound(ROOM_TYPE_NOT_FOUND);
  const { images: listed, ...roomType } = fields;
  const kept =
    listed === undefined
      ? existing.images
      : await checkKeptImages(deps.db, existing.images, listed);
  if (kept.length + files.length > MAX_ROOM_TYPE_IMAGES) throw refuseImages(TOO_MANY_IMAGES);
  const prepared = files.length > 0 ? await prepareImages(files, IMAGES_FIELD) : [];

  return deps.db.transaction(async (tx) => {
    if ((await lockRoomType(tx, id)) === undefined) throw notFound(ROOM_TYPE_NOT_FOUND);
    const altTexts = new Map(
      (await findImages(tx, id)).map((image) => [image.path, image.altText]),
    );
    const added = await saveImages(tx, prepared);
    await updateRoomTypeRow(tx, id, roomType);
    await replaceImages(tx, id, [
      ...kept.map((path) => ({ path, altText: altTexts.get(path) ?? roomType.title })),
      ...added.map((path) => ({ path, altText: roomType.title })),
    ]);
    const removed = existing.images.filter((path) => !kept.includes(path)).length;
    await recordAdminAction(tx, {
      adminId,
      action: 'room_type.updated',
      details: `Room type ${roomType.title} updated (${kept.length + added.length} images: ${added.length} added, ${removed} removed)`,
    });
    return readAdminRoomType(tx, id);
  });
}

/**
 * `DELETE /room-types/{id}`: refused while a booking of the type holds a unit from today
 * on; otherwise the type and its units leave sale for good, their bookings stay readable.
 */
export async function deleteRoomType(deps: Deps, adminId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const title = await lockRoomType(tx, id);
    if (title === undefined) throw notFound(ROOM_TYPE_NOT_FOUND);
    // As for one unit: no booking can be written onto any of them between count and delete.
    const unitIds = await findLiveUnitIds(tx, id);
    for (const unitId of unitIds) await lockUnit(tx, unitId);
    const blocking = await countCurrentAndFutureBookingsOfType(tx, id);
    if (blocking > 0) {
      throw new AppError(
        409,
        `${title} has ${blocking} current or upcoming booking${blocking === 1 ? '' : 's'}. Cancel or move ${blocking === 1 ? 'it' : 'them'} before deleting the room type.`,
      );
    }
    await retireRoomType(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'room_type.deleted',
      details: `Room type ${title} deleted with its ${unitIds.length} unit${unitIds.length === 1 ? '' : 's'}`,
    });
  });
}
