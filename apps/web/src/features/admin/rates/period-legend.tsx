import type { RatePeriod } from '@aso/core/rates';

/** What the calendar's colours and marks mean: each period's colour, and the base price. */
export function PeriodLegend({
  periods,
  colours,
}: {
  periods: RatePeriod[];
  colours: Map<number, string>;
}) {
  return (
    <div className="mt-4">
      <h2 className="sr-only">Legend</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
        {periods.map((period) => (
          <li key={period.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              data-testid={`legend-${period.id}`}
              className={`inline-block h-4 w-8 rounded-sm border ${colours.get(period.id) ?? ''}`}
            />
            {period.name}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-4 w-8 rounded-sm border border-line bg-white"
          />
          Base price
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-8 text-center font-semibold">
            ✕
          </span>
          Closed to arrival
        </li>
      </ul>
      <p className="mt-2 text-sm text-muted">
        Prices are per night before the long-stay discount and house charges. Choose a coloured
        night to edit its period.
      </p>
    </div>
  );
}
