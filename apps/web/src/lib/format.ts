/** `1, 'Unit'` → `Unit`; `11, 'Unit'` → `Units`. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** `Sleeps 4` (spec: capacity of a room type). */
export function sleepsLabel(capacity: number): string {
  return `Sleeps ${capacity}`;
}

/** `'15:00'` → `3:00 PM`, `'12:00'` → `12:00 noon` (the house times of spec §9). */
export function formatTimeOfDay(time: string): string {
  const [hourText = '0', minuteText = '00'] = time.split(':');
  const hour = Number(hourText);
  if (hour === 12 && minuteText === '00') return '12:00 noon';
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minuteText} ${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `'2026-01-20'` → `20 Jan 2026`, as the stay dates read (`formatStayDates`); a full
 * timestamp gives its date part; anything else is shown as it is.
 */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
