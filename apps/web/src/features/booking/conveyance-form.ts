import { z } from 'zod';
import {
  AIRPORTS,
  ConveyanceSchema,
  conveyanceLegDays,
  refineConveyanceDays,
  type AirportCode,
  type Conveyance,
} from '@aso/core/bookings';
import { addDays, nightsBetween } from '@aso/core/dates';
import type { ConveyanceDirection } from '@aso/core/pricing';
import { formatDay, formatTimeOfDay } from '../../lib/format.ts';
import type { ConveyanceChoice } from './booking-rules.ts';

export type LegName = 'pickup' | 'dropoff';
export type LegField = 'date' | 'time' | 'phone' | 'airport';
export const LEG_FIELDS: LegField[] = ['date', 'time', 'phone', 'airport'];

export interface LegDraft {
  date: string;
  time: string;
  phone: string;
  /** '' until an airport is chosen. */
  airport: AirportCode | '';
}

export interface ConveyanceDraft {
  direction: ConveyanceDirection;
  pickup: LegDraft;
  dropoff: LegDraft;
}

/** `pickup.date` → its message. */
export type ConveyanceErrors = Partial<Record<`${LegName}.${LegField}`, string>>;

export const DIRECTION_LABELS: Record<ConveyanceDirection, string> = {
  pickup: 'Pickup (airport to residence)',
  dropoff: 'Drop-off (residence to airport)',
  both: 'Both pickup and drop-off',
};

export const LEG_LABELS: Record<LegName, string> = { pickup: 'Pickup', dropoff: 'Drop-off' };

export const AIRPORT_OPTIONS = Object.entries(AIRPORTS) as [AirportCode, string][];

/** Spec §5: times in 30-minute steps, `00:00` to `23:30`. */
export const HALF_HOUR_TIMES: string[] = Array.from({ length: 48 }, (_, index) => {
  const hour = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hour}:${index % 2 === 0 ? '00' : '30'}`;
});

export const legsOf = (direction: ConveyanceDirection): LegName[] =>
  direction === 'both' ? ['pickup', 'dropoff'] : [direction];

const emptyLeg = (date: string, phone: string): LegDraft => ({
  date,
  time: '',
  phone,
  airport: '',
});

/**
 * The form's starting values: the saved choice, else a pickup on the check-in day and a
 * drop-off on the check-out day, with the account's phone number.
 */
export function conveyanceDraft(
  saved: ConveyanceChoice | null,
  defaults: { checkIn: string | null; checkOut: string | null; phone: string },
): ConveyanceDraft {
  return {
    direction: saved?.direction ?? 'pickup',
    pickup: saved?.pickup ?? emptyLeg(defaults.checkIn ?? '', defaults.phone),
    dropoff: saved?.dropoff ?? emptyLeg(defaults.checkOut ?? '', defaults.phone),
  };
}

export type ConveyanceResult =
  { ok: true; value: ConveyanceChoice } | { ok: false; errors: ConveyanceErrors };

/** A chosen stay, both days set. */
export interface StayDays {
  start: string;
  end: string;
}

/** The server's rule of legs that match the stay, over a conveyance already parsed. */
const LegDaysSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    airport_conveyance: z.custom<Conveyance>(),
  })
  .superRefine(refineConveyanceDays);

function errorsOf(issues: z.ZodError['issues'], prefixLength: number): ConveyanceErrors {
  const errors: ConveyanceErrors = {};
  for (const issue of issues) {
    const [leg, field] = issue.path.slice(prefixLength);
    const key = `${String(leg)}.${String(field)}` as keyof ConveyanceErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Spec §5 Conveyance modal, checked with the server's own schema: for each leg of the
 * direction, a date not before today, a time, a phone and an airport, with the spec's
 * messages ("Please select pickup date.", "Please select drop-off time.", …); once the
 * stay is chosen, a pickup on its first day or the next, a drop-off on its last or the
 * day before.
 */
export function validateConveyance(
  draft: ConveyanceDraft,
  stay: StayDays | null = null,
): ConveyanceResult {
  const parsed = ConveyanceSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues, 0) };
  if (stay) {
    const days = LegDaysSchema.safeParse({
      start_date: stay.start,
      end_date: stay.end,
      airport_conveyance: parsed.data,
    });
    if (!days.success) return { ok: false, errors: errorsOf(days.error.issues, 1) };
  }
  const { direction, pickup, dropoff } = parsed.data;
  return { ok: true, value: { direction, pickup, dropoff } };
}

/** The days a leg's date field offers for the stay (min and max), if it is chosen. */
export function legDayRange(leg: LegName, stay: StayDays | null) {
  if (!stay) return null;
  const [min, max] = conveyanceLegDays({ start_date: stay.start, end_date: stay.end })[leg];
  return { min, max };
}

export interface MovedLeg {
  leg: LegName;
  date: string;
}

const clampDay = (day: string, [min, max]: readonly [string, string]) =>
  day < min ? min : day > max ? max : day;

/**
 * Issue 12 point 7: the legs follow a new stay. A pickup keeps its distance from the
 * check-in, a drop-off from the check-out (as they were for `from`, the stay before),
 * each kept to the days the server allows; `moved` names the legs whose date changed.
 */
export function moveLegsWithStay(
  conveyance: ConveyanceChoice,
  from: StayDays | null,
  to: StayDays,
): { conveyance: ConveyanceChoice; moved: MovedLeg[] } {
  const before = from ?? to;
  const days = conveyanceLegDays({ start_date: to.start, end_date: to.end });
  const anchors = {
    pickup: { before: before.start, after: to.start },
    dropoff: { before: before.end, after: to.end },
  };
  const moved: MovedLeg[] = [];
  const next = { ...conveyance };
  for (const leg of legsOf(conveyance.direction)) {
    const current = conveyance[leg];
    if (!current) continue;
    const offset = nightsBetween(anchors[leg].before, current.date);
    const date = clampDay(addDays(anchors[leg].after, offset), days[leg]);
    if (date !== current.date) {
      next[leg] = { ...current, date };
      moved.push({ leg, date });
    }
  }
  return { conveyance: next, moved };
}

const LEG_NAMES_IN_TEXT: Record<LegName, string> = { pickup: 'pickup', dropoff: 'drop-off' };

/** `Your airport pickup moved to Sat, 12 Dec 2026 to match your new dates.`, a sentence per leg. */
export function movedLegsNotice(moved: MovedLeg[]): string {
  return moved
    .map(
      ({ leg, date }) =>
        `Your airport ${LEG_NAMES_IN_TEXT[leg]} moved to ${formatDay(date)} to match your new dates.`,
    )
    .join(' ');
}

/** `Pickup Tue, 20 Jan 2026 at 2:30 PM, Nnamdi Azikiwe Int'l`. */
export function describeLeg(name: LegName, leg: { date: string; time: string; airport: string }) {
  const airport = AIRPORTS[leg.airport as AirportCode] ?? leg.airport;
  return `${LEG_LABELS[name]} ${formatDay(leg.date)} at ${formatTimeOfDay(leg.time)}, ${airport}`;
}
