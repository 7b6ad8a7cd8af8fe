import type { ChangeEvent } from 'react';
import type { User } from '@aso/core/auth';
import { MAX_IMAGE_BYTES } from '@aso/core/images';
import { Photo } from '../../../../components/photo.tsx';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_MB = MAX_IMAGE_BYTES / (1024 * 1024);
export const PHOTO_RULE = `Please choose a JPEG, PNG or WebP image of ${MAX_PHOTO_MB} MB or less.`;

/** A person's outline: the default picture of an account without a photo. */
function DefaultAvatar() {
  return (
    <svg
      viewBox="0 0 96 96"
      role="img"
      aria-label="No profile photo yet"
      className="size-24 shrink-0 rounded-full bg-sand ring-4 ring-white shadow-card"
    >
      <circle cx="48" cy="37" r="17" fill="#b8a27e" />
      <path d="M16 86c3-18 16-28 32-28s29 10 32 28" fill="#b8a27e" />
    </svg>
  );
}

const avatarClass = 'size-24 shrink-0 rounded-full object-cover ring-4 ring-white shadow-card';

/**
 * The settings' photo: the preview of the one picked, else the stored one, else the
 * outline; and the file input, which takes a photo of the accepted types and size
 * (`onPick`) or says why not (`onReject`, with PHOTO_RULE).
 */
export function SettingsPhotoField({
  user,
  editing,
  photo,
  previewUrl,
  error,
  onPick,
  onReject,
}: {
  user: User;
  editing: boolean;
  /** The photo picked and not saved yet. */
  photo: File | null;
  previewUrl: string | null;
  error: string | undefined;
  onPick: (file: File) => void;
  onReject: (message: string) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      onReject(PHOTO_RULE);
      return;
    }
    onPick(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      {previewUrl ? (
        <img
          src={previewUrl}
          alt="Preview of your new profile photo"
          width={96}
          height={96}
          className={avatarClass}
        />
      ) : user.profile_photo ? (
        <Photo
          src={user.profile_photo}
          alt="Your profile photo"
          width={96}
          height={96}
          sizes="96px"
          className={avatarClass}
        />
      ) : (
        <DefaultAvatar />
      )}
      <div className="min-w-0">
        <label htmlFor="settings-photo" className="block text-sm font-semibold text-ink">
          Profile photo
        </label>
        <input
          id="settings-photo"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={onChange}
          disabled={!editing}
          aria-describedby={`settings-photo-hint${error ? ' settings-photo-error' : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-2 block w-full max-w-xs text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-brand file:bg-white file:px-4 file:text-xs file:font-semibold file:text-brand disabled:cursor-not-allowed disabled:file:cursor-not-allowed disabled:file:border-line disabled:file:text-muted"
        />
        <p id="settings-photo-hint" className="mt-2 text-sm text-muted">
          {photo
            ? `${photo.name}: press Save to upload it.`
            : `JPEG, PNG or WebP, up to ${MAX_PHOTO_MB} MB.`}
        </p>
        {error ? (
          <p id="settings-photo-error" className="mt-1 text-sm font-medium text-terracotta-dark">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
