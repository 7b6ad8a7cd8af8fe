import { describe, expect, it } from 'vitest';
import { diffFeed, type StoredBlock } from './feed-diff.ts';
import type { FeedEvent } from './feed-parse.ts';

const event = (uid: string, start: string, end: string, summary: string | null = 'Reserved') =>
  ({ uid, start_date: start, end_date: end, summary }) satisfies FeedEvent;
const block = (
  id: number,
  uid: string,
  start: string,
  end: string,
  summary: string | null = 'Reserved',
) => ({ id, uid, start_date: start, end_date: end, summary }) satisfies StoredBlock;

describe('diffFeed', () => {
  it('changes nothing when the feed has what the blocks have', () => {
    const blocks = [
      block(1, 'a', '2027-01-01', '2027-01-03'),
      block(2, 'b', '2027-02-01', '2027-02-02'),
    ];
    const events = [event('b', '2027-02-01', '2027-02-02'), event('a', '2027-01-01', '2027-01-03')];
    expect(diffFeed(blocks, events)).toEqual({ removed: [], renamed: [], added: [] });
  });

  it('removes a block whose stay left the feed and adds a stay the feed has new', () => {
    const blocks = [
      block(1, 'a', '2027-01-01', '2027-01-03'),
      block(2, 'b', '2027-02-01', '2027-02-02'),
    ];
    const events = [event('a', '2027-01-01', '2027-01-03'), event('c', '2027-03-01', '2027-03-05')];
    expect(diffFeed(blocks, events)).toEqual({
      removed: [2],
      renamed: [],
      added: [event('c', '2027-03-01', '2027-03-05')],
    });
  });

  it('replaces a stay whose nights moved (same UID): the old block goes, the new nights come', () => {
    const blocks = [block(7, 'a', '2027-01-01', '2027-01-03')];
    const events = [event('a', '2027-01-01', '2027-01-04')];
    expect(diffFeed(blocks, events)).toEqual({
      removed: [7],
      renamed: [],
      added: [event('a', '2027-01-01', '2027-01-04')],
    });
  });

  it('keeps a block whose summary changed and renames it', () => {
    const blocks = [block(3, 'a', '2027-01-01', '2027-01-03', 'Reserved')];
    const events = [event('a', '2027-01-01', '2027-01-03', 'Not available')];
    expect(diffFeed(blocks, events)).toEqual({
      removed: [],
      renamed: [{ id: 3, summary: 'Not available' }],
      added: [],
    });
  });

  it('tells occurrences of one series apart by their nights', () => {
    const blocks = [
      block(1, 'weekly', '2027-01-01', '2027-01-02'),
      block(2, 'weekly', '2027-01-08', '2027-01-09'),
    ];
    const events = [
      event('weekly', '2027-01-08', '2027-01-09'),
      event('weekly', '2027-01-15', '2027-01-16'),
    ];
    expect(diffFeed(blocks, events)).toEqual({
      removed: [1],
      renamed: [],
      added: [event('weekly', '2027-01-15', '2027-01-16')],
    });
  });

  it('imports everything on a first sync and removes everything for an empty feed', () => {
    const events = [event('a', '2027-01-01', '2027-01-03'), event('b', '2027-02-01', '2027-02-02')];
    expect(diffFeed([], events).added).toEqual(events);
    expect(diffFeed([block(1, 'a', '2027-01-01', '2027-01-03')], []).removed).toEqual([1]);
  });

  it('keeps one block of a stay stored twice and one event of a stay listed twice', () => {
    const blocks = [
      block(1, 'a', '2027-01-01', '2027-01-03'),
      block(2, 'a', '2027-01-01', '2027-01-03'),
    ];
    const events = [event('a', '2027-01-01', '2027-01-03'), event('a', '2027-01-01', '2027-01-03')];
    expect(diffFeed(blocks, events)).toEqual({ removed: [2], renamed: [], added: [] });
    expect(diffFeed([], events).added).toHaveLength(1);
  });
});
