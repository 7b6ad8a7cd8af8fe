/** The spec's two labels: AVAILABLE, or Unavailable. */
export function AvailabilityBadge({ bookable }: { bookable: boolean }) {
  return bookable ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-mint px-3 py-1 text-xs font-bold tracking-wider text-brand shadow-sm">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
      AVAILABLE
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-blush px-3 py-1 text-xs font-semibold text-terracotta-dark shadow-sm">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-terracotta" />
      Unavailable
    </span>
  );
}
