import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatStayDates } from '@aso/core/display-dates';
import { Button } from '../../../components/button.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import type { StayDatePickerProps } from './stay-date-picker.tsx';

/** The calendar's height with its legend and status line, kept while it loads: no jump. */
const CALENDAR_HEIGHT = 'min-h-[28rem]';

interface LoadedPicker {
  Picker: (props: StayDatePickerProps) => ReactNode;
  /** The guest asked for the calendar, or was on its button: the focus goes into it. */
  focus: boolean;
}

/**
 * The card's dates. The calendar (react-day-picker and its date library, the heaviest
 * part of the card) is its own chunk, loaded when it scrolls into view; until it is
 * there, a stand-in of its size names the chosen dates and has a button that loads it at
 * once. The stand-in stays in place while the chunk loads, so a guest who pressed its
 * button or reached it with Tab has the focus moved into the calendar when it arrives.
 */
export function StayDatesField(props: StayDatePickerProps) {
  const field = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const [near, showNow] = useNearViewport(field, '0px');
  const [loaded, setLoaded] = useState<LoadedPicker | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!near || loaded) return;
    let live = true;
    import('./stay-date-picker.tsx').then(
      ({ StayDatePicker }) => {
        if (!live) return;
        const focus = asked.current || document.activeElement === button.current;
        setLoaded({ Picker: StayDatePicker, focus });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [near, loaded, attempt]);

  if (loaded) {
    return (
      <div className={CALENDAR_HEIGHT}>
        <loaded.Picker {...props} autoFocus={loaded.focus} />
      </div>
    );
  }

  const chosen =
    props.range.start && props.range.end
      ? formatStayDates(props.range.start, props.range.end)
      : null;
  return (
    <div
      ref={field}
      role="group"
      aria-labelledby="stay-dates-label"
      className={`flex ${CALENDAR_HEIGHT} flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-field bg-cream px-4 text-center`}
    >
      <p role="status" className="text-sm text-ink">
        {failed ? 'The calendar could not be loaded.' : (chosen ?? 'No dates chosen yet.')}
      </p>
      {props.error ? (
        <p role="alert" className="text-sm font-medium text-terracotta-dark">
          {props.error}
        </p>
      ) : null}
      <Button
        ref={button}
        variant="outline"
        onClick={() => {
          asked.current = true;
          setFailed(false);
          setAttempt((count) => count + 1);
          showNow();
        }}
      >
        {failed ? 'Try again' : chosen ? 'Change dates' : 'Choose your dates'}
      </Button>
    </div>
  );
}
