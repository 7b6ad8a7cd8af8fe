import { CHANNEL_LABELS, FEED_FAILING_AFTER, type ChannelFeed } from '@aso/core/channels';

/** How an imported feed is doing, as its row says it. */
export type FeedHealth =
  | { kind: 'pending'; label: 'Waiting for first sync' }
  | { kind: 'ok'; label: 'OK' }
  | { kind: 'retrying'; label: 'Retrying'; error: string }
  | { kind: 'failing'; label: 'Failing'; error: string };

const NO_REASON = 'No reason given.';

/**
 * Failures count first: a feed that failed before it ever worked is retrying, not
 * waiting. One or two failures in a row are worth a note (the next try may work);
 * from FEED_FAILING_AFTER on (or when the server says so) the feed is flagged.
 */
export function feedHealth(feed: ChannelFeed): FeedHealth {
  const error = feed.last_error?.trim() || NO_REASON;
  if (feed.status === 'failing' || feed.consecutive_failures >= FEED_FAILING_AFTER) {
    return { kind: 'failing', label: 'Failing', error };
  }
  if (feed.consecutive_failures >= 1) return { kind: 'retrying', label: 'Retrying', error };
  if (feed.status === 'pending') return { kind: 'pending', label: 'Waiting for first sync' };
  return { kind: 'ok', label: 'OK' };
}

/**
 * "Airbnb calendar from www.airbnb.com": what a row's buttons act on, for screen readers
 * (a unit may import two calendars of one channel).
 */
export function feedName(feed: ChannelFeed): string {
  let host = '';
  try {
    host = new URL(feed.url).host;
  } catch {
    // The server only stores http(s) URLs; an odd one is named by its channel alone.
  }
  const channel = `${CHANNEL_LABELS[feed.channel]} calendar`;
  return host ? `${channel} from ${host}` : channel;
}
