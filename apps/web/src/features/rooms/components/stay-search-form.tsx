import { useRef, useState, type FormEvent } from 'react';
import { addDays } from '@aso/core/dates';
import {
  END_AFTER_START,
  END_REQUIRED,
  INVALID_DATE,
  MAX_GUESTS,
  parseGuests,
  START_NOT_BEFORE_TODAY,
  START_REQUIRED,
  STAY_SEARCH_PARAMS,
  stayOfQuery,
  TOO_MANY_NIGHTS,
  type StaySearch,
} from '@aso/core/stay-search';
import { stayQuerySchema } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';

/** The shared rules' messages in the words of this form's labels. */
const FIELD_MESSAGES: Record<string, string> = {
  [INVALID_DATE]: 'Enter a whole date.',
  [START_NOT_BEFORE_TODAY]: 'Check-in cannot be in the past.',
  [END_AFTER_START]: 'Check-out must be after check-in.',
  [START_REQUIRED]: 'Choose a check-in date too.',
  [END_REQUIRED]: 'Choose a check-out date too.',
  [TOO_MANY_NIGHTS]: TOO_MANY_NIGHTS,
};

const FIELD_IDS = { start_date: 'stay-check-in', end_date: 'stay-check-out' } as const;
type DateErrors = Partial<Record<keyof typeof FIELD_IDS, string>>;

const GUEST_COUNTS = Array.from({ length: MAX_GUESTS }, (_, index) => index + 1);

interface StaySearchFormProps {
  search: StaySearch;
  /** Today in Abuja, or null before the page may read the clock (no `min` then). */
  today: string | null;
  onSearch: (next: StaySearch) => void;
}

/**
 * Check-in, check-out and guests on the residencies page: native fields (no calendar
 * library on this page), checked by the room list's own rules on submit. Without
 * JavaScript the form still works: a GET to this page with the same names.
 */
export function StaySearchForm({ search, today, onSearch }: StaySearchFormProps) {
  // The check-in typed here, else the search's (a link's past dates drop once today is known).
  const [typedCheckIn, setCheckIn] = useState<string | null>(null);
  const checkIn = typedCheckIn ?? search.stay?.start_date ?? '';
  const [errors, setErrors] = useState<DateErrors>({});
  const form = useRef<HTMLFormElement>(null);
  // The fields are the DOM's own (read on submit); only the check-in's rule needs adopting.
  useTypedBeforeHydration(form, [STAY_SEARCH_PARAMS.start], (typed) => {
    const start = typed[STAY_SEARCH_PARAMS.start];
    if (start !== undefined) setCheckIn(start);
  });

  const showErrors = (found: DateErrors) => {
    setErrors(found);
    const first = found.start_date ? FIELD_IDS.start_date : FIELD_IDS.end_date;
    form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const dates = stayQuerySchema(() => today).safeParse({
      start_date: text(STAY_SEARCH_PARAMS.start),
      end_date: text(STAY_SEARCH_PARAMS.end),
    });
    if (!dates.success) {
      const found: DateErrors = {};
      for (const issue of dates.error.issues) {
        const field = issue.path[0] as keyof DateErrors;
        found[field] ??= FIELD_MESSAGES[issue.message] ?? issue.message;
      }
      showErrors(found);
      return;
    }
    setErrors({});
    const guests = parseGuests(text(STAY_SEARCH_PARAMS.guests));
    onSearch({ stay: stayOfQuery(dates.data), guests });
  };

  const clear = () => {
    setErrors({});
    setCheckIn('');
    onSearch({ stay: null, guests: null });
  };

  const checkOutMin = checkIn ? addDays(checkIn, 1) : today ? addDays(today, 1) : undefined;

  return (
    <form
      ref={form}
      action={paths.residencies}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="stay-search-title"
      className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="stay-search-title" className="font-sans text-base font-semibold text-ink">
          Check availability for your dates
        </h2>
        {search.stay || search.guests !== null ? (
          <button
            type="button"
            onClick={clear}
            className="rounded text-sm font-semibold text-brand underline underline-offset-4"
          >
            Clear search
          </button>
        ) : null}
      </div>
      {/* Phones: a date a row (a date field needs the width), then guests and Search side by side
          from 375 px; from 640 px two columns; from 1024 px one row. */}
      <div className="mt-3 grid items-end gap-x-3 gap-y-4 min-[375px]:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_auto]">
        <TextField
          id={FIELD_IDS.start_date}
          name={STAY_SEARCH_PARAMS.start}
          type="date"
          label="Check-in"
          defaultValue={search.stay?.start_date}
          min={today ?? undefined}
          onChange={(event) => setCheckIn(event.target.value)}
          error={errors.start_date}
          className="col-span-full self-start sm:col-span-1"
        />
        <TextField
          id={FIELD_IDS.end_date}
          name={STAY_SEARCH_PARAMS.end}
          type="date"
          label="Check-out"
          defaultValue={search.stay?.end_date}
          min={checkOutMin}
          error={errors.end_date}
          className="col-span-full self-start sm:col-span-1"
        />
        <div className="self-start">
          <label htmlFor="stay-guests" className="block text-sm font-semibold text-ink">
            Guests
          </label>
          <select
            id="stay-guests"
            name={STAY_SEARCH_PARAMS.guests}
            defaultValue={search.guests ?? 1}
            className="mt-2 block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand"
          >
            {GUEST_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count} {count === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="w-full lg:mt-7 lg:self-start">
          Search
        </Button>
      </div>
    </form>
  );
}
