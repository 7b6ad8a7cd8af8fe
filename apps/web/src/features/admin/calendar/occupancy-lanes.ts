/** A bar's columns, [start, end) as `barSpan` gives them. */
interface Columns {
  start: number;
  end: number;
}

/**
 * Puts each bar on the first lane (a line of the unit's row) where it overlaps nothing,
 * in the order given. Bookings never overlap each other or a plain block, so they all stay
 * on the first lane; two channels closing the same nights, or a block that arrived over
 * a booking (a conflict), take a lane of their own so every bar stays in sight.
 */
export function stackInLanes<T extends Columns>(
  bars: T[],
): { placed: Array<T & { lane: number }>; lanes: number } {
  const lanes: Columns[][] = [];
  const placed = bars.map((bar) => {
    let lane = lanes.findIndex((taken) =>
      taken.every((other) => bar.end <= other.start || other.end <= bar.start),
    );
    if (lane === -1) lane = lanes.push([]) - 1;
    lanes[lane]?.push(bar);
    return { ...bar, lane };
  });
  return { placed, lanes: Math.max(1, lanes.length) };
}
