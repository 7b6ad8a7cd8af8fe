import { Link } from 'react-router';
import { CHANNEL_LABELS, type ChannelConflict } from '@aso/core/channels';
import { formatStayDates } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnitChannels } from './api/get-unit-channels.ts';

function ConflictLine({ conflict }: { conflict: ChannelConflict }) {
  return (
    <li className="leading-relaxed">
      {CHANNEL_LABELS[conflict.channel]} reservation{' '}
      {formatStayDates(conflict.start_date, conflict.end_date)} overlaps{' '}
      <Link
        to={paths.adminBooking(conflict.booking_id)}
        className="font-semibold text-[#7a1610] underline underline-offset-4 hover:text-ink"
      >
        booking #{conflict.booking_id}
      </Link>{' '}
      ({conflict.guest_name},{' '}
      {formatStayDates(conflict.booking_start_date, conflict.booking_end_date)})
    </li>
  );
}

/**
 * Nights this unit sold here and on another channel before the calendars caught up.
 * A labelled region, not an alert: it is there on every visit until it is resolved, and
 * an alert would interrupt each time. Nothing is shown while there are none.
 */
export function ChannelConflictsPanel({ roomId }: { roomId: number }) {
  const channels = useUnitChannels(roomId);
  const conflicts = channels.data?.conflicts ?? [];
  if (conflicts.length === 0) return null;

  return (
    <section
      aria-labelledby="channel-conflicts-title"
      className="rounded-3xl border-2 border-[#b42318] bg-[#fef3f2] p-5 text-ink sm:p-6"
    >
      <h2 id="channel-conflicts-title" className="flex items-center gap-3 text-xl text-[#7a1610]">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-[#b42318] font-sans text-base font-bold text-white"
        >
          !
        </span>
        Double-booking conflicts
      </h2>
      <p className="mt-2 text-sm">
        These nights were sold here and on another channel before the calendars caught up. Move or
        cancel one side; the conflict clears when either is cancelled.
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {conflicts.map((conflict) => (
          <ConflictLine key={conflict.block_id} conflict={conflict} />
        ))}
      </ul>
    </section>
  );
}
