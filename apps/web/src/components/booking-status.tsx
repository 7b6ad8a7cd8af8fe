const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-sand text-brass-dark',
  awaiting: 'bg-sand text-brass-dark',
  confirmed: 'bg-mint text-brand',
  checked_in: 'bg-mint text-brand',
  checked_out: 'bg-cream text-muted border border-line',
  cancelled: 'bg-blush text-terracotta-dark',
  expired: 'bg-blush text-terracotta-dark',
};

/** `checked_in` → `Checked in`. */
export function bookingStatusLabel(status: string): string {
  const words = status.replaceAll(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A booking's status as returned (spec §4), in its colour; `uppercase` for the details pill. */
export function BookingStatusPill({
  status,
  uppercase = false,
}: {
  status: string;
  uppercase?: boolean;
}) {
  const label = bookingStatusLabel(status);
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${
        uppercase ? 'tracking-wider' : ''
      } ${STATUS_STYLES[status.toLowerCase()] ?? 'bg-sand text-ink'}`}
    >
      {uppercase ? label.toUpperCase() : label}
    </span>
  );
}
