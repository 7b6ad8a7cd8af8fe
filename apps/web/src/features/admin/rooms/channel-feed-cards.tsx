import type { ChannelFeed } from '@aso/core/channels';
import {
  FeedActions,
  FeedChannel,
  FeedLastSync,
  FeedStatus,
  FeedUrl,
  type ActionNote,
} from './channel-feed-parts.tsx';

interface ChannelFeedCardsProps {
  roomId: number;
  feeds: ChannelFeed[];
  onRemove: (feed: ChannelFeed) => void;
  onNote: (note: ActionNote) => void;
  className: string;
}

const termClass = 'text-xs font-semibold tracking-wider text-muted uppercase';

/**
 * The imported calendars on a phone: one card each, everything in sight (a table there
 * scrolled a failing flag out of view). The table shows the same feeds on wider screens.
 */
export function ChannelFeedCards({
  roomId,
  feeds,
  onRemove,
  onNote,
  className,
}: ChannelFeedCardsProps) {
  return (
    <ul aria-label="Imported calendars" className={`space-y-3 ${className}`}>
      {feeds.map((feed) => (
        <li key={feed.id} className="rounded-2xl border border-line bg-white p-4 shadow-card">
          <h4 className="font-semibold text-ink">
            <FeedChannel feed={feed} />
          </h4>
          <div className="mt-2">
            <FeedUrl url={feed.url} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <div>
              <dt className={termClass}>Last sync</dt>
              <dd className="mt-1">
                <FeedLastSync at={feed.last_synced_at} />
              </dd>
            </div>
            <div>
              <dt className={termClass}>Events imported</dt>
              <dd className="mt-1 tabular-nums">{feed.events_imported}</dd>
            </div>
            <div className="col-span-2">
              <dt className={termClass}>Status</dt>
              <dd className="mt-1">
                <FeedStatus feed={feed} />
              </dd>
            </div>
          </dl>
          <FeedActions
            feed={feed}
            roomId={roomId}
            onRemove={onRemove}
            onNote={onNote}
            className="-mx-3 mt-2 flex-wrap"
          />
        </li>
      ))}
    </ul>
  );
}
