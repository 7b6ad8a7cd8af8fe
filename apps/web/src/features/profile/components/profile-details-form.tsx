import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { User } from '@aso/core/auth';
import { Button } from '../../../components/button.tsx';
import {
  FormError,
  FormStatus,
  PasswordField,
  TextField,
} from '../../../components/form-field.tsx';
import { usePhotoPreview } from '../../../lib/use-photo-preview.ts';
import {
  PROFILE_UPDATED,
  profileErrorMessage,
  useUpdateProfile,
  type ProfileChanges,
} from '../api/update-profile.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

type TextKey = Exclude<keyof ProfileChanges, 'photo'>;

/** The server's limit for a profile photo (2 MB) and the types it accepts. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PHOTO_RULE = 'Please choose a JPEG, PNG, WebP or GIF image of 2 MB or less.';

function draftOf(user: User): ProfileChanges {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
    email: user.email,
    password: '',
    password_confirmation: '',
    photo: null,
  };
}

/**
 * Spec §2 Profile: the details are read-only until a field is focused or Edit is
 * pressed; Cancel puts the saved values back; Save sends them (with the photo, if one
 * was chosen, as multipart).
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  // null while viewing: the fields then show the account as stored.
  const [draft, setDraft] = useState<ProfileChanges | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Back to viewing (after Save or Cancel): keyboard focus goes to Edit, not the page top.
  const focusEditNext = useRef(false);
  const update = useUpdateProfile(user.id);
  const [previewUrl, showPreview] = usePhotoPreview();
  const editing = draft !== null;
  const values = draft ?? draftOf(user);

  const startEditing = () => {
    if (editing) return;
    setDraft(draftOf(user));
    setSaved(null);
    setError(null);
  };

  const stopEditing = () => {
    setDraft(null);
    showPreview(null);
    setPhotoError(undefined);
    setPasswordError(undefined);
    focusEditNext.current = true;
  };

  const onCancel = () => {
    setError(null);
    stopEditing();
  };

  const change = (key: TextKey, value: string) => {
    setDraft((current) => ({ ...(current ?? draftOf(user)), [key]: value }));
    if (key === 'password' || key === 'password_confirmation') setPasswordError(undefined);
  };

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > MAX_PHOTO_BYTES) {
      setPhotoError(PHOTO_RULE);
      return;
    }
    setPhotoError(undefined);
    setSaved(null);
    showPreview(file);
    setDraft((current) => ({ ...(current ?? draftOf(user)), photo: file }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || update.isPending) return;
    if (draft.password_confirmation && draft.password !== draft.password_confirmation) {
      setPasswordError('Passwords do not match.');
      document.getElementById('profile-password-confirmation')?.focus();
      return;
    }
    setError(null);
    update.mutate(draft, {
      onSuccess: (result) => {
        // The server's own words say where the link to confirm a new email went.
        setSaved(result.pending_email ? result.message : PROFILE_UPDATED);
        stopEditing();
      },
      onError: (failure) => setError(profileErrorMessage(failure)),
    });
  };

  const field = (key: TextKey) => ({
    id: `profile-${key.replaceAll('_', '-')}`,
    name: key,
    value: values[key],
    readOnly: !editing,
    onFocus: startEditing,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(key, event.target.value),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="details-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="details-title" className="text-2xl text-brand">
          Your details
        </h2>
        {editing ? null : (
          <Button
            ref={(button) => {
              if (button && focusEditNext.current) {
                focusEditNext.current = false;
                button.focus();
              }
            }}
            variant="outline"
            size="sm"
            onClick={startEditing}
          >
            Edit
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-5">
        <ProfileAvatar user={user} src={previewUrl} size="lg" />
        <div>
          <input
            id="profile-photo"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={onPhoto}
            aria-describedby={`profile-photo-hint${photoError ? ' profile-photo-error' : ''}`}
            aria-invalid={photoError ? true : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor="profile-photo"
            className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-brand px-4 text-xs font-semibold tracking-wide text-brand transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass-dark hover:bg-brand hover:text-white"
          >
            {draft?.photo ? 'Choose another photo' : 'Change profile photo'}
          </label>
          <p id="profile-photo-hint" className="mt-2 text-sm text-muted">
            {draft?.photo
              ? `${draft.photo.name}: press Save to upload it.`
              : 'JPEG, PNG, WebP or GIF, up to 2 MB.'}
          </p>
          {photoError ? (
            <p id="profile-photo-error" className="mt-1 text-sm font-medium text-terracotta-dark">
              {photoError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...field('phone_number')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <PasswordField
          label="New password"
          hint="Leave blank to keep your current password."
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={passwordError}
          {...field('password_confirmation')}
        />
      </div>

      <FormError>{error}</FormError>
      <FormStatus>{saved}</FormStatus>

      {editing ? (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      ) : null}
    </form>
  );
}
