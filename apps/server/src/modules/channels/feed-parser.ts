import { Piscina } from 'piscina';
import { FeedParseError, type FeedEvent } from './feed-parse.ts';
import type { ParseAnswer, ParseTask } from './feed-parse.worker.ts';

/** Longer than the 15 minutes between syncs: a unit's feeds find the thread warm. */
const IDLE_MS = 20 * 60_000;

/**
 * Parses channel calendars on one worker thread (piscina), so that a pass over 33 feeds
 * of 500 events (about a quarter of a second of node-ical) does not hold up the requests
 * the app's thread serves meanwhile — on the embedded database that thread is the
 * database too. Started on the first parse, stopped after 20 idle minutes or by `close`.
 * A refused calendar throws FeedParseError as the parse in this thread would.
 */
export function createFeedParser() {
  const pool = new Piscina<ParseTask, ParseAnswer>({
    filename: new URL('./feed-parse.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    // The worker reads TypeScript as the app does (tsx), also under a test runner.
    execArgv: withTsx(process.execArgv),
  });
  return {
    async parse(text: string, window: ParseTask['window']): Promise<FeedEvent[]> {
      const answer = await pool.run({ text, window });
      if ('refused' in answer) throw new FeedParseError(answer.refused);
      return answer.events;
    },
    close: () => pool.close({ force: true }),
  };
}
export type FeedParser = ReturnType<typeof createFeedParser>;

function withTsx(execArgv: string[]): string[] {
  const hasTsx = execArgv.some((arg, index) => arg === 'tsx' && execArgv[index - 1] === '--import');
  return hasTsx ? execArgv : [...execArgv, '--import', 'tsx'];
}
