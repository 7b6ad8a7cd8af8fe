/** A path this short is shown whole ("/airbnb/m102.ics"). */
const WHOLE_PATH_MAX = 24;
/** A longer last segment keeps its head and its end (the file's extension). */
const SEGMENT_MAX = 20;
const SEGMENT_HEAD = 8;
const SEGMENT_TAIL = 10;
/** A query keeps its first characters: enough to tell two tokens apart ("?s=9f2c…"). */
const QUERY_MAX = 8;
const QUERY_HEAD = 6;
/** What is not a URL at all keeps its two ends. */
const TEXT_MAX = 40;
const TEXT_HEAD = 20;
const TEXT_TAIL = 16;

const cutMiddle = (text: string, max: number, head: number, tail: number) =>
  text.length <= max ? text : `${text.slice(0, head)}…${text.slice(text.length - tail)}`;

/**
 * A feed's URL short enough for a table cell, cut in the middle rather than at the end:
 * the host (which channel) and the end of the path and the start of the query (which
 * listing), as two calendars of one channel differ only there. Scheme, credentials and
 * fragment go; a short path is kept whole, a long one keeps its last segment:
 * "www.airbnb.com/…/1234567.ics?s=9f2c…".
 */
export function shortFeedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return cutMiddle(url, TEXT_MAX, TEXT_HEAD, TEXT_TAIL);
  }
  const query = parsed.search.slice(1);
  const shownQuery = query ? `?${cutMiddle(query, QUERY_MAX, QUERY_HEAD, 0)}` : '';
  return `${parsed.host}${shortPath(parsed.pathname, shownQuery !== '')}${shownQuery}`;
}

function shortPath(path: string, hasQuery: boolean): string {
  if (path === '/') return hasQuery ? '/' : '';
  if (path.length <= WHOLE_PATH_MAX) return path;
  const segments = path.split('/').filter(Boolean);
  const last = cutMiddle(segments.at(-1) ?? '', SEGMENT_MAX, SEGMENT_HEAD, SEGMENT_TAIL);
  return segments.length > 1 ? `/…/${last}` : `/${last}`;
}
