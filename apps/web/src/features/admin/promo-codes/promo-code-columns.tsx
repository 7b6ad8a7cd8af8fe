import { formatNaira } from '@aso/core/money';
import type { PromoCode } from '@aso/core/promo-codes';
import { dataColumnHelper } from '../../../components/data-table.tsx';
import { formatShortDay } from '../../../lib/format.ts';

const actionClass = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold';

/** "10% off" or "₦5,000 off". */
export const discountText = (promo: Pick<PromoCode, 'percent_off' | 'amount_off'>) =>
  promo.percent_off !== null
    ? `${promo.percent_off}% off`
    : `${formatNaira(promo.amount_off ?? 0)} off`;

interface PromoCodeColumnsOptions {
  roomTypeTitles: Map<number, string>;
  onEdit: (promo: PromoCode) => void;
  onToggle: (promo: PromoCode) => void;
}

/** Code and its state, discount, stays, validity, minimum stay, uses, room types, actions. */
export function promoCodeColumns({ roomTypeTitles, onEdit, onToggle }: PromoCodeColumnsOptions) {
  const column = dataColumnHelper<PromoCode>();
  return column.columns([
    column.accessor('code', {
      header: 'Code',
      // The state reads under the code, as a policy's placement does under its title.
      cell: ({ row }) => (
        <span className="block">
          <span className="block font-mono tracking-wide">{row.original.code}</span>
          {row.original.active ? (
            <span className="mt-1 inline-block rounded-full bg-mint px-2.5 py-0.5 text-xs font-semibold text-brand">
              Active
            </span>
          ) : (
            <span className="mt-1 inline-block rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-muted">
              Inactive
            </span>
          )}
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.display({
      id: 'discount',
      header: 'Discount',
      cell: ({ row }) => discountText(row.original),
      meta: { className: 'whitespace-nowrap' },
    }),
    column.display({
      id: 'stays',
      header: 'Stays',
      cell: ({ row }) => (
        <span>
          <span className="whitespace-nowrap">{formatShortDay(row.original.stays_from)}</span> –{' '}
          <span className="whitespace-nowrap">{formatShortDay(row.original.stays_to)}</span>
        </span>
      ),
    }),
    column.accessor('valid_until', {
      header: 'Valid until',
      cell: (info) => formatShortDay(info.getValue()),
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('min_nights', { header: 'Min nights' }),
    column.display({
      id: 'uses',
      header: 'Uses',
      cell: ({ row }) =>
        `${row.original.uses} / ${row.original.max_uses === null ? 'no limit' : row.original.max_uses}`,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('room_type_ids', {
      header: 'Room types',
      cell: (info) => {
        const ids = info.getValue();
        if (ids.length === 0) return 'All room types';
        return ids.map((id) => roomTypeTitles.get(id) ?? `Room type ${id}`).join(', ');
      },
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
            Edit <span className="sr-only">{row.original.code}</span>
          </button>
          <button
            type="button"
            onClick={() => onToggle(row.original)}
            className={`${actionClass} ${
              row.original.active
                ? 'text-terracotta-dark hover:bg-blush'
                : 'text-brand hover:bg-mint'
            }`}
          >
            {row.original.active ? 'Deactivate' : 'Activate'}{' '}
            <span className="sr-only">{row.original.code}</span>
          </button>
        </span>
      ),
    }),
  ]);
}
