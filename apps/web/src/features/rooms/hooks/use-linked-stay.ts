import { useRoomAvailability } from '../api/get-room-availability.ts';
import { useStaySearch } from './use-stay-search.ts';

/** A check-in and a check-out, as the booking card holds them. */
export interface LinkedStay {
  start: string;
  end: string;
}

/**
 * The dates a room page's address carries (a residencies card links with the visitor's
 * search), for the booking card to start with: `settled` once it is known whether there
 * are any, and `stay` only when they are valid and the type has a unit free on them. If
 * the check itself fails the dates are kept: the card's calendar and the booking say
 * what is taken.
 */
export function useLinkedStay(roomId: number): { settled: boolean; stay: LinkedStay | null } {
  const { stay, stayToCheck } = useStaySearch();
  const availability = useRoomAvailability(stayToCheck);
  if (stay === null) return { settled: true, stay: null };
  if (stayToCheck === null || availability.isPending) return { settled: false, stay: null };
  const linked = { start: stay.start_date, end: stay.end_date };
  if (availability.isError) return { settled: true, stay: linked };
  return {
    settled: true,
    stay: (availability.data.freeUnits.get(roomId) ?? 0) > 0 ? linked : null,
  };
}
