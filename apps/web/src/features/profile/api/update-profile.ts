import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileUpdateResponseSchema, type User } from '@aso/core/auth';
import { apiRequest, ApiError, joinFieldErrors } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

export const PROFILE_UPDATED = 'Profile updated successfully.';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  /** Empty: keep the current password. */
  password: string;
  password_confirmation: string;
  /** A newly chosen photo: then the update goes as multipart. */
  photo: File | null;
}

/** Spec §5: a new password goes with its confirmation, which falls back to the password. */
export function profileUpdateFields(changes: ProfileChanges): Record<string, string> {
  const fields: Record<string, string> = {
    first_name: changes.first_name,
    last_name: changes.last_name,
    phone_number: changes.phone_number,
    email: changes.email,
  };
  if (changes.password) {
    fields.password = changes.password;
    fields.password_confirmation = changes.password_confirmation || changes.password;
  }
  return fields;
}

/**
 * `PUT /api/user/update` (JSON), or `POST /api/user/update` (multipart) when a new
 * photo was chosen.
 */
export function updateProfile(changes: ProfileChanges) {
  const fields = profileUpdateFields(changes);
  if (changes.photo) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('profile_photo', changes.photo);
    return apiRequest('/user/update', ProfileUpdateResponseSchema, { method: 'POST', body: form });
  }
  return apiRequest('/user/update', ProfileUpdateResponseSchema, { method: 'PUT', body: fields });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      queryClient.setQueryData<User>([...SESSION_QUERY_KEY, userId, 'user'], user);
    },
  });
}

/** Spec §8: the server's field errors joined, else a generic line. */
export function profileErrorMessage(error: unknown): string {
  return (error instanceof ApiError && joinFieldErrors(error.errors)) || PROFILE_UPDATE_FAILED;
}
