import type { UserRole } from '@aso/core/constants';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';

/** Spec §4: a role in title case with underscores as spaces. */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

const lagosDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `2026-03-04T05:06:07Z` → `4 Mar 2026, 6:06 am` in Abuja time; null → `Never`. */
export function formatLastLogin(timestamp: string | null): string {
  if (!timestamp) return 'Never';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : lagosDateTime.format(date);
}

/** `4 Mar 2026` and `6:06 am` apart, for a narrow table cell; null → null. */
export function lastLoginParts(timestamp: string): { day: string; time: string } | null {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const [day = '', time = ''] = lagosDateTime.format(date).split(', ');
  return { day, time };
}

/** An email that may wrap before its `@` (never inside a word), so a table column stays narrow. */
export function WrappableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The Suspended badge of a user who cannot sign in. */
export function SuspendedTag() {
  return (
    <span className="inline-flex rounded-full bg-blush px-2.5 py-0.5 text-xs font-semibold text-terracotta-dark">
      Suspended
    </span>
  );
}
