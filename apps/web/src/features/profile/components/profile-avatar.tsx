import type { User } from '@aso/core/auth';
import { imagePathInWidth } from '@aso/core/images';
import { imageUrl } from '../../../lib/image-url.ts';

const SIZES = { md: 'size-16 text-xl', lg: 'size-20 text-2xl' } as const;

/** The profile photo (or a chosen one's preview), else the initials on emerald. */
export function ProfileAvatar({
  user,
  src,
  size = 'md',
}: {
  user: Pick<User, 'first_name' | 'last_name' | 'profile_photo'>;
  src?: string | null;
  size?: keyof typeof SIZES;
}) {
  // An 80-pixel circle: the smallest width of an uploaded photo is plenty.
  const photo =
    src ?? (user.profile_photo ? imagePathInWidth(imageUrl(user.profile_photo), 480) : null);
  const box = `${SIZES[size]} shrink-0 rounded-full ring-4 ring-white shadow-card`;
  if (photo) {
    return (
      <img
        src={photo}
        alt={src ? 'Preview of your new profile photo' : 'Your profile photo'}
        width={80}
        height={80}
        className={`${box} object-cover`}
      />
    );
  }
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-brand font-display font-semibold text-cream`}
    >
      {initials}
    </span>
  );
}
