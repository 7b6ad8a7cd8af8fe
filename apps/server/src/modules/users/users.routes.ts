import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileUpdateRequestSchema,
  ProfileUpdateResponseSchema,
  UserSchema,
} from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { MAX_IMAGE_BYTES } from '@aso/core/images';
import { PICTURE_TOO_LARGE, prepareImages, type PreparedImage } from '../images/image-store.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { updateProfile, type ProfileUpdate } from './profile.service.ts';
import { toUserDto } from './users.dto.ts';

const PHOTO_FIELDS = new Set(['profile_photo']);
const PHOTO_REFUSALS = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new AppError(413, PICTURE_TOO_LARGE, { profile_photo: [PICTURE_TOO_LARGE] }),
};

/** Reads a multipart profile form: its text fields and at most one image file (the last). */
async function readProfileForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileFields: PHOTO_FIELDS,
    refusals: PHOTO_REFUSALS,
  });
  return { fields: form.fields, photo: form.files.at(-1) };
}

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/user',
    { onRequest: guard.requireRole('user'), schema: { response: { 200: UserSchema } } },
    (request) => toUserDto(deps.db, authOf(request).user),
  );

  const answer = (result: Awaited<ReturnType<typeof updateProfile>>) => ({
    message: result.pendingEmail
      ? `Profile updated successfully. Open the link we sent to ${result.pendingEmail} to change your email.`
      : 'Profile updated successfully.',
    user: result.user,
    pending_email: result.pendingEmail,
  });

  app.put(
    '/user/update',
    {
      onRequest: guard.requireRole('user'),
      schema: { body: ProfileUpdateRequestSchema, response: { 200: ProfileUpdateResponseSchema } },
    },
    async (request) => answer(await updateProfile(deps, authOf(request), request.body)),
  );

  app.post(
    '/user/update',
    {
      onRequest: guard.requireRole('user'),
      schema: { response: { 200: ProfileUpdateResponseSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const form = request.isMultipart()
        ? await readProfileForm(request)
        : { fields: request.body, photo: undefined };
      const parsed = ProfileUpdateRequestSchema.safeParse(form.fields);
      if (!parsed.success) throw validationFailed(parsed.error.issues);
      const input: ProfileUpdate = parsed.data;
      // Rendered once everything else is valid; stored in the update's own transaction.
      const photo: PreparedImage | undefined = form.photo
        ? (await prepareImages([form.photo], 'profile_photo'))[0]
        : undefined;
      return answer(await updateProfile(deps, auth, input, photo));
    },
  );
};
