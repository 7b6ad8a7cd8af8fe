import { createContext, useContext, useState } from 'react';
import {
  ALL_REQUESTED_PAID,
  ENTER_VALID_AMOUNT,
  NairaAmountSchema,
  PAYOUT_RECORDED,
  type AdminAffiliate,
} from '@aso/core/affiliates';
import { formatNaira, koboToNaira } from '@aso/core/money';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  DataTable,
  dataColumnHelper,
  ListToolbar,
  SearchField,
  useListControls,
} from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { FormError } from '../../../components/form-field.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import {
  ledgerDownloadErrorMessage,
  useDownloadAffiliateLedger,
} from './api/download-affiliate-ledger.ts';
import {
  affiliatesLoadErrorMessage,
  AFFILIATES_PAGE_SIZE,
  useAdminAffiliates,
} from './api/get-admin-affiliates.ts';
import { markRequestedPaidErrorMessage, useMarkRequestedPaid } from './api/mark-requested-paid.ts';
import { payAffiliateErrorMessage, usePayAffiliate } from './api/pay-affiliate.ts';

/** The payout waiting for the admin's yes: a part payment, or every open request. */
type PendingPayout =
  | { kind: 'pay'; affiliate: AdminAffiliate; naira: number }
  | { kind: 'requested'; affiliate: AdminAffiliate };

const nameOf = (affiliate: AdminAffiliate) => affiliate.user.name || affiliate.full_name;

const amountInputClass =
  'block h-11 w-24 rounded-xl border border-field bg-white px-3 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark';

interface PayoutActions {
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
const PayoutActionsContext = createContext<PayoutActions | null>(null);

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
const columns = column.columns([
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

/**
 * Spec "Admin affiliates": what each affiliate is owed, has asked for and was paid, with
 * their bank details; a payout in part (Pay) or of every open request, each confirmed
 * first; the ledger as CSV. Searched by name, email or code and paged by the server.
 */
export function AdminAffiliatesPage() {
  const list = useListControls({ filters: {} });
  const affiliates = useAdminAffiliates({ page: list.page, search: list.search });
  const pay = usePayAffiliate();
  const markRequested = useMarkRequestedPaid();
  const download = useDownloadAffiliateLedger();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [amountErrors, setAmountErrors] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<PendingPayout | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const total = affiliates.data?.pagination?.total ?? affiliates.data?.affiliates.length;

  const payoutActions: PayoutActions = {
    amountOf: (affiliate) => amounts[affiliate.id] ?? '',
    errorOf: (affiliate) => amountErrors[affiliate.id],
    setAmount: (affiliate, amount) => {
      setAmounts((current) => ({ ...current, [affiliate.id]: amount }));
      setAmountErrors(({ [affiliate.id]: _, ...others }) => others);
    },
    pay: (affiliate) => {
      const amount = NairaAmountSchema.safeParse(amounts[affiliate.id] ?? '');
      if (!amount.success) {
        // Spec §5: no number above zero, nothing sent and nothing said.
        const reason = amount.error.issues[0]?.message;
        if (reason && reason !== ENTER_VALID_AMOUNT) {
          setAmountErrors((current) => ({ ...current, [affiliate.id]: reason }));
        }
        return;
      }
      setPending({ kind: 'pay', affiliate, naira: koboToNaira(amount.data) });
    },
    markRequestedPaid: (affiliate) => setPending({ kind: 'requested', affiliate }),
  };

  const mutation = pending?.kind === 'requested' ? markRequested : pay;
  const closeDialog = () => {
    setPending(null);
    pay.reset();
    markRequested.reset();
  };

  const confirm = () => {
    if (!pending) return;
    const { affiliate } = pending;
    if (pending.kind === 'pay') {
      pay.mutate(
        { affiliate_id: affiliate.id, amount: pending.naira },
        {
          onSuccess: () => {
            closeDialog();
            setAmounts(({ [affiliate.id]: _, ...others }) => others);
            setBanner(PAYOUT_RECORDED);
          },
        },
      );
    } else {
      markRequested.mutate(affiliate.id, {
        onSuccess: () => {
          closeDialog();
          setBanner(ALL_REQUESTED_PAID);
        },
      });
    }
  };

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Affiliates" />
      <AdminListHeading
        title="Affiliates"
        total={total}
        noun="affiliate"
        action={
          <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Downloading...' : 'Download CSV'}
          </Button>
        }
      />

      <div className="mt-4 space-y-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
        <FormError>
          {download.isError ? ledgerDownloadErrorMessage(download.error) : null}
        </FormError>
      </div>

      <div className="mt-4">
        <ListToolbar>
          <SearchField
            label="Search affiliates"
            placeholder="Search by name, email or code"
            value={list.searchText}
            onChange={list.setSearchText}
          />
        </ListToolbar>
      </div>

      <div className="mt-6">
        <PayoutActionsContext value={payoutActions}>
          <DataTable
            caption="Affiliates"
            columns={columns}
            rows={affiliates.data?.affiliates}
            pagination={affiliates.data?.pagination}
            page={list.page}
            pageSize={AFFILIATES_PAGE_SIZE}
            onPageChange={list.setPage}
            getRowId={(row) => String(row.id)}
            status={affiliates.status}
            updating={affiliates.isPlaceholderData}
            loadingMessage="Loading affiliates..."
            emptyMessage="No affiliates found."
            errorMessage={affiliatesLoadErrorMessage(affiliates.error)}
            onRetry={() => void affiliates.refetch()}
            retrying={affiliates.isFetching}
          />
        </PayoutActionsContext>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'requested' ? 'Mark requested payouts as paid' : 'Pay affiliate'}
        confirmLabel={
          pending?.kind === 'pay' ? `Pay ${formatNaira(pending.naira)}` : 'Mark as paid'
        }
        pendingLabel={pending?.kind === 'pay' ? 'Paying...' : 'Marking...'}
        pending={mutation.isPending}
        error={
          pending?.kind === 'requested'
            ? markRequested.isError
              ? markRequestedPaidErrorMessage(markRequested.error)
              : null
            : pay.isError
              ? payAffiliateErrorMessage(pay.error)
              : null
        }
        onConfirm={confirm}
        onCancel={closeDialog}
      >
        {pending ? <PayoutQuestion payout={pending} /> : null}
      </ConfirmDialog>
    </section>
  );
}

/** What the admin confirms: how much, to whom, and that the bank transfer is theirs to make. */
function PayoutQuestion({ payout }: { payout: PendingPayout }) {
  const { affiliate } = payout;
  const who = (
    <>
      <strong>{nameOf(affiliate)}</strong> ({affiliate.user.email}, code {affiliate.affiliate_code})
    </>
  );
  return (
    <>
      <p>
        {payout.kind === 'pay' ? (
          <>
            Record a payout of <strong>{formatNaira(payout.naira)}</strong> to {who} as paid?
          </>
        ) : (
          <>
            Mark the <strong>{formatNaira(affiliate.requested_total)}</strong> requested by {who} as
            paid?
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-muted">
        This records the payout; make the transfer to {affiliate.bank_name}{' '}
        {affiliate.account_number}
        {affiliate.account_name ? ` (${affiliate.account_name})` : ''} yourself.
      </p>
    </>
  );
}
