import 'react-day-picker/style.css';
import './stay-calendar.css';
import { useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { formatStayDates } from '@aso/core/display-dates';
import { formatDay } from '../../../lib/format.ts';
import { useRoomCalendar } from '../api/get-room-calendar.ts';
import {
  dateFromIso,
  isDayDisabled,
  isoFromDate,
  monthOf,
  monthsBetween,
  nextRange,
  type StayRange,
} from '../stay-dates.ts';

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

function dayButtonLabel(date: Date, modifiers: Modifiers): string {
  const notes = [
    modifiers.today ? 'today' : null,
    modifiers.range_start ? 'check-in' : null,
    modifiers.range_end ? 'check-out' : null,
    modifiers.booked ? 'unavailable: booked' : null,
    modifiers.held ? 'unavailable: held by an unpaid checkout, may free up' : null,
  ].filter(Boolean);
  return [dayLabel(date), ...notes].join(', ');
}

export interface StayDatePickerProps {
  roomId: number;
  today: string;
  range: StayRange;
  onChange: (range: StayRange) => void;
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

  const disabled = (date: Date) =>
    isDayDisabled(isoFromDate(date), { today, unavailable: calendar.unavailable, range });
  const booked = (date: Date) => {
    const day = isoFromDate(date);
    return calendar.unavailable.has(day) && !calendar.held.has(day) && disabled(date);
  };
  const held = (date: Date) => calendar.held.has(isoFromDate(date)) && disabled(date);

  const selectedLabel =
    range.start && range.end
      ? formatStayDates(range.start, range.end)
      : range.start
        ? `Check-in ${formatDay(range.start)}: now pick your check-out day.`
        : 'Pick your check-in day, then your check-out day.';

  return (
    <div
      role="group"
      aria-labelledby="stay-dates-label"
      aria-describedby="stay-dates-status"
      className="stay-calendar"
    >
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
        modifiers={{ booked, held }}
        modifiersClassNames={{ booked: 'stay-calendar__booked', held: 'stay-calendar__held' }}
        labels={{ labelDayButton: dayButtonLabel, labelNav: () => 'Calendar months' }}
        weekStartsOn={1}
        showOutsideDays={false}
        fixedWeeks
      />
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
      </ul>
      <p id="stay-dates-status" role="status" className="mt-2 min-h-5 text-sm text-muted">
        {calendar.isLoading
          ? 'Checking availability…'
          : calendar.isError
            ? 'Availability could not be checked just now; it is confirmed when you book.'
            : selectedLabel}
      </p>
    </div>
  );
}
