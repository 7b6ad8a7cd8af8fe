import type { User } from '@aso/core/auth';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';

const lagosHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0–23) in Abuja, whatever the clock of the browser's machine. */
export function businessHour(now: Date): number {
  const hour = lagosHour.formatToParts(now).find((part) => part.type === 'hour')?.value;
  return Number(hour ?? now.getUTCHours()) % 24;
}

/**
 * Spec §2/§9: "Good morning" before 12, "Good afternoon" before 18, else "Good evening",
 * by the hour in Africa/Lagos (the staff's day, not a travelling laptop's).
 */
export function greetingFor(now: Date): string {
  const hour = businessHour(now);
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** `super_admin` → `Super Admin` (spec §2: title case, underscores as spaces). */
export function roleLabel(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The full name, or "Admin" when the account has none. */
export function adminDisplayName(user: Pick<User, 'name' | 'first_name' | 'last_name'> | null) {
  const full = user ? `${user.first_name} ${user.last_name}`.trim() || user.name.trim() : '';
  return full || 'Admin';
}
