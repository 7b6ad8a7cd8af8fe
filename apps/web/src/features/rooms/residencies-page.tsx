import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { useRooms } from './api/get-rooms.ts';
import { RoomCard } from './components/room-card.tsx';

/** The first card is above the fold even on a phone: its photo loads first (LCP). */
const ABOVE_THE_FOLD = 1;

export function ResidenciesPage() {
  const rooms = useRooms();

  return (
    <>
      <DocumentTitle title="Residencies" />
      <PageHero eyebrow="Maitama · Jabi Lake" title="Our residencies">
        <p>
          Studios, suites and family apartments, each fully serviced with 24/7 power, security and
          housekeeping. Prices are per night, in naira.
        </p>
      </PageHero>

      <section aria-label="Room types" className="wrap py-12 sm:py-16">
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
                <RoomCard room={room} priority={index < ABOVE_THE_FOLD} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
