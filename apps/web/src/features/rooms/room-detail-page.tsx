import { useParams } from 'react-router';
import { parseId } from '@aso/core/room-facts';
import { useRoom } from './api/get-room.ts';
import { RoomDetails, type RoomPageProps } from './components/room-details.tsx';
import { RoomLoadFailed, RoomLoading, RoomNotFound } from './components/room-load-state.tsx';

/** `/rooms/{id}`: a non-numeric id or a 404 is "Room not found."; other failures can retry. */
export function RoomDetailPage({ BookingCard }: RoomPageProps) {
  const id = parseId(useParams().id ?? '');
  const room = useRoom(id);

  if (id === null || room.data === null) return <RoomNotFound />;
  if (room.data) return <RoomDetails room={room.data} BookingCard={BookingCard} />;
  if (room.isError) {
    return <RoomLoadFailed onRetry={() => void room.refetch()} retrying={room.isFetching} />;
  }
  return <RoomLoading />;
}
