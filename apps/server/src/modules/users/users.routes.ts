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
import { detectImageType, MAX_UPLOAD_BYTES, storeUploadedImage } from '../../lib/images.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { updateProfile, type ProfileUpdate } from './profile.service.ts';
import { toUserDto } from './users.dto.ts';

const NOT_AN_IMAGE = 'The profile photo must be an image (JPEG, PNG, WebP or GIF).';

/** Reads a multipart profile form: its text fields and at most one image. */
async function readProfileForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let photo: { bytes: Buffer; ext: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'profile_photo') {
      const bytes = await part.toBuffer(); // over the size limit → 413
      if (bytes.length === 0) continue;
      const ext = detectImageType(bytes);
      if (!ext) throw new AppError(422, NOT_AN_IMAGE, { profile_photo: [NOT_AN_IMAGE] });
      photo = { bytes, ext };
    } else {
      await part.toBuffer();
    }
  }
  return { fields, photo };
}

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
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
      // Stored only once everything else is valid, so a refused update leaves no file.
      const photoPath = form.photo
        ? await storeUploadedImage(deps.config.dataDir, form.photo.bytes, form.photo.ext)
        : undefined;
      return answer(await updateProfile(deps, auth, input, photoPath));
    },
  );
};
