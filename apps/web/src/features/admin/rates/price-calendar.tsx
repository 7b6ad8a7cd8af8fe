import { useId } from 'react';
import { formatKobo } from '@aso/core/money';
import type { RatePeriod } from '@aso/core/rates';
import type { AdminRoomType } from '@aso/core/room-types';
import type { PricedNight } from '@aso/core/stay-price';
import { Button } from '../../../components/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { formatDay } from '../../../lib/format.ts';
import {
  compactPrice,
  monthLabel,
  monthNights,
  monthWeeks,
  shiftMonth,
  type Month,
} from './price-calendar-month.ts';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const BASE_CELL = 'border-line bg-white text-ink';
const CELL =
  'flex h-full min-h-16 w-full flex-col items-start gap-0.5 rounded-lg border p-1 text-left sm:min-h-20 sm:p-2';

interface PriceCalendarProps {
  roomType: AdminRoomType;
  /** The room type's own periods and the all-types ones, in list order. */
  periods: RatePeriod[];
  colours: Map<number, string>;
  month: Month;
  onMonthChange: (month: Month) => void;
  /** A night a period covers was chosen: that period's form opens. */
  onPickPeriod: (period: RatePeriod) => void;
}

/**
 * A month of nights, each at the price a guest would be quoted and with the minimum stay of
 * the period deciding it; the nights a period covers wear its colour and open its form.
 */
export function PriceCalendar({
  roomType,
  periods,
  colours,
  month,
  onMonthChange,
  onPickPeriod,
}: PriceCalendarProps) {
  const titleId = useId();
  const byId = new Map(periods.map((period) => [period.id, period]));
  const weeks = monthWeeks(monthNights(roomType, periods, month));

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-white p-3 shadow-card sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeftIcon className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <h2 id={titleId} aria-live="polite" className="text-center text-xl text-brand sm:text-2xl">
          {monthLabel(month)}
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRightIcon className="size-4" />
        </Button>
      </div>

      <table className="mt-4 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
        <caption className="sr-only">
          Nightly prices of {roomType.title} in naira, {monthLabel(month)}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-semibold text-muted">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((night, index) =>
                night ? (
                  <td key={night.date} className="h-full p-0 align-top">
                    <NightCell
                      night={night}
                      period={night.periodId === null ? undefined : byId.get(night.periodId)}
                      colour={night.periodId === null ? undefined : colours.get(night.periodId)}
                      onPick={onPickPeriod}
                    />
                  </td>
                ) : (
                  <td key={`pad-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "Sat, 9 Jan 2027: ₦60,000 a night, minimum 3 nights, closed to arrival (Harmattan)". */
function nightLabel(night: PricedNight, period: RatePeriod | undefined) {
  const rules = [
    `${formatDay(night.date)}: ${formatKobo(night.priceKobo)} a night`,
    period?.min_nights ? `minimum ${period.min_nights} nights` : null,
    period?.closed_to_arrival ? 'closed to arrival' : null,
  ].filter(Boolean);
  return `${rules.join(', ')} (${period ? period.name : 'base price'})`;
}

function NightCell({
  night,
  period,
  colour,
  onPick,
}: {
  night: PricedNight;
  period: RatePeriod | undefined;
  colour: string | undefined;
  onPick: (period: RatePeriod) => void;
}) {
  const content = (
    <>
      <span className="flex w-full items-center justify-between text-xs font-semibold">
        {Number(night.date.slice(8))}
        {period?.closed_to_arrival ? <span className="text-[0.6875rem]">✕</span> : null}
      </span>
      <span className="text-[0.6875rem] leading-tight font-semibold sm:text-sm">
        {/* The naira sign does not fit a phone's cell; the caption says the currency. */}
        <span className="hidden sm:inline">₦</span>
        {compactPrice(night.priceKobo)}
      </span>
      {period?.min_nights ? (
        <span className="text-[0.625rem] leading-tight sm:text-xs">min {period.min_nights}</span>
      ) : null}
    </>
  );
  if (!period) {
    return (
      <div data-date={night.date} className={`${CELL} ${BASE_CELL}`}>
        <span aria-hidden="true" className="contents">
          {content}
        </span>
        <span className="sr-only">{nightLabel(night, period)}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      data-date={night.date}
      aria-label={`${nightLabel(night, period)}. Edit this period`}
      onClick={() => onPick(period)}
      className={`${CELL} ${colour ?? BASE_CELL} hover:ring-2 hover:ring-brand`}
    >
      {content}
    </button>
  );
}
