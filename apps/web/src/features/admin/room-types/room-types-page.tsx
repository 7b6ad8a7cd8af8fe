import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { imageSrcSet } from '@aso/core/images';
import { formatNaira } from '@aso/core/money';
import { ROOM_TYPE_DELETED, type AdminRoomType } from '@aso/core/room-types';
import { truncateDescription } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
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
import { pluralize } from '../../../lib/format.ts';
import { deleteRoomTypeErrorMessage, useDeleteRoomType } from './api/delete-room-type.ts';
import { useRoomTypes } from './api/get-room-types.ts';
import { RoomTypeFormModal } from './room-type-form-modal.tsx';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';

/** The description in the table: a line or two, the rest in the edit form. */
const TABLE_DESCRIPTION_LENGTH = 90;

function FirstImage({ roomType }: { roomType: AdminRoomType }) {
  const [first] = roomType.images;
  if (!first) return <span className="text-muted">No image</span>;
  const more = roomType.images.length - 1;
  return (
    <span className="flex items-center gap-2">
      <Photo
        src={first}
        srcSet={imageSrcSet(first)}
        sizes="64px"
        alt={`${roomType.title}, first photo`}
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg bg-sand object-cover"
      />
      {more > 0 ? (
        <span className="text-xs whitespace-nowrap text-muted">
          +{more}
          <span className="sr-only"> more {pluralize(more, 'photo')}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The columns; `onEdit` opens the edit form, `onDelete` the confirmation. */
function roomTypeColumns(
  onEdit: (roomType: AdminRoomType) => void,
  onDelete: (roomType: AdminRoomType) => void,
) {
  const column = dataColumnHelper<AdminRoomType>();
  return column.columns([
    column.accessor('title', {
      header: 'Title',
      meta: { rowHeader: true, className: 'min-w-40 text-ink' },
    }),
    column.accessor('description', {
      header: 'Description',
      cell: (info) => (
        <span className="block max-w-xs text-muted">
          {truncateDescription(info.getValue(), TABLE_DESCRIPTION_LENGTH)}
        </span>
      ),
    }),
    column.accessor('price_per_night', {
      header: 'Price/Night',
      cell: (info) => formatNaira(info.getValue()),
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('capacity', {
      header: 'Capacity',
      meta: { className: 'whitespace-nowrap' },
    }),
    column.display({
      id: 'images',
      header: 'Images',
      cell: ({ row }) => <FirstImage roomType={row.original} />,
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand underline underline-offset-4 hover:text-brand-hover"
          >
            Edit <span className="sr-only">{row.original.title}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(row.original)}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-terracotta-dark hover:bg-blush"
          >
            Delete <span className="sr-only">{row.original.title}</span>
          </button>
        </span>
      ),
    }),
  ]);
}

type FormState =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; roomType: AdminRoomType };

/**
 * Spec "Admin room types": every room type, searched by title, sorted and paged four at
 * a time by the server; created or edited in a modal with its photos, or deleted after a
 * confirmation (refused by the server while it has current or future bookings).
 */
export function RoomTypesPage() {
  const list = useListControls<Record<string, string>>({ filters: {} });
  const roomTypes = useRoomTypes({
    page: list.page,
    perPage: ADMIN_PAGE_SIZE.roomTypes,
    search: list.search,
    sort: list.sort,
  });
  const deleteRoomType = useDeleteRoomType();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [banner, setBanner] = useState<string | null>(null);
  const removal = useConfirmedAction<AdminRoomType>(deleteRoomType, () =>
    setBanner(ROOM_TYPE_DELETED),
  );
  const toDelete = removal.target;
  const columns = useMemo(
    () => roomTypeColumns((roomType) => setForm({ mode: 'edit', roomType }), removal.ask),
    [removal.ask],
  );
  const total = roomTypes.data?.pagination?.total ?? roomTypes.data?.room_types.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Room Types" />
      <AdminListHeading
        title="All Room Types"
        total={total}
        noun="type"
        action={
          <Button onClick={() => setForm({ mode: 'create' })}>
            <span aria-hidden="true">+</span> Create Room Type
          </Button>
        }
      />

      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <div className="mt-4">
        <ListToolbar>
          <SearchField
            label="Search Room Type"
            placeholder="Search by title"
            value={list.searchText}
            onChange={list.setSearchText}
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
          caption="Room types"
          columns={columns}
          rows={roomTypes.data?.room_types}
          pagination={roomTypes.data?.pagination}
          page={list.page}
          pageSize={ADMIN_PAGE_SIZE.roomTypes}
          onPageChange={list.setPage}
          getRowId={(row) => String(row.id)}
          status={roomTypes.status}
          updating={roomTypes.isPlaceholderData}
          loadingMessage="Loading room types..."
          emptyMessage="No room types found."
          errorMessage="We could not load the room types just now. Please try again."
          onRetry={() => void roomTypes.refetch()}
          retrying={roomTypes.isFetching}
        />
      </div>

      <RoomTypeFormModal
        open={form.mode !== 'closed'}
        roomType={form.mode === 'edit' ? form.roomType : undefined}
        onClose={() => setForm({ mode: 'closed' })}
        onSaved={(message) => {
          setForm({ mode: 'closed' });
          setBanner(message);
        }}
      />

      <ConfirmDialog
        open={removal.target !== null}
        title="Delete room type"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteRoomType.isPending}
        error={deleteRoomType.isError ? deleteRoomTypeErrorMessage(deleteRoomType.error) : null}
        onConfirm={removal.confirm}
        onCancel={removal.close}
      >
        <p>
          Delete {toDelete?.title}
          {toDelete && toDelete.number_of_rooms > 0
            ? ` and its ${toDelete.number_of_rooms} ${pluralize(toDelete.number_of_rooms, 'room')} (${toDelete.room_numbers.join(', ')})`
            : ''}
          ? They leave sale; their booking history stays readable.
        </p>
      </ConfirmDialog>
    </section>
  );
}
