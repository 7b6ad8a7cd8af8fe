import { formatNaira } from '@aso/core/money';

/** One part of a price: what it is for, and what it costs in naira (0 shows as "Free"). */
export interface AmountRow {
  label: string;
  amount: number;
  /** Shown as "Free" when it costs nothing (airport conveyance on a long stay). */
  freeWhenZero?: boolean;
}

/** A price's parts and its total, as the guest's pages and the back office show them. */
export function AmountRows({
  rows,
  total,
  className = 'space-y-2 text-sm',
}: {
  rows: AmountRow[];
  total: number;
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-semibold">
            {row.freeWhenZero && row.amount === 0 ? 'Free' : formatNaira(row.amount)}
          </dd>
        </div>
      ))}
      <div
        className={`flex justify-between gap-4 text-base ${rows.length ? 'border-t border-line pt-3' : ''}`}
      >
        <dt className="font-semibold">Total</dt>
        <dd className="font-display text-xl font-semibold text-brand">{formatNaira(total)}</dd>
      </div>
    </dl>
  );
}
