import type { UserRole } from '@aso/core/constants';
import { formatDateTime, formatDay, formatTimeOfDay } from '../../../lib/format.ts';

/** Spec §4: a role in title case with underscores as spaces. */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** `2026-03-04T05:06:07Z` → `Wed, 4 Mar 2026, 6:06 AM` in Abuja time; null → `Never`. */
export function formatLastLogin(timestamp: string | null): string {
  return timestamp ? formatDateTime(timestamp) : 'Never';
}

/** `Wed, 4 Mar 2026` and `6:06 AM` apart, for a narrow table cell; null when unreadable. */
export function lastLoginParts(timestamp: string): { day: string; time: string } | null {
  const day = formatDay(timestamp);
  return day === timestamp ? null : { day, time: formatTimeOfDay(timestamp) };
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
