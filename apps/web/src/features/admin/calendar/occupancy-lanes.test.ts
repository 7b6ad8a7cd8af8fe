import { describe, expect, it } from 'vitest';
import { stackInLanes } from './occupancy-lanes.ts';

const bar = (name: string, start: number, end: number) => ({ name, start, end });

describe('stackInLanes', () => {
  it('keeps bars that touch or stand apart on one lane', () => {
    const { placed, lanes } = stackInLanes([bar('a', 0, 3), bar('b', 3, 5), bar('c', 8, 10)]);
    expect(lanes).toBe(1);
    expect(placed.map((item) => item.lane)).toEqual([0, 0, 0]);
  });

  it('moves an overlapping bar to the first lane where it fits', () => {
    const { placed, lanes } = stackInLanes([
      bar('booking', 2, 5),
      bar('conflict', 3, 6),
      bar('other channel', 4, 7),
      bar('later', 6, 9),
    ]);
    expect(lanes).toBe(3);
    expect(placed.map((item) => [item.name, item.lane])).toEqual([
      ['booking', 0],
      ['conflict', 1],
      ['other channel', 2],
      ['later', 0],
    ]);
  });

  it('has one lane when there is nothing to draw', () => {
    expect(stackInLanes([])).toEqual({ placed: [], lanes: 1 });
  });
});
