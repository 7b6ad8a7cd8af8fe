import { AIRPORTS, ConveyanceSchema, type AirportCode } from '@aso/core/bookings';
import type { ConveyanceDirection } from '@aso/core/pricing';
import { formatDay } from '../../lib/format.ts';
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

/**
 * Spec §5 Conveyance modal, checked with the server's own schema: for each leg of the
 * direction, a date not before today, a time, a phone and an airport, with the spec's
 * messages ("Please select pickup date.", "Please select drop-off time.", …).
 */
export function validateConveyance(draft: ConveyanceDraft): ConveyanceResult {
  const parsed = ConveyanceSchema.safeParse(draft);
  if (parsed.success) {
    return {
      ok: true,
      value: {
        direction: parsed.data.direction,
        pickup: parsed.data.pickup,
        dropoff: parsed.data.dropoff,
      },
    };
  }
  const errors: ConveyanceErrors = {};
  for (const issue of parsed.error.issues) {
    const [leg, field] = issue.path;
    const key = `${String(leg)}.${String(field)}` as keyof ConveyanceErrors;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** `Pickup 20 Jan 2026 at 14:30, Nnamdi Azikiwe Int'l`. */
export function describeLeg(name: LegName, leg: { date: string; time: string; airport: string }) {
  const airport = AIRPORTS[leg.airport as AirportCode] ?? leg.airport;
  return `${LEG_LABELS[name]} ${formatDay(leg.date)} at ${leg.time}, ${airport}`;
}
