import { FeedParseError, parseFeed, type FeedEvent } from './feed-parse.ts';

/*
 * The body of the feed parser's worker thread (feed-parser.ts): node-ical's parse of a
 * channel's calendar, off the thread that serves the bookings.
 */

export interface ParseTask {
  text: string;
  window: { from: string; to: string };
}

/** A calendar refused (malformed, not iCal) is an answer, not a crash of the worker. */
export type ParseAnswer = { events: FeedEvent[] } | { refused: string };

export default function parse({ text, window }: ParseTask): ParseAnswer {
  try {
    return { events: parseFeed(text, window) };
  } catch (error) {
    if (error instanceof FeedParseError) return { refused: error.message };
    throw error;
  }
}
