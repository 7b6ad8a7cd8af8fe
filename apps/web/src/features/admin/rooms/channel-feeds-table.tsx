import { useMemo, useState } from 'react';
import type { ChannelFeed } from '@aso/core/channels';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-field.tsx';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { removeFeedErrorMessage, useRemoveChannelFeed } from './api/remove-channel-feed.ts';
import { ChannelFeedCards } from './channel-feed-cards.tsx';
import { feedName } from './channel-feed-health.ts';
import {
  FeedActions,
  FeedChannel,
  FeedLastSync,
  FeedStatus,
  FeedUrl,
  type ActionNote,
} from './channel-feed-parts.tsx';

export const NO_FEEDS = 'No imported calendars yet.';
export const REMOVE_FEED_QUESTION = 'Remove this feed? Its blocked nights will be released.';

function feedColumns(
  roomId: number,
  onRemove: (feed: ChannelFeed) => void,
  onNote: (note: ActionNote) => void,
) {
  const column = dataColumnHelper<ChannelFeed>();
  return column.columns([
    column.accessor('channel', {
      header: 'Channel',
      cell: ({ row }) => <FeedChannel feed={row.original} />,
      meta: { rowHeader: true },
    }),
    column.accessor('url', {
      header: 'Feed URL',
      cell: (info) => <FeedUrl url={info.getValue()} />,
      // Wide enough for the host on one line and the listing on the next.
      meta: { className: 'min-w-[12rem]' },
    }),
    column.accessor('last_synced_at', {
      header: 'Last sync',
      cell: (info) => <FeedLastSync at={info.getValue()} />,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('events_imported', {
      // Two short lines: the header row of the table is otherwise kept on one line.
      header: () => <span className="whitespace-normal">Events imported</span>,
      meta: { className: 'whitespace-nowrap tabular-nums' },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <FeedStatus feed={row.original} />,
      meta: { className: 'min-w-[11rem]' },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <FeedActions
          feed={row.original}
          roomId={roomId}
          onRemove={onRemove}
          onNote={onNote}
          className="-my-2 flex-col items-start"
        />
      ),
    }),
  ]);
}

const noPaging = () => undefined;

/**
 * The calendars this unit imports from other channels: how each is doing, Sync now and
 * Remove. A table from the `sm` breakpoint, a card per feed below it: both are rendered
 * and CSS shows one (`display: none` also hides the other from screen readers), so the
 * first render is right at any width.
 */
export function ChannelFeedsTable({ roomId, feeds }: { roomId: number; feeds: ChannelFeed[] }) {
  const [note, setNote] = useState<ActionNote | null>(null);
  const remove = useRemoveChannelFeed(roomId);
  const removal = useConfirmedAction<ChannelFeed, { message: string }>(remove, ({ message }) =>
    setNote({ text: message, failed: false }),
  );
  const columns = useMemo(() => feedColumns(roomId, removal.ask, setNote), [roomId, removal.ask]);

  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite">
        {note && !note.failed ? (
          <p className="rounded-xl border border-brand/30 bg-mint px-4 py-3 text-sm font-medium text-brand">
            {note.text}
          </p>
        ) : null}
      </div>
      <FormError>{note?.failed ? note.text : null}</FormError>
      {/* With no feed, the table's empty message is shown at every width. */}
      <div className={feeds.length > 0 ? 'hidden sm:block' : undefined}>
        <DataTable
          caption="Imported calendars"
          columns={columns}
          rows={feeds}
          page={1}
          pageSize={Math.max(1, feeds.length)}
          onPageChange={noPaging}
          getRowId={(feed) => String(feed.id)}
          status="success"
          loadingMessage="Loading..."
          emptyMessage={NO_FEEDS}
          errorMessage={null}
        />
      </div>
      {feeds.length > 0 ? (
        <ChannelFeedCards
          roomId={roomId}
          feeds={feeds}
          onRemove={removal.ask}
          onNote={setNote}
          className="sm:hidden"
        />
      ) : null}
      <ConfirmDialog
        open={removal.target !== null}
        title={removal.target ? `Remove the ${feedName(removal.target)}?` : 'Remove calendar?'}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        error={remove.isError ? removeFeedErrorMessage(remove.error) : null}
        onCancel={removal.close}
        onConfirm={removal.confirm}
      >
        <p>{REMOVE_FEED_QUESTION}</p>
      </ConfirmDialog>
    </div>
  );
}
