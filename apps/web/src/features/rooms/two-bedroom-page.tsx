import { isTwoBedroomTitle } from '@aso/core/room-facts';
import { useRooms } from './api/get-rooms.ts';
import { RoomDetails, type RoomPageProps } from './components/room-details.tsx';
import { RoomLoadFailed, RoomLoading, RoomNotFound } from './components/room-load-state.tsx';

/** `/2BedroomPage`: the detail page of the first room type whose title says two bedrooms. */
export function TwoBedroomPage({ BookingCard }: RoomPageProps) {
  const rooms = useRooms();

  if (rooms.isPending) return <RoomLoading />;
  if (rooms.isError) {
    return <RoomLoadFailed onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />;
  }
  const room = rooms.data.find((candidate) => isTwoBedroomTitle(candidate.title));
  return room ? <RoomDetails room={room} BookingCard={BookingCard} /> : <RoomNotFound />;
}
