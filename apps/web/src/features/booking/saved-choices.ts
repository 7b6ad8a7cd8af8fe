import { z } from 'zod';
import { ConveyanceSchema, GuestDetailsSchema } from '@aso/core/bookings';
import { isIsoDate } from '@aso/core/dates';
import { readBookingDraft, saveBookingDraft } from '../../lib/booking-draft.ts';
import { rangeOf, type BookingChoices } from './booking-rules.ts';
import { EMPTY_RANGE, type StayRange } from './stay-dates.ts';

const isoOrNull = z
  .string()
  .nullable()
  .transform((value) => (value && isIsoDate(value) ? value : null));

/**
 * What the card keeps of a guest's choices while they pay (issue 12 point 6), in the
 * tab's storage. Each part on its own: a stale or broken part is dropped, the rest is kept.
 */
const SavedChoicesSchema = z.object({
  range: z.object({ start: isoOrNull, end: isoOrNull }).catch(EMPTY_RANGE),
  breakfast: z.boolean().catch(false),
  breakfastCount: z.number().int().min(1).catch(1),
  // The server's own rules: a leg in the past is not kept.
  conveyance: ConveyanceSchema.nullable().catch(null),
  affiliateCode: z.string().catch(''),
  promoCode: z.string().catch(''),
  guest: GuestDetailsSchema.nullable().catch(null),
});
export type SavedChoices = z.output<typeof SavedChoicesSchema>;

/** A stay that can still be booked from `today`: else no dates at all. */
function stillAhead(range: StayRange, today: string): StayRange {
  if (!range.start || range.start < today) return EMPTY_RANGE;
  if (range.end && range.end <= range.start) return { start: range.start, end: null };
  return range;
}

/** The choices saved for this room in this tab, or null when there are none. */
export function readSavedChoices(roomId: number, today: string): SavedChoices | null {
  const stored = readBookingDraft(roomId);
  if (stored === null) return null;
  const parsed = SavedChoicesSchema.safeParse(stored);
  if (!parsed.success) return null;
  return { ...parsed.data, range: stillAhead(parsed.data.range, today) };
}

/** Keeps the card's choices but the terms, which are agreed to for each booking. */
export function saveChoices(roomId: number, choices: BookingChoices): void {
  saveBookingDraft(roomId, {
    range: rangeOf(choices),
    breakfast: choices.breakfast,
    breakfastCount: choices.breakfast_count ?? 1,
    conveyance: choices.airport_conveyance,
    affiliateCode: choices.affiliate_code ?? '',
    promoCode: choices.promo_code ?? '',
    guest: choices.guest,
  } satisfies z.input<typeof SavedChoicesSchema>);
}
