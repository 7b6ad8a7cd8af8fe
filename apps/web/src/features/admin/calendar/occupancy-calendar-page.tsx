import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, businessToday, isIsoDate } from '@aso/core/dates';
import { Button } from '../../../components/button.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import {
  ManualBookingModal,
  type ManualBookingPrefill,
} from '../../../components/manual-booking-modal.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useOccupancy } from './api/get-occupancy.ts';
import { OccupancyGrid, type FreeCell } from './occupancy-grid.tsx';
import { OccupancyLegend } from './occupancy-legend.tsx';
import { windowLabel } from './occupancy-window.ts';

export const OCCUPANCY_LOAD_FAILED = 'Failed to load the occupancy calendar';
export const NO_ROOMS = 'No rooms yet.';

/** Two weeks on a desk, one on a phone. */
export const NARROW_QUERY = '(max-width: 640px)';
const DESKTOP_DAYS = 14;
const PHONE_DAYS = 7;
const EARLIEST_START = '2000-01-01';

/**
 * `/admin/calendar`: which unit is taken on which night, a window of days at a time.
 * The first day lives in the address (`?from=`), so Back from a booking returns here.
 */
export function OccupancyCalendarPage() {
  const today = businessToday();
  const [params, setParams] = useSearchParams();
  const requested = params.get('from') ?? '';
  const from = isIsoDate(requested) ? requested : today;
  const days = useMediaQuery(NARROW_QUERY) ? PHONE_DAYS : DESKTOP_DAYS;
  const occupancy = useOccupancy({ from, days });
  const [prefill, setPrefill] = useState<ManualBookingPrefill | null>(null);
  const startId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  // What the date field holds: '' or half a date while it is edited, the window's start otherwise.
  const [draft, setDraft] = useState({ for: from, value: from });
  if (draft.for !== from) setDraft({ for: from, value: from });

  const moveTo = (date: string) =>
    setParams(date === today ? {} : { from: date }, { replace: true });
  const book = ({ unitId, roomTypeId, date }: FreeCell) =>
    setPrefill({ roomId: unitId, roomTypeId, startDate: date });

  const units = occupancy.data?.room_types.reduce((sum, type) => sum + type.units.length, 0);

  return (
    <section className="wrap py-8 sm:py-10">
      <DocumentTitle title="Occupancy calendar" />
      <p className="eyebrow text-brass-dark">Back office</p>
      <h1 className="mt-3 text-3xl text-brand sm:text-4xl">Occupancy calendar</h1>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-label={`Previous ${days} days`}
            onClick={() => moveTo(addDays(from, -days))}
          >
            <ChevronLeftIcon className="hidden size-4 sm:block" />
            Previous
          </Button>
          <Button variant="outline" onClick={() => moveTo(today)} aria-pressed={from === today}>
            Today
          </Button>
          <Button
            variant="outline"
            aria-label={`Next ${days} days`}
            onClick={() => moveTo(addDays(from, days))}
          >
            Next
            <ChevronRightIcon className="hidden size-4 sm:block" />
          </Button>
        </div>
        <div>
          <label htmlFor={startId} className="block text-sm font-semibold text-ink">
            Start date
          </label>
          <input
            id={startId}
            type="date"
            value={draft.value}
            onChange={(event) => {
              const value = event.target.value;
              setDraft({ for: from, value });
              // A year typed digit by digit passes through 0002, 0020, 0203: wait for a real one.
              if (isIsoDate(value) && value >= EARLIEST_START) moveTo(value);
            }}
            className="mt-2 block min-h-11 rounded-xl border border-field bg-white px-4 py-2 text-base text-ink focus-visible:border-brand"
          />
        </div>
      </div>

      <p aria-live="polite" className="mt-6 font-display text-xl font-semibold text-ink">
        {windowLabel(from, days)}
      </p>

      <div className="mt-4">
        {occupancy.data ? (
          units === 0 ? (
            <p className="rounded-2xl border border-line bg-white p-6 text-muted">{NO_ROOMS}</p>
          ) : (
            <div
              ref={gridRef}
              role="region"
              aria-label="Occupancy by unit and day"
              aria-busy={occupancy.isPlaceholderData}
              tabIndex={0}
              className={`max-w-full overflow-x-auto rounded-2xl border border-line bg-white shadow-card ${
                occupancy.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              <OccupancyGrid occupancy={occupancy.data} today={today} onBook={book} />
            </div>
          )
        ) : occupancy.isError ? (
          <ErrorMessage onRetry={() => void occupancy.refetch()} retrying={occupancy.isFetching}>
            {(occupancy.error instanceof ApiError && occupancy.error.serverMessage) ||
              OCCUPANCY_LOAD_FAILED}
          </ErrorMessage>
        ) : (
          <LoadingMessage>Loading occupancy...</LoadingMessage>
        )}
      </div>

      {occupancy.data && units ? (
        <div className="mt-6">
          <OccupancyLegend />
        </div>
      ) : null}

      <ManualBookingModal
        open={prefill !== null}
        onClose={() => {
          setPrefill(null);
          // The free cell that opened the form is a booking's bar now: keep the focus in the grid.
          requestAnimationFrame(() => {
            if (document.activeElement === document.body) gridRef.current?.focus();
          });
        }}
        initial={prefill ?? undefined}
      />
    </section>
  );
}
