import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RoomRow } from '@aso/core/admin';
import { ADMIN_PAGE_SIZE, ROOM_AVAILABILITIES, type RoomAvailability } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import {
  ListToolbar,
  SearchField,
  SelectField,
  SORT_OPTIONS,
  useListControls,
} from '../../../components/list-controls.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { Photo } from '../../../components/photo.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { paths } from '../../../lib/paths.ts';
import { deleteRoomErrorMessage, ROOM_DELETED, useDeleteRoom } from './api/delete-room.ts';
import { useRoomsList } from './api/get-rooms-list.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';

const AVAILABILITY_OPTIONS: ReadonlyArray<{ value: RoomAvailability | ''; label: string }> = [
  { value: '', label: 'All' },
  ...ROOM_AVAILABILITIES.map((availability) => ({ value: availability, label: availability })),
];

const AVAILABILITY_STYLES: Record<RoomAvailability, string> = {
  Available: 'bg-mint text-brand',
  Occupied: 'bg-sand text-brass-dark',
  Unavailable: 'bg-blush text-terracotta-dark',
};

function AvailabilityPill({ availability }: { availability: RoomAvailability }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${AVAILABILITY_STYLES[availability]}`}
    >
      {availability}
    </span>
  );
}

/** The columns; `onDelete` asks to delete a unit (the confirmation comes first). */
function roomColumns(onDelete: (room: RoomRow) => void) {
  const column = dataColumnHelper<RoomRow>();
  return column.columns([
    column.accessor('roomType', {
      header: 'Room Type',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <Photo
            src={row.original.image}
            alt={`${row.original.roomType}, unit ${row.original.roomID}`}
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded-lg bg-sand object-cover"
          />
          <span className="font-semibold text-ink">{row.original.roomType}</span>
        </span>
      ),
    }),
    column.accessor('availability', {
      header: 'Availability',
      cell: (info) => <AvailabilityPill availability={info.getValue()} />,
    }),
    column.accessor('roomID', {
      header: 'Room ID',
      meta: { rowHeader: true, className: 'whitespace-nowrap text-ink' },
    }),
    column.accessor('cost', {
      header: 'Price',
      cell: (info) => formatNaira(info.getValue()),
      meta: { className: 'whitespace-nowrap' },
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Link
            to={paths.adminRoom(row.original.id)}
            className="inline-flex min-h-11 items-center gap-1 px-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-hover"
          >
            View Details <span className="sr-only">of room {row.original.roomID}</span>
            <span aria-hidden="true">→</span>
          </Link>
          <button
            type="button"
            onClick={() => onDelete(row.original)}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-terracotta-dark hover:bg-blush"
          >
            Delete <span className="sr-only">room {row.original.roomID}</span>
          </button>
        </span>
      ),
    }),
  ]);
}

/**
 * Spec "Admin room management": every unit, searched by room id, filtered by
 * availability, sorted and paged four at a time by the server; a unit's page, or its
 * deletion after a confirmation.
 */
export function RoomManagementPage() {
  const list = useListControls<{ availability: RoomAvailability | '' }>({
    filters: { availability: '' },
  });
  const rooms = useRoomsList({
    page: list.page,
    perPage: ADMIN_PAGE_SIZE.rooms,
    search: list.search,
    availability: list.filters.availability,
    sort: list.sort,
  });
  const deleteRoom = useDeleteRoom();
  const [banner, setBanner] = useState<string | null>(null);
  const removal = useConfirmedAction<RoomRow>(deleteRoom, () => setBanner(ROOM_DELETED));
  const columns = useMemo(() => roomColumns(removal.ask), [removal.ask]);
  const total = rooms.data?.pagination?.total ?? rooms.data?.rooms.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Rooms" />
      <AdminListHeading title="All Rooms" total={total} noun="room" />

      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <div className="mt-4">
        <ListToolbar>
          <SearchField
            label="Search Room ID"
            placeholder="e.g. M101"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <SelectField
            label="Availability"
            value={list.filters.availability}
            options={AVAILABILITY_OPTIONS}
            onChange={(availability) => list.setFilter('availability', availability)}
          />
          <SelectField
            label="Sort by"
            value={list.sort}
            options={SORT_OPTIONS}
            onChange={list.setSort}
          />
        </ListToolbar>
      </div>

      <div className="mt-6">
        <DataTable
          caption="Rooms"
          columns={columns}
          rows={rooms.data?.rooms}
          pagination={rooms.data?.pagination}
          page={list.page}
          pageSize={ADMIN_PAGE_SIZE.rooms}
          onPageChange={list.setPage}
          getRowId={(row) => String(row.id)}
          status={rooms.status}
          updating={rooms.isPlaceholderData}
          loadingMessage="Loading rooms..."
          emptyMessage="No rooms found."
          errorMessage="We could not load the rooms just now. Please try again."
          onRetry={() => void rooms.refetch()}
          retrying={rooms.isFetching}
        />
      </div>

      <ConfirmDialog
        open={removal.target !== null}
        title="Delete room"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteRoom.isPending}
        error={deleteRoom.isError ? deleteRoomErrorMessage(deleteRoom.error) : null}
        onConfirm={removal.confirm}
        onCancel={removal.close}
      >
        <p>
          Delete room {removal.target?.roomID}? It leaves sale; its booking history stays readable.
        </p>
      </ConfirmDialog>
    </section>
  );
}
