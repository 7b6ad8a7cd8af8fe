import { formatNaira } from '@aso/core/money';
import type { RatePeriod } from '@aso/core/rates';
import { dataColumnHelper } from '../../../components/data-table.tsx';
import { formatShortDay } from '../../../lib/format.ts';
import { lastNightOf } from './price-calendar-month.ts';

const actionClass = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold';

const none = (
  <span className="text-muted">
    <span aria-hidden="true">—</span>
    <span className="sr-only">None</span>
  </span>
);

/** "min 3 · max 14 · closed to arrival", or none. */
function stayRules(period: RatePeriod) {
  const rules = [
    period.min_nights === null ? null : `min ${period.min_nights} nights`,
    period.max_nights === null ? null : `max ${period.max_nights} nights`,
    period.closed_to_arrival ? 'closed to arrival' : null,
  ].filter(Boolean);
  return rules.length === 0 ? none : rules.join(' · ');
}

interface RatePeriodColumnsOptions {
  roomTypeTitles: Map<number, string>;
  colours: Map<number, string>;
  onEdit: (period: RatePeriod) => void;
  onDelete: (period: RatePeriod) => void;
}

/** Name (with its calendar colour), room type, nights, price, stay rules, actions. */
export function ratePeriodColumns({
  roomTypeTitles,
  colours,
  onEdit,
  onDelete,
}: RatePeriodColumnsOptions) {
  const column = dataColumnHelper<RatePeriod>();
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block size-4 shrink-0 rounded-sm border ${colours.get(row.original.id) ?? ''}`}
          />
          {row.original.name}
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.accessor('room_type_id', {
      header: 'Room type',
      cell: (info) => {
        const id = info.getValue();
        return id === null ? 'All room types' : (roomTypeTitles.get(id) ?? `Room type ${id}`);
      },
    }),
    column.display({
      id: 'nights',
      header: 'Nights',
      cell: ({ row }) => (
        <span>
          <span className="whitespace-nowrap">{formatShortDay(row.original.start_date)}</span> –{' '}
          <span className="whitespace-nowrap">{formatShortDay(lastNightOf(row.original))}</span>
        </span>
      ),
    }),
    column.accessor('price_per_night', {
      header: 'Price a night',
      cell: (info) => {
        const price = info.getValue();
        return price === null ? 'Base price' : formatNaira(price);
      },
      meta: { className: 'whitespace-nowrap' },
    }),
    column.display({
      id: 'rules',
      header: 'Stay rules',
      cell: ({ row }) => stayRules(row.original),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="-my-3 flex items-center gap-1 whitespace-nowrap">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            className={`${actionClass} text-brand hover:bg-mint`}
          >
            Edit <span className="sr-only">{row.original.name}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(row.original)}
            className={`${actionClass} text-terracotta-dark hover:bg-blush`}
          >
            Delete <span className="sr-only">{row.original.name}</span>
          </button>
        </span>
      ),
    }),
  ]);
}
