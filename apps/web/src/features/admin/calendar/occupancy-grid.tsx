import type { OccupancyBooking, OccupancyResponse, OccupancyUnit } from '@aso/core/admin';
import { CHANNEL_LABELS, type OccupancyBlock } from '@aso/core/channels';
import { Link } from 'react-router';
import { bookingStatusLabel } from '../../../components/booking-status.tsx';
import { formatDay, formatStayDates } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { CHANNEL_BAR_STYLES, CONFLICT_BAR_STYLE } from '../../../components/channel-colours.ts';
import { stackInLanes } from './occupancy-lanes.ts';
import { barSpan, dayHeading, windowDates, type BarSpan, type Stay } from './occupancy-window.ts';

/** The bars' colours, each with its own border so the status does not rest on colour alone. */
export const BAR_STYLES: Record<string, string> = {
  pending: 'border-2 border-dashed border-brass-dark bg-brass-light text-ink',
  confirmed: 'border border-brand bg-mint text-brand',
  checked_in: 'border border-brand bg-brand text-white',
};
const OTHER_BAR = 'border border-line bg-sand text-ink';

/** Shading of a unit that is out of sale. */
export const UNAVAILABLE_SHADE =
  'bg-[repeating-linear-gradient(135deg,var(--color-sand)_0_6px,var(--color-cream)_6px_12px)]';

export interface FreeCell {
  unitId: number;
  roomTypeId: number;
  date: string;
}

interface OccupancyGridProps {
  occupancy: OccupancyResponse;
  /** Abuja's today: highlighted, and nothing can be booked before it. */
  today: string;
  onBook: (cell: FreeCell) => void;
}

/**
 * One row per unit, grouped by room type, one column per day. Each row is its own CSS
 * grid with the same columns, so a booking's bar is placed over the days it covers.
 */
export function OccupancyGrid({ occupancy, today, onBook }: OccupancyGridProps) {
  const dates = windowDates(occupancy.from, occupancy.days);
  // Narrow enough that a phone's week (7 × 2.375rem beside the unit column) fits 375 px.
  const columns = {
    gridTemplateColumns: `minmax(3.5rem, 9rem) repeat(${occupancy.days}, minmax(2.375rem, 1fr))`,
  };
  const minWidth = `calc(3.5rem + ${occupancy.days} * 2.375rem)`;

  return (
    <div style={{ minWidth }}>
      <div className="grid border-b border-line" style={columns}>
        <div className="sticky left-0 z-20 flex items-end bg-white px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Unit
        </div>
        {dates.map((date) => {
          const { weekday, day, month } = dayHeading(date);
          const isToday = date === today;
          return (
            <div
              key={date}
              className={`flex flex-col items-center border-l border-line px-1 py-2 text-center leading-tight ${
                isToday ? 'bg-brand text-white' : 'text-ink'
              }`}
            >
              <span className={`text-xs ${isToday ? 'text-white' : 'text-muted'}`}>{weekday}</span>
              <span className="text-base font-semibold">{day}</span>
              <span className={`text-xs ${isToday ? 'text-white' : 'text-muted'}`}>
                {month}
                {isToday ? <span className="sr-only"> (today)</span> : null}
              </span>
            </div>
          );
        })}
      </div>

      {occupancy.room_types.map((roomType) =>
        roomType.units.length === 0 ? null : (
          <div key={roomType.id} role="group" aria-labelledby={`occupancy-type-${roomType.id}`}>
            <div className="border-b border-line bg-sand">
              <h2
                id={`occupancy-type-${roomType.id}`}
                className="sticky left-0 w-fit px-3 py-2 font-sans text-sm font-semibold text-ink"
              >
                {roomType.title}
              </h2>
            </div>
            {roomType.units.map((unit) => (
              <UnitRow
                key={unit.id}
                unit={unit}
                roomTypeId={roomType.id}
                dates={dates}
                from={occupancy.from}
                today={today}
                columns={columns}
                onBook={onBook}
              />
            ))}
          </div>
        ),
      )}
    </div>
  );
}

interface UnitRowProps {
  unit: OccupancyUnit;
  roomTypeId: number;
  dates: string[];
  from: string;
  today: string;
  columns: { gridTemplateColumns: string };
  onBook: (cell: FreeCell) => void;
}

/** A bar on a unit's row: a booking made here, or nights closed by another channel. */
type RowBar =
  (BarSpan<OccupancyBooking> & { kind: 'booking' }) | (BarSpan<OccupancyBlock> & { kind: 'block' });

const inWindow = <T extends Stay>(stays: T[], from: string, days: number) =>
  stays
    .map((stay) => barSpan(stay, from, days))
    .filter((bar): bar is BarSpan<T> => bar !== null)
    .sort((a, b) => a.start - b.start);

function UnitRow({ unit, roomTypeId, dates, from, today, columns, onBook }: UnitRowProps) {
  // Bookings first, so they keep the top lane and a block over one (a conflict) goes below.
  const { placed, lanes } = stackInLanes<RowBar>([
    ...inWindow(unit.bookings, from, dates.length).map((bar) => ({
      ...bar,
      kind: 'booking' as const,
    })),
    ...inWindow(unit.blocks, from, dates.length).map((bar) => ({ ...bar, kind: 'block' as const })),
  ]);
  const taken = new Set(placed.flatMap((bar) => dates.slice(bar.start, bar.end)));
  const shade = unit.is_available ? '' : UNAVAILABLE_SHADE;
  const allLanes = `1 / ${lanes + 1}`;

  return (
    <div
      className={`grid min-h-14 border-b border-line ${shade}`}
      style={{ ...columns, gridTemplateRows: `repeat(${lanes}, minmax(3.5rem, auto))` }}
    >
      <div
        className={`sticky left-0 z-20 flex items-center border-r border-line px-3 font-semibold ${
          unit.is_available ? 'bg-white' : `text-muted ${UNAVAILABLE_SHADE}`
        }`}
        style={{ gridRow: allLanes, gridColumn: 1 }}
      >
        {unit.room_number}
        {unit.is_available ? null : <span className="sr-only"> (unavailable)</span>}
      </div>
      {dates.map((date, index) => {
        const style = { gridRow: allLanes, gridColumn: index + 2 };
        const bookable = unit.is_available && date >= today && !taken.has(date);
        const tint = date === today ? 'bg-mint/60' : date < today ? 'bg-cream' : '';
        if (!bookable) {
          return (
            <div key={date} className={`border-l border-line ${shade ? '' : tint}`} style={style} />
          );
        }
        return (
          <button
            key={date}
            type="button"
            style={style}
            aria-label={`Book unit ${unit.room_number} on ${formatDay(date)}`}
            onClick={() => onBook({ unitId: unit.id, roomTypeId, date })}
            className={`group flex min-h-14 items-center justify-center border-l border-line text-brand hover:bg-mint focus-visible:-outline-offset-2 ${tint}`}
          >
            <span
              aria-hidden="true"
              className="text-xl leading-none opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              +
            </span>
          </button>
        );
      })}
      {placed.map((bar) =>
        bar.kind === 'booking' ? (
          <BookingBar key={`booking-${bar.stay.id}`} bar={bar} lane={bar.lane} />
        ) : (
          <BlockBar key={`block-${bar.stay.id}`} bar={bar} lane={bar.lane} />
        ),
      )}
    </div>
  );
}

/** Rounded ends of a bar (written out whole, so Tailwind finds the classes). */
const PILL_ENDS = { start: 'ml-1 rounded-l-full', end: 'mr-1 rounded-r-full' };
const BOX_ENDS = { start: 'ml-1 rounded-l-md', end: 'mr-1 rounded-r-md' };

/** Where a bar sits: its lane, its columns, and square ends where the window cuts it. */
function barPlacement(bar: BarSpan, lane: number, ends: typeof PILL_ENDS) {
  return {
    style: { gridRow: lane + 1, gridColumn: `${bar.start + 2} / ${bar.end + 2}` },
    className: `z-10 my-1.5 flex min-h-11 min-w-0 items-center overflow-hidden text-sm font-semibold shadow-sm ${
      bar.clippedStart ? 'ml-0 rounded-l-none' : ends.start
    } ${bar.clippedEnd ? 'mr-0 rounded-r-none' : ends.end}`,
  };
}

function BookingBar({ bar, lane }: { bar: BarSpan<OccupancyBooking>; lane: number }) {
  const booking = bar.stay;
  const status = bookingStatusLabel(booking.status).toLowerCase();
  const name = booking.guest_name || 'Guest';
  const label = `${name}, ${status}, ${formatStayDates(booking.start_date, booking.end_date)}, booking #${booking.id}`;
  const placement = barPlacement(bar, lane, PILL_ENDS);
  return (
    <Link
      to={paths.adminBooking(booking.id)}
      aria-label={label}
      title={label}
      style={placement.style}
      className={`${placement.className} px-2 hover:brightness-95 ${BAR_STYLES[booking.status] ?? OTHER_BAR}`}
    >
      <span className="truncate">{name}</span>
    </Link>
  );
}

/** "Airbnb: Reserved": the channel, and what its calendar calls the nights. */
export function blockTitle(block: OccupancyBlock): string {
  return `${CHANNEL_LABELS[block.channel]}: ${block.summary?.trim() || 'Blocked'}`;
}

/**
 * Nights closed by another channel, square-cornered (bookings are pills) in the channel's
 * colour. One that arrived over a booking made here is red and striped, says "Conflict"
 * (the channel is in its name and tooltip) and opens that booking, so staff can move or
 * cancel one side.
 */
function BlockBar({ bar, lane }: { bar: BarSpan<OccupancyBlock>; lane: number }) {
  const block = bar.stay;
  const dates = formatStayDates(block.start_date, block.end_date);
  const placement = barPlacement(bar, lane, BOX_ENDS);
  if (block.conflict_booking_id !== null) {
    const label = `Conflict with booking #${block.conflict_booking_id}: ${blockTitle(block)}, ${dates}`;
    return (
      <Link
        to={paths.adminBooking(block.conflict_booking_id)}
        aria-label={label}
        title={label}
        style={placement.style}
        className={`${placement.className} @container hover:brightness-110 ${CONFLICT_BAR_STYLE}`}
      >
        {/* The bar's own width decides: the word where it fits whole, else the mark alone. */}
        <span className="flex w-full min-w-0 items-center justify-center gap-1 px-0.5 @min-[6rem]:justify-start @min-[6rem]:px-1">
          <span
            aria-hidden="true"
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold text-[#b42318]"
          >
            !
          </span>
          <span className="hidden @min-[6rem]:inline">Conflict</span>
        </span>
      </Link>
    );
  }
  const label = `${blockTitle(block)}, ${dates}`;
  return (
    <div
      role="img"
      aria-label={label}
      title={label}
      style={placement.style}
      className={`${placement.className} px-2 ${CHANNEL_BAR_STYLES[block.channel]}`}
    >
      <span className="truncate">{blockTitle(block)}</span>
    </div>
  );
}
