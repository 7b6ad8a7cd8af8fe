import type { FeedEvent } from './feed-parse.ts';

/** A block of the feed as stored: one occurrence it imported before. */
export interface StoredBlock {
  id: number;
  uid: string;
  start_date: string;
  end_date: string;
  summary: string | null;
}

export interface FeedDiff {
  /** Blocks whose occurrence left the feed or changed its nights. */
  removed: number[];
  /** Blocks kept whose summary the feed changed. */
  renamed: { id: number; summary: string | null }[];
  /** Occurrences the feed has and no block has (a changed one comes back here). */
  added: FeedEvent[];
}

const keyOf = (item: { uid: string; start_date: string; end_date: string }) =>
  `${item.start_date} ${item.end_date} ${item.uid}`;

/**
 * What a sync changes: the feed's blocks against its events, matched by UID and nights.
 * Worked out before the write statements, so they touch only what changed — most syncs of
 * a 500-event calendar move a few stays, or none.
 */
export function diffFeed(blocks: StoredBlock[], events: FeedEvent[]): FeedDiff {
  const incoming = new Map(events.map((event) => [keyOf(event), event]));
  const kept = new Set<string>();
  const removed: number[] = [];
  const renamed: FeedDiff['renamed'] = [];
  for (const block of blocks) {
    const key = keyOf(block);
    const event = incoming.get(key);
    if (!event || kept.has(key)) {
      removed.push(block.id);
      continue;
    }
    kept.add(key);
    if (event.summary !== block.summary) renamed.push({ id: block.id, summary: event.summary });
  }
  const added = [...incoming].filter(([key]) => !kept.has(key)).map(([, event]) => event);
  return { removed, renamed, added };
}
