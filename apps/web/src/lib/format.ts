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
