import { CHANNEL_LABELS, CHANNELS } from '@aso/core/channels';
import { CHANNEL_BAR_STYLES, CONFLICT_BAR_STYLE } from '../../../components/channel-colours.ts';
import { BAR_STYLES, UNAVAILABLE_SHADE } from './occupancy-grid.tsx';

const ITEMS = [
  { label: 'Pending', swatch: `${BAR_STYLES.pending} rounded-full` },
  { label: 'Confirmed', swatch: `${BAR_STYLES.confirmed} rounded-full` },
  { label: 'Checked in', swatch: `${BAR_STYLES.checked_in} rounded-full` },
  ...CHANNELS.map((channel) => ({
    label: channel === 'other' ? 'Other channel' : CHANNEL_LABELS[channel],
    swatch: `${CHANNEL_BAR_STYLES[channel]} rounded-sm`,
  })),
  { label: 'Conflict (sold twice)', swatch: `${CONFLICT_BAR_STYLE} rounded-sm` },
  { label: 'Unit unavailable', swatch: `border border-line ${UNAVAILABLE_SHADE}` },
  { label: 'Today', swatch: 'bg-brand' },
];

/** What the bars' colours and the shading mean. */
export function OccupancyLegend() {
  return (
    <div>
      <h2 className="sr-only">Legend</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
        {ITEMS.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-4 w-8 ${item.swatch}`} />
            {item.label}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">
        Choose a free day of a unit to book it; choose a booking or a conflict to open it. Nights
        closed on Airbnb, Booking.com or another channel come from the calendars imported on each
        unit&apos;s page.
      </p>
    </div>
  );
}
