import 'react-day-picker/style.css';
import './stay-calendar.css';
import { useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { formatStayDates } from '@aso/core/display-dates';
import { formatNaira } from '@aso/core/money';
import { formatDay, pluralize } from '../../../lib/format.ts';
import { useRoomCalendar, type NightRate } from '../api/get-room-calendar.ts';
import {
  canArrive,
  dateFromIso,
  isCheckOutChoice,
  isDayDisabled,
  isoFromDate,
  keepsStayRule,
  monthOf,
  monthsBetween,
  nextRange,
  type StayRange,
} from '../stay-dates.ts';
import { NightRatesContext, NO_CHECK_IN_NOTE, StayDayButton } from './stay-day-button.tsx';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `Tuesday 20 January 2026`: how a day button starts its name. */
export const dayLabel = (date: Date) => dayFormat.format(date).replace(',', '');

export const BOOKED_NOTE = 'Booked';
export const HELD_NOTE = 'Held by an unpaid checkout — may free up';
export const RATE_NOTE = 'Price of a night at a seasonal rate';

const nightsText = (count: number) => `${count} ${pluralize(count, 'night')}`;

/** "a stay of at least 3 nights", "of 2 to 7 nights": the rule of a check-in night, if any. */
export function stayRuleText(rule: NightRate | undefined): string | null {
  const min = rule?.min_nights ?? null;
  const max = rule?.max_nights ?? null;
  if (min !== null && max !== null) return `a stay of ${min} to ${max} nights`;
  if (min !== null) return `a stay of at least ${nightsText(min)}`;
  if (max !== null) return `a stay of at most ${nightsText(max)}`;
  return null;
}

/** A day button's name: the day, then what it is and why it cannot be picked. */
function dayButtonLabel(
  date: Date,
  modifiers: Modifiers,
  rates: ReadonlyMap<string, NightRate>,
  checkInRule: string | null,
) {
  const rate = rates.get(isoFromDate(date));
  const notes = [
    modifiers.today ? 'today' : null,
    modifiers.range_start ? 'check-in' : null,
    modifiers.range_end ? 'check-out' : null,
    rate ? `${formatNaira(rate.price)} a night` : null,
    modifiers.booked ? 'unavailable: booked' : null,
    modifiers.held ? 'unavailable: held by an unpaid checkout, may free up' : null,
    modifiers.noArrival ? NO_CHECK_IN_NOTE.toLowerCase() : null,
    modifiers.outsideRule && checkInRule
      ? `not a possible check-out: this check-in needs ${checkInRule}`
      : null,
  ].filter(Boolean);
  return [dayLabel(date), ...notes].join(', ');
}

export interface StayDatePickerProps {
  roomId: number;
  today: string;
  range: StayRange;
  onChange: (range: StayRange) => void;
  /** The server's refusal of these dates (a stay rule), said under the calendar. */
  error?: string | undefined;
  /** Focus a day when the calendar appears (the guest asked for it). */
  autoFocus?: boolean;
}

/**
 * Spec "Booking info card": a range picker with no past dates, and none of the nights
 * on which the type is full (`GET /api/rooms/{id}/calendar` for the months on screen).
 * A stay may end on the morning of a full night, but not run through one. Nights full
 * only because of unpaid checkouts look different from booked ones: they may free up.
 */
export function StayDatePicker({
  roomId,
  today,
  range,
  onChange,
  error,
  autoFocus = false,
}: StayDatePickerProps) {
  const [month, setMonth] = useState(() => dateFromIso(range.start ?? today));
  const visibleMonth = monthOf(isoFromDate(month));
  // While a check-out is picked months after the check-in, every month between counts.
  const firstMonth =
    range.start && !range.end && monthOf(range.start) < visibleMonth
      ? monthOf(range.start)
      : visibleMonth;
  const calendar = useRoomCalendar(roomId, monthsBetween(firstMonth, visibleMonth), today);

  const rates = calendar.rates;
  const disabled = (date: Date) =>
    isDayDisabled(isoFromDate(date), {
      today,
      unavailable: calendar.unavailable,
      range,
      rules: rates,
    });
  const booked = (date: Date) => {
    const day = isoFromDate(date);
    return calendar.unavailable.has(day) && !calendar.held.has(day) && disabled(date);
  };
  const held = (date: Date) => calendar.held.has(isoFromDate(date)) && disabled(date);
  // Why a free day cannot be picked: it takes no check-in, or the stay to it breaks the
  // rule of the check-in night.
  const noArrival = (date: Date) => {
    const day = isoFromDate(date);
    return day >= today && !isCheckOutChoice(day, range) && !canArrive(day, rates);
  };
  const outsideRule = (date: Date) => {
    const day = isoFromDate(date);
    return isCheckOutChoice(day, range) && !keepsStayRule(range.start!, day, rates);
  };
  const checkInRule = range.start && !range.end ? stayRuleText(rates.get(range.start)) : null;

  const selectedLabel =
    range.start && range.end
      ? formatStayDates(range.start, range.end)
      : range.start
        ? `Check-in ${formatDay(range.start)}: now pick your check-out day${checkInRule ? ` (${checkInRule})` : ''}.`
        : 'Pick your check-in day, then your check-out day.';

  return (
    <div
      role="group"
      aria-labelledby="stay-dates-label"
      aria-describedby={error ? 'stay-dates-status stay-dates-error' : 'stay-dates-status'}
      className="stay-calendar"
    >
      <NightRatesContext value={rates}>
        <DayPicker
          mode="range"
          autoFocus={autoFocus}
          selected={{
            from: range.start ? dateFromIso(range.start) : undefined,
            to: range.end ? dateFromIso(range.end) : undefined,
          }}
          // The rules of a stay are ours (stay-dates.ts): only the clicked day is read.
          onSelect={(_, day) => onChange(nextRange(range, isoFromDate(day)))}
          month={month}
          onMonthChange={setMonth}
          startMonth={dateFromIso(today)}
          today={dateFromIso(today)}
          disabled={disabled}
          modifiers={{ booked, held, noArrival, outsideRule }}
          modifiersClassNames={{
            booked: 'stay-calendar__booked',
            held: 'stay-calendar__held',
            noArrival: 'stay-calendar__no-arrival',
          }}
          components={{ DayButton: StayDayButton }}
          labels={{
            labelDayButton: (date, modifiers) =>
              dayButtonLabel(date, modifiers, rates, checkInRule),
            labelNav: () => 'Calendar months',
          }}
          weekStartsOn={1}
          showOutsideDays={false}
          fixedWeeks
        />
      </NightRatesContext>
      <ul className="stay-calendar__legend mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="stay-calendar__sample stay-calendar__sample--booked">
            12
          </span>
          {BOOKED_NOTE}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="stay-calendar__sample stay-calendar__sample--held">
            12
          </span>
          {HELD_NOTE}
        </li>
        {rates.size > 0 ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="stay-calendar__price">
              ₦
            </span>
            {RATE_NOTE}
          </li>
        ) : null}
        {[...rates.values()].some((rate) => rate.closed_to_arrival) ? (
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="stay-calendar__sample stay-calendar__sample--no-arrival"
            >
              12
            </span>
            {NO_CHECK_IN_NOTE}
          </li>
        ) : null}
      </ul>
      <p id="stay-dates-status" role="status" className="mt-2 min-h-5 text-sm text-muted">
        {calendar.isLoading
          ? 'Checking availability…'
          : calendar.isError
            ? 'Availability could not be checked just now; it is confirmed when you book.'
            : selectedLabel}
      </p>
      {error ? (
        <p
          id="stay-dates-error"
          role="alert"
          className="mt-1 text-sm font-medium text-terracotta-dark"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
