import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ProfileUpdateResponseSchema,
  type ProfileUpdateRequestSchema,
  type User,
} from '@aso/core/auth';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { setSessionUser } from '../../../../lib/session.ts';
import { adminAccountKey } from './get-admin-account.ts';

export const SETTINGS_UPDATED = 'Profile updated successfully!';
export const SETTINGS_UPDATE_FAILED = 'Failed to update profile.';

export interface AdminAccountChanges {
  /** The checked form: the password is undefined when left blank. */
  fields: z.output<typeof ProfileUpdateRequestSchema>;
  /** A newly chosen photo, else null. */
  photo: File | null;
}

/** The multipart form of `POST /api/user/update`: a password and a photo only when given. */
export function adminAccountForm({ fields, photo }: AdminAccountChanges): FormData {
  const form = new FormData();
  form.append('first_name', fields.first_name);
  form.append('last_name', fields.last_name);
  form.append('email', fields.email);
  // Not on this page, but part of the update: sent as stored so it stays as it is.
  form.append('phone_number', fields.phone_number ?? '');
  if (fields.password) form.append('password', fields.password);
  if (photo) form.append('profile_photo', photo);
  return form;
}

export function updateAdminAccount(changes: AdminAccountChanges) {
  return apiRequest('/user/update', ProfileUpdateResponseSchema, {
    method: 'POST',
    body: adminAccountForm(changes),
  });
}

/** Saved: the stored user changes too, so the header greets the new name at once. */
export function useUpdateAdminAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminAccount,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      queryClient.setQueryData<User>(adminAccountKey(userId), user);
    },
  });
}

/** Spec §8 Admin settings: the server's message, else "Failed to update profile.". */
export function settingsErrorMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.serverMessage) || SETTINGS_UPDATE_FAILED;
}
