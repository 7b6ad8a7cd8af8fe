import { createContext, useContext, useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import type { NightRate } from '../api/get-room-calendar.ts';
import { isoFromDate } from '../stay-dates.ts';

export const NO_CHECK_IN_NOTE = 'No check-in on this day';

/** The nights of rate periods on screen, for the day buttons (the picker provides them). */
export const NightRatesContext = createContext<ReadonlyMap<string, NightRate>>(new Map());

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 50000 naira as "₦50K", 72500 as "₦72.5K": a night's price small enough for its day cell. */
export const compactPrice = (naira: number) => `₦${compact.format(naira)}`;

/**
 * A day of the stay calendar: react-day-picker's button (its label says everything,
 * price and rules included), with a rate period night's price under the day's number and
 * the reason a day takes no check-in as its tooltip.
 */
export function StayDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const rates = useContext(NightRatesContext);
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own button does: the keyboard's focus follows the focused day.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const rate = rates.get(isoFromDate(day.date));
  return (
    <button ref={ref} {...button} title={modifiers.noArrival ? NO_CHECK_IN_NOTE : button.title}>
      <span className="stay-calendar__day">
        {children}
        {rate ? (
          <span aria-hidden="true" className="stay-calendar__price">
            {compactPrice(rate.price)}
          </span>
        ) : null}
      </span>
    </button>
  );
}
