import { formatDay, formatTimeOfDay } from '../lib/format.ts';
import type { ConveyanceLegView } from '../lib/conveyance-legs.ts';

export const NO_PICKUP = 'No airport pickup requested';

/** The airport legs of a booking, or the spec's "No airport pickup requested". */
export function ConveyanceSummary({ legs }: { legs: ConveyanceLegView[] | null }) {
  if (!legs || legs.length === 0) return <p className="text-muted">{NO_PICKUP}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {legs.map((leg) => (
        <li key={leg.name} className="rounded-2xl border border-line bg-cream p-4">
          <p className="font-semibold text-ink">{leg.name}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Date</dt>
            <dd>{leg.date ? formatDay(leg.date) : '—'}</dd>
            <dt className="text-muted">Time</dt>
            <dd>{leg.time ? formatTimeOfDay(leg.time) : '—'}</dd>
            <dt className="text-muted">Airport</dt>
            <dd>{leg.airport ?? '—'}</dd>
            <dt className="text-muted">Phone</dt>
            <dd>{leg.phone ?? '—'}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
