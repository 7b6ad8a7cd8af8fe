import type { AffiliateDashboard } from '@aso/core/affiliates';
import { MONTHS } from '@aso/core/dates';
import { formatNaira } from '@aso/core/money';

type MonthEarnings = AffiliateDashboard['stats']['monthly'][number];

/** `2026-03` → `{ short: 'Mar', long: 'Mar 2026' }`; anything else is shown as it is. */
export function monthLabel(month: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) return { short: month, long: month };
  return { short: name, long: `${name} ${match[1]}` };
}

/**
 * Spec §3: the last 12 months' net commission as bars. Each bar's month and amount are
 * read out as a list item; the bars themselves are only a picture of those numbers.
 */
export function EarningsChart({ monthly }: { monthly: MonthEarnings[] }) {
  const highest = Math.max(0, ...monthly.map((month) => month.earned));
  const total = monthly.reduce((sum, month) => sum + month.earned, 0);
  return (
    <section
      aria-labelledby="earnings-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="earnings-title" className="text-xl text-brand">
        Earnings, last 12 months
      </h2>
      <p id="earnings-summary" className="mt-1 text-sm text-muted">
        {highest > 0
          ? `${formatNaira(total)} in all. The tallest bar is ${formatNaira(highest)}.`
          : 'No commission earned in these months yet.'}
      </p>
      <ol
        aria-labelledby="earnings-title"
        aria-describedby="earnings-summary"
        className="mt-6 flex h-48 items-stretch gap-1 sm:gap-2"
      >
        {monthly.map((month) => {
          const label = monthLabel(month.month);
          const share = highest > 0 ? Math.max(0, month.earned) / highest : 0;
          return (
            <li key={month.month} className="grid min-w-0 flex-1 grid-rows-[1fr_auto] gap-2">
              <span className="sr-only">
                {label.long}: {formatNaira(month.earned)}
              </span>
              <span aria-hidden="true" className="relative border-b border-field">
                <span
                  className="absolute inset-x-0 bottom-0 rounded-t-md bg-brand"
                  // A month with any earnings keeps a sliver, so it does not read as zero.
                  style={{
                    height: share > 0 ? `max(${(share * 100).toFixed(2)}%, 3px)` : '0',
                  }}
                />
              </span>
              <span
                aria-hidden="true"
                className="text-center text-[0.6875rem] text-muted sm:text-xs"
              >
                {/* A phone's twelve columns are narrow: the month's initial there. */}
                <span className="sm:hidden">{label.short.charAt(0)}</span>
                <span className="hidden sm:inline">{label.short}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
