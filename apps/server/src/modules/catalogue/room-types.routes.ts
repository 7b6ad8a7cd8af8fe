import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import { MAX_IMAGE_BYTES } from '@aso/core/images';
import {
  AdminRoomTypeListResponseSchema,
  MAX_ROOM_TYPE_IMAGES,
  ROOM_TYPE_CREATED,
  ROOM_TYPE_DELETED,
  ROOM_TYPE_UPDATED,
  RoomTypeCreateSchema,
  RoomTypeDeletedResponseSchema,
  RoomTypeListQuerySchema,
  RoomTypeSavedResponseSchema,
  RoomTypeUpdateSchema,
  TOO_MANY_IMAGES,
} from '@aso/core/room-types';
import type { Deps } from '../../deps.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { PICTURE_TOO_LARGE } from '../images/image-store.ts';
import type { RoomListCache } from './catalogue.service.ts';
import {
  createRoomType,
  deleteRoomType,
  listAdminRoomTypes,
  updateRoomType,
} from './room-types.service.ts';

/** The file parts that are photos: repeated `images[]` (spec §7), or `images`. */
const IMAGE_FILE_FIELDS = new Set(['images[]', 'images']);
const MAX_FIELD_BYTES = 32 * 1024;

/** Multipart limits in the room type form's own words, with the field they concern. */
const LIMIT_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new AppError(413, PICTURE_TOO_LARGE, { images: [PICTURE_TOO_LARGE] }),
  FST_FILES_LIMIT: () => new AppError(422, TOO_MANY_IMAGES, { images: [TOO_MANY_IMAGES] }),
};

interface RoomTypeForm {
  /** Text fields; a repeated one (`images[]` as text) becomes a list. */
  fields: Record<string, string | string[]>;
  files: Buffer[];
}

/** The form of a create or an edit: multipart (with photos) or JSON (without). */
async function readForm(request: FastifyRequest): Promise<RoomTypeForm> {
  if (request.isMultipart()) {
    return readMultipartForm(request, {
      fileFields: IMAGE_FILE_FIELDS,
      refusals: LIMIT_ERRORS,
      rename: { 'images[]': 'images' },
    });
  }
  const body = request.body;
  const fields = typeof body === 'object' && body !== null ? (body as RoomTypeForm['fields']) : {};
  return { fields, files: [] };
}

function parseFields<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  return parsed.data;
}

/** Staff's room types (spec §7 `/room-types`); every change drops the cached public list. */
export const roomTypesRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  roomListCache: RoomListCache;
}> = async (app, { deps, guard, roomListCache }) => {
  const staffOnly = guard.requireRole('admin');
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_ROOM_TYPE_IMAGES,
      fields: 30,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_ROOM_TYPE_IMAGES + 30,
    },
    throwFileSizeLimit: true,
  });

  app.get(
    '/room-types',
    {
      onRequest: staffOnly,
      schema: {
        querystring: RoomTypeListQuerySchema,
        response: { 200: AdminRoomTypeListResponseSchema },
      },
    },
    (request) => listAdminRoomTypes(deps.db, request.query),
  );

  app.post(
    '/room-types',
    { onRequest: staffOnly, schema: { response: { 201: RoomTypeSavedResponseSchema } } },
    async (request, reply) => {
      const form = await readForm(request);
      const fields = parseFields(RoomTypeCreateSchema, form.fields);
      const roomType = await createRoomType(deps, authOf(request).user.id, fields, form.files);
      roomListCache.invalidate();
      return reply.status(201).send({ message: ROOM_TYPE_CREATED, room_type: roomType });
    },
  );

  app.put(
    '/room-types/:id',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: RoomTypeSavedResponseSchema } },
    },
    async (request) => {
      const form = await readForm(request);
      const fields = parseFields(RoomTypeUpdateSchema, form.fields);
      const roomType = await updateRoomType(
        deps,
        authOf(request).user.id,
        request.params.id,
        fields,
        form.files,
      );
      roomListCache.invalidate();
      return { message: ROOM_TYPE_UPDATED, room_type: roomType };
    },
  );

  app.delete(
    '/room-types/:id',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: RoomTypeDeletedResponseSchema } },
    },
    async (request) => {
      await deleteRoomType(deps, authOf(request).user.id, request.params.id);
      roomListCache.invalidate();
      return { message: ROOM_TYPE_DELETED };
    },
  );
};
