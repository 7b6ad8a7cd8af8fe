import { useMemo, useState } from 'react';
import { CHANNEL_LABELS, type ChannelFeed } from '@aso/core/channels';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-field.tsx';
import { formatDay, formatTimeOfDay } from '../../../lib/format.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { CHANNEL_SWATCH_STYLES, CONFLICT_TEXT } from '../channel-colours.ts';
import {
  FEED_REMOVED,
  removeFeedErrorMessage,
  useRemoveChannelFeed,
} from './api/remove-channel-feed.ts';
import { syncErrorMessage, useSyncChannelFeed } from './api/sync-channel-feed.ts';
import { feedHealth, feedName } from './channel-feed-health.ts';

export const NO_FEEDS = 'No imported calendars yet.';
export const REMOVE_FEED_QUESTION = 'Remove this feed? Its blocked nights will be released.';

const actionClass = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold';

/** What a row's action says once it is done (or why it failed). */
interface ActionNote {
  text: string;
  failed: boolean;
}

function FeedStatus({ feed }: { feed: ChannelFeed }) {
  const health = feedHealth(feed);
  if (health.kind === 'failing') {
    return (
      <p
        className={`max-w-xs rounded-lg border border-[#b42318] bg-[#fef3f2] px-3 py-2 break-words ${CONFLICT_TEXT}`}
      >
        <span aria-hidden="true" className="mr-1 font-bold">
          !
        </span>
        <strong>Failing:</strong> {health.error}
      </p>
    );
  }
  if (health.kind === 'retrying') {
    return (
      <span className="block max-w-xs">
        <span className="inline-flex rounded-full bg-sand px-3 py-1 text-xs font-semibold text-brass-dark">
          Retrying
        </span>
        <span className="mt-1 block text-xs break-words text-muted">
          Last error: {health.error}
        </span>
      </span>
    );
  }
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${
        health.kind === 'ok' ? 'bg-mint text-brand' : 'border border-line bg-cream text-muted'
      }`}
    >
      {health.label}
    </span>
  );
}

interface FeedActionsProps {
  feed: ChannelFeed;
  roomId: number;
  onRemove: (feed: ChannelFeed) => void;
  onNote: (note: ActionNote) => void;
}

/** Sync now (busy on this row only while it runs) and Remove (asks first). */
function FeedActions({ feed, roomId, onRemove, onNote }: FeedActionsProps) {
  const sync = useSyncChannelFeed(roomId);
  const name = feedName(feed);
  return (
    <span className="-my-2 flex flex-col items-start whitespace-nowrap">
      <button
        type="button"
        // Not disabled while syncing: a disabled button would drop the keyboard focus.
        aria-disabled={sync.isPending || undefined}
        onClick={() => {
          if (sync.isPending) return;
          sync.mutate(feed.id, {
            onSuccess: ({ message }) => onNote({ text: message, failed: false }),
            onError: (error) => onNote({ text: syncErrorMessage(error), failed: true }),
          });
        }}
        className={`${actionClass} text-brand hover:bg-mint aria-disabled:cursor-wait aria-disabled:text-muted`}
      >
        {sync.isPending ? (
          <>
            <span
              aria-hidden="true"
              className="mr-2 size-4 animate-spin rounded-full border-2 border-line border-t-brand"
            />
            Syncing...
          </>
        ) : (
          'Sync now'
        )}{' '}
        <span className="sr-only">{name}</span>
      </button>
      <button
        type="button"
        onClick={() => onRemove(feed)}
        className={`${actionClass} text-terracotta-dark hover:bg-blush`}
      >
        Remove <span className="sr-only">{name}</span>
      </button>
    </span>
  );
}

function feedColumns(
  roomId: number,
  onRemove: (feed: ChannelFeed) => void,
  onNote: (note: ActionNote) => void,
) {
  const column = dataColumnHelper<ChannelFeed>();
  return column.columns([
    column.accessor('channel', {
      header: 'Channel',
      cell: (info) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <span
            aria-hidden="true"
            className={`inline-block size-3 shrink-0 rounded-sm ${CHANNEL_SWATCH_STYLES[info.getValue()]}`}
          />
          {CHANNEL_LABELS[info.getValue()]}
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.accessor('url', {
      header: 'Feed URL',
      cell: (info) => (
        <span title={info.getValue()} className="block max-w-[9rem] truncate font-mono text-xs">
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('last_synced_at', {
      header: 'Last sync',
      // The day over the time (Abuja's), so the column stays narrow.
      cell: (info) => {
        const at = info.getValue();
        if (!at) return <span className="text-muted">Never</span>;
        return (
          <>
            <span className="block">{formatDay(at)}</span>
            <span className="block text-muted">{formatTimeOfDay(at)}</span>
          </>
        );
      },
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
        <FeedActions feed={row.original} roomId={roomId} onRemove={onRemove} onNote={onNote} />
      ),
    }),
  ]);
}

const noPaging = () => undefined;

/**
 * The calendars this unit imports from other channels: how each is doing, Sync now and
 * Remove. The table scrolls inside its own box on a phone, like every admin list.
 */
export function ChannelFeedsTable({ roomId, feeds }: { roomId: number; feeds: ChannelFeed[] }) {
  const [note, setNote] = useState<ActionNote | null>(null);
  const remove = useRemoveChannelFeed(roomId);
  const removal = useConfirmedAction<ChannelFeed>(remove, () =>
    setNote({ text: FEED_REMOVED, failed: false }),
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
