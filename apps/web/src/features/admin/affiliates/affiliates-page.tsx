import { useState } from 'react';
import {
  ALL_REQUESTED_PAID,
  ENTER_VALID_AMOUNT,
  NairaAmountSchema,
  PAYOUT_RECORDED,
} from '@aso/core/affiliates';
import { koboToNaira } from '@aso/core/money';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListToolbar, SearchField, useListControls } from '../../../components/list-controls.tsx';
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
import {
  affiliateColumns,
  PayoutActionsContext,
  type PayoutActions,
} from './components/affiliate-columns.tsx';
import { PayoutDialog, type PendingPayout } from './components/payout-dialog.tsx';

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
            columns={affiliateColumns}
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

      <PayoutDialog
        payout={pending}
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
      />
    </section>
  );
}
