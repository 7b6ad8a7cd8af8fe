import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readStaySearch,
  staySearchQuery,
  type StayDates,
  type StaySearch,
} from '@aso/core/stay-search';
import { useBusinessToday } from '../../../lib/use-business-today.ts';

export interface StaySearchState extends StaySearch {
  /** Today in Abuja; null while the page is server-rendered or hydrated. */
  today: string | null;
  /**
   * The dates to ask the server about: none until today is known, since dates in the
   * past are dropped only then (no request ever carries them).
   */
  stayToCheck: StayDates | null;
  /** The query that carries this search to another page (`?start=…`), '' for none. */
  query: string;
  /** Puts a new search into the address (a new history entry, so Back returns). */
  setSearch: (next: StaySearch) => void;
}

/**
 * The residencies search held in the page address (`?start=&end=&guests=`), so a shared
 * link shows the same search; bad input in it is ignored (readStaySearch).
 */
export function useStaySearch(): StaySearchState {
  const [params, setParams] = useSearchParams();
  const today = useBusinessToday();
  const search = useMemo(() => readStaySearch(params, today), [params, today]);
  return {
    ...search,
    today,
    stayToCheck: today === null ? null : search.stay,
    query: staySearchQuery(search),
    setSearch: (next) => setParams(new URLSearchParams(staySearchQuery(next))),
  };
}
