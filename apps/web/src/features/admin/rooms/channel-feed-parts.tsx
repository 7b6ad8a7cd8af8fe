import { Fragment } from 'react';
import { CHANNEL_LABELS, type ChannelFeed } from '@aso/core/channels';
import { formatDay, formatTimeOfDay } from '../../../lib/format.ts';
import { CHANNEL_SWATCH_STYLES, CONFLICT_TEXT } from '../../../components/channel-colours.ts';
import { syncErrorMessage, useFeedSyncing, useSyncChannelFeed } from './api/sync-channel-feed.ts';
import { feedHealth, feedName } from './channel-feed-health.ts';
import { shortFeedUrl } from './short-feed-url.ts';

/*
 * What an imported calendar shows, written once for its table row (wide screens) and its
 * card (phones).
 */

/** What a feed's action says once it is done (or why it failed). */
export interface ActionNote {
  text: string;
  failed: boolean;
}

/** The channel's name beside its colour. */
export function FeedChannel({ feed }: { feed: ChannelFeed }) {
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <span
        aria-hidden="true"
        className={`inline-block size-3 shrink-0 rounded-sm ${CHANNEL_SWATCH_STYLES[feed.channel]}`}
      />
      {CHANNEL_LABELS[feed.channel]}
    </span>
  );
}

/**
 * The URL cut in its middle (two calendars of one channel differ only near the end), whole
 * on hover, for screen readers, and behind a "Full URL" disclosure for a finger, which has no hover.
 */
export function FeedUrl({ url }: { url: string }) {
  return (
    <div className="max-w-full text-xs sm:max-w-[15rem]">
      <span title={url} className="block font-mono break-words">
        <span aria-hidden="true">
          {/* A line may break after a slash, not inside the listing's number. */}
          {shortFeedUrl(url)
            .split('/')
            .map((part, index, parts) => (
              <Fragment key={index}>
                {part}
                {index < parts.length - 1 ? (
                  <>
                    /<wbr />
                  </>
                ) : null}
              </Fragment>
            ))}
        </span>
        <span className="sr-only">{url}</span>
      </span>
      <details className="group">
        <summary className="flex min-h-11 list-none [&::-webkit-details-marker]:hidden w-fit cursor-pointer items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline">
          <span aria-hidden="true" className="inline-block group-open:rotate-90">
            ▸
          </span>
          Full URL
        </summary>
        <p className="font-mono break-all select-all">{url}</p>
      </details>
    </div>
  );
}

/** The day over the time (Abuja's), so a table column stays narrow. */
export function FeedLastSync({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted">Never</span>;
  return (
    <>
      <span className="block">{formatDay(at)}</span>
      <span className="block text-muted">{formatTimeOfDay(at)}</span>
    </>
  );
}

export function FeedStatus({ feed }: { feed: ChannelFeed }) {
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

const actionClass = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold';

interface FeedActionsProps {
  feed: ChannelFeed;
  roomId: number;
  onRemove: (feed: ChannelFeed) => void;
  onNote: (note: ActionNote) => void;
  /** Stacked in a table cell, side by side on a card. */
  className: string;
}

/**
 * Sync now (busy on this feed only while it runs, in its row and its card alike) and
 * Remove (asks first).
 */
export function FeedActions({ feed, roomId, onRemove, onNote, className }: FeedActionsProps) {
  const sync = useSyncChannelFeed(roomId);
  const syncing = useFeedSyncing(feed.id);
  const name = feedName(feed);
  return (
    <span className={`flex whitespace-nowrap ${className}`}>
      <button
        type="button"
        // Not disabled while syncing: a disabled button would drop the keyboard focus.
        aria-disabled={syncing || undefined}
        onClick={() => {
          if (syncing) return;
          sync.mutate(feed.id, {
            onSuccess: ({ message }) => onNote({ text: message, failed: false }),
            onError: (error) => onNote({ text: syncErrorMessage(error), failed: true }),
          });
        }}
        className={`${actionClass} text-brand hover:bg-mint aria-disabled:cursor-wait aria-disabled:text-muted`}
      >
        {syncing ? (
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
