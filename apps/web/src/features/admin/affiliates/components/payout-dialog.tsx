import { formatNaira } from '@aso/core/money';
import type { AdminAffiliate } from '@aso/core/affiliates';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { nameOf } from './affiliate-columns.tsx';

/** The payout waiting for the admin's yes: a part payment, or every open request. */
export type PendingPayout =
  | { kind: 'pay'; affiliate: AdminAffiliate; naira: number }
  | { kind: 'requested'; affiliate: AdminAffiliate };

/** The confirmation of a payout, with what it records and the transfer left to the admin. */
export function PayoutDialog({
  payout,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  payout: PendingPayout | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={payout !== null}
      title={payout?.kind === 'requested' ? 'Mark requested payouts as paid' : 'Pay affiliate'}
      confirmLabel={payout?.kind === 'pay' ? `Pay ${formatNaira(payout.naira)}` : 'Mark as paid'}
      pendingLabel={payout?.kind === 'pay' ? 'Paying...' : 'Marking...'}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {payout ? <PayoutQuestion payout={payout} /> : null}
    </ConfirmDialog>
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
