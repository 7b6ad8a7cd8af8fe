import { createContext, useContext } from 'react';
import type { AdminAffiliate } from '@aso/core/affiliates';
import { formatNaira } from '@aso/core/money';
import { Button } from '../../../../components/button.tsx';
import { dataColumnHelper } from '../../../../components/data-table.tsx';

export const nameOf = (affiliate: AdminAffiliate) => affiliate.user.name || affiliate.full_name;

const amountInputClass =
  'block h-11 w-24 rounded-xl border border-field bg-white px-3 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark';

export interface PayoutActions {
  amountOf: (affiliate: AdminAffiliate) => string;
  errorOf: (affiliate: AdminAffiliate) => string | undefined;
  setAmount: (affiliate: AdminAffiliate, amount: string) => void;
  pay: (affiliate: AdminAffiliate) => void;
  markRequestedPaid: (affiliate: AdminAffiliate) => void;
}

/*
 * The table keeps its columns from the first render, so the cells read the amounts typed
 * and the actions from here rather than from closures that would go stale.
 */
export const PayoutActionsContext = createContext<PayoutActions | null>(null);

function PayoutCell({ affiliate }: { affiliate: AdminAffiliate }) {
  const actions = useContext(PayoutActionsContext);
  if (!actions) throw new Error('PayoutCell is rendered outside the affiliates page.');
  const inputId = `affiliate-${affiliate.id}-amount`;
  const errorId = `${inputId}-error`;
  const error = actions.errorOf(affiliate);
  const name = nameOf(affiliate);
  return (
    <div className="flex min-w-44 flex-col items-start gap-2">
      <form
        noValidate
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actions.pay(affiliate);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Amount to pay {name}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="₦"
          value={actions.amountOf(affiliate)}
          onChange={(event) => actions.setAmount(affiliate, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={amountInputClass}
        />
        <Button type="submit" size="sm" disabled={affiliate.owed <= 0}>
          Pay <span className="sr-only">{name}</span>
        </Button>
      </form>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={affiliate.requested_total <= 0}
        onClick={() => actions.markRequestedPaid(affiliate)}
      >
        Mark requested as paid <span className="sr-only">for {name}</span>
      </Button>
    </div>
  );
}

const column = dataColumnHelper<AdminAffiliate>();
const money = { cell: (info: { getValue: () => number }) => formatNaira(info.getValue()) };
export const affiliateColumns = column.columns([
  column.accessor((affiliate) => nameOf(affiliate), {
    id: 'affiliate',
    header: 'Affiliate',
    meta: { rowHeader: true, className: 'min-w-44 text-ink' },
    cell: ({ row }) => (
      <>
        <span className="block">{nameOf(row.original)}</span>
        <span className="mt-0.5 block font-normal [overflow-wrap:anywhere] text-muted">
          {row.original.user.email}
        </span>
      </>
    ),
  }),
  column.accessor('affiliate_code', {
    header: 'Code',
    meta: { className: 'whitespace-nowrap font-mono text-ink' },
  }),
  column.accessor('owed', { header: 'Owed', ...money, meta: { className: 'whitespace-nowrap' } }),
  column.accessor('requested_total', {
    header: 'Requested',
    ...money,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('total_paid', {
    header: 'Paid Total',
    ...money,
    meta: { className: 'whitespace-nowrap' },
  }),
  // Spec's Bank and Account in one column, so the payout actions fit beside them.
  column.accessor('bank_name', {
    header: 'Bank / Account',
    meta: { className: 'min-w-40' },
    cell: ({ row }) => (
      <>
        <span className="block text-ink">{row.original.bank_name}</span>
        <span className="mt-0.5 block text-ink tabular-nums">{row.original.account_number}</span>
        {row.original.account_name ? (
          <span className="mt-0.5 block text-sm text-muted">{row.original.account_name}</span>
        ) : null}
      </>
    ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <PayoutCell affiliate={row.original} />,
  }),
]);
