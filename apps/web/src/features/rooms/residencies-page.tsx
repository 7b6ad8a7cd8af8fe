import { nightsBetween } from '@aso/core/dates';
import type { StaySearch } from '@aso/core/rooms';
import { useLocation } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { formatDay, pluralize } from '../../lib/format.ts';
import { useRoomAvailability } from './api/get-room-availability.ts';
import { useRooms } from './api/get-rooms.ts';
import { RoomCard, type FreeUnits } from './components/room-card.tsx';
import { StaySearchForm } from './components/stay-search-form.tsx';
import { useStaySearch } from './hooks/use-stay-search.ts';

/** The first card is above the fold even on a phone: its photo loads first (LCP). */
const ABOVE_THE_FOLD = 1;

/**
 * Spec "Residencies", plus a search by dates and guests (issue 13): the cards come from
 * the plain room list (rendered on the server too); the free units for the searched
 * nights are a second request whose answer is laid over them.
 */
export function ResidenciesPage() {
  const rooms = useRooms();
  const search = useStaySearch();
  const { search: address } = useLocation();
  const availability = useRoomAvailability(search.stayToCheck);

  const freeUnitsOf = (roomId: number): FreeUnits => {
    if (availability.isError) return 'unknown';
    if (!availability.data) return 'checking';
    return availability.data.freeUnits.get(roomId) ?? 0;
  };
  const freeTypes =
    rooms.data && availability.data
      ? rooms.data.filter((room) => (availability.data.freeUnits.get(room.id) ?? 0) > 0).length
      : null;

  return (
    <>
      <DocumentTitle
        title="Residencies"
        description="Studios, suites and two-bedroom apartments in Maitama and by Jabi Lake, Abuja, fully serviced with 24/7 power and security. Prices per night in naira; book online."
      />
      <PageHero eyebrow="Maitama · Jabi Lake" title="Our residencies">
        <p>
          Studios, suites and family apartments, each fully serviced with 24/7 power, security and
          housekeeping. Prices are per night, in naira.
        </p>
      </PageHero>

      <section aria-label="Room types" className="wrap py-12 sm:py-16">
        <StaySearchForm
          // A new address (Back, Clear, a shared link) starts the fields afresh. The address,
          // not the search read from it: that drops a link's past dates once today is known,
          // right after hydration, and a new form then would lose what was typed before.
          // Fields nobody touched follow their new default (none) and empty themselves.
          key={address}
          search={search}
          today={search.today}
          onSearch={search.setSearch}
        />
        <div className="mt-4 mb-8">
          {availability.isError ? (
            <ErrorMessage
              onRetry={() => void availability.refetch()}
              retrying={availability.isFetching}
            >
              We could not check your dates just now. Please try again.
            </ErrorMessage>
          ) : (
            <p role="status" className="min-h-12 text-sm text-muted sm:min-h-6">
              {searchSummary(search, rooms.data?.length ?? null, freeTypes)}
            </p>
          )}
        </div>

        {rooms.isPending ? (
          // A screen tall, so the footer does not jump when the cards arrive (no layout shift).
          <div className="min-h-svh">
            <LoadingMessage>Loading rooms...</LoadingMessage>
          </div>
        ) : null}
        {rooms.isError ? (
          <ErrorMessage onRetry={() => void rooms.refetch()} retrying={rooms.isFetching}>
            We could not load the residencies just now. Please check your connection and try again.
          </ErrorMessage>
        ) : null}
        {rooms.isSuccess && rooms.data.length === 0 ? (
          <p className="py-10 text-muted">No residencies are listed right now. Please call us.</p>
        ) : null}
        {rooms.isSuccess && rooms.data.length > 0 ? (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {rooms.data.map((room, index) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  priority={index < ABOVE_THE_FOLD}
                  search={search}
                  freeUnits={freeUnitsOf(room.id)}
                  stayTotal={availability.data?.stayTotals.get(room.id)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}

/** "Sat, 5 Dec 2026 – Mon, 7 Dec 2026 (2 nights), 3 guests: 4 of 6 residences free." */
function searchSummary(
  { stay, guests }: StaySearch,
  types: number | null,
  freeTypes: number | null,
): string {
  const party = guests === null ? '' : `${guests} ${pluralize(guests, 'guest')}`;
  if (!stay) return party ? `Showing which residences sleep ${party}.` : '';
  const nights = nightsBetween(stay.start_date, stay.end_date);
  const dates = `${formatDay(stay.start_date)} – ${formatDay(stay.end_date)} (${nights} ${pluralize(nights, 'night')})`;
  const asked = party ? `${dates}, ${party}` : dates;
  if (freeTypes === null || types === null) return `${asked}: checking which residences are free…`;
  return `${asked}: ${freeTypes} of ${types} ${pluralize(types, 'residence')} free.`;
}
