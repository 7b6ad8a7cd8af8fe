import { Fragment } from 'react';
import { PAYMENT_STATUS_LABELS, type PaymentRecord } from '@aso/core/admin-payments';
import type { PaymentStatus } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';
import { Button } from '../../../../components/button.tsx';
import { dataColumnHelper } from '../../../../components/data-table.tsx';
import { receiptDownloadErrorMessage, useDownloadPaymentReceipt } from '../api/download-receipt.ts';

/** Each status in its own colour, every one at AA contrast on its tint. */
const STATUS_STYLES: Record<PaymentStatus, string> = {
  success: 'bg-mint text-brand',
  pending: 'bg-sand text-brass-dark',
  failed: 'bg-blush text-terracotta-dark',
  refunded: 'border border-field bg-white text-ink',
  partially_refunded: 'border border-field bg-white text-ink',
};

function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The amount, and under it what has been given back. */
function AmountCell({ payment }: { payment: PaymentRecord }) {
  return (
    <>
      <span className="block">{formatNaira(payment.amount)}</span>
      {payment.refunded_amount > 0 ? (
        <span className="block text-xs whitespace-normal text-muted">
          Refunded {formatNaira(payment.refunded_amount)}
        </span>
      ) : null}
    </>
  );
}

/** A refund still owed: asked of the provider and not yet accepted, or left to the desk. */
const isRefundOwed = (payment: PaymentRecord) =>
  payment.refund !== null && payment.refund.status !== 'succeeded';

/** The payment's status; under it, a refund still owed (compact, so eight columns still fit). */
function StatusCell({ payment }: { payment: PaymentRecord }) {
  const owed = payment.refund && isRefundOwed(payment) ? payment.refund : null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <PaymentStatusPill status={payment.status} />
      {owed ? (
        <>
          <span className="inline-flex rounded-full bg-blush px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-terracotta-dark">
            Refund pending
          </span>
          <span className="text-xs text-muted">
            {formatNaira(owed.amount)}
            {owed.status === 'manual' ? ', by the desk' : ''}
          </span>
        </>
      ) : null}
    </div>
  );
}

/**
 * An address that may wrap after its `@` and after the dots and hyphens of its name (never
 * inside the domain), so the eight columns fit beside the back office's sidebar.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const pieces =
    at < 0 ? [email] : [...email.slice(0, at + 1).split(/(?<=[.-])/), email.slice(at + 1)];
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/** "Tue, 24 Nov 2026, 2:05 PM": the day on one line, the time under it. */
function DateTime({ text }: { text: string }) {
  const [, day = text, time] = /^(.*), (\d{1,2}:\d{2} (?:AM|PM|noon))$/.exec(text) ?? [];
  return (
    <>
      <span className="block whitespace-nowrap">{day}</span>
      {time ? <span className="block text-muted">{time}</span> : null}
    </>
  );
}

/** The row's Download: its own request, so each row shows its own progress and failure. */
function ReceiptCell({ payment }: { payment: PaymentRecord }) {
  const download = useDownloadPaymentReceipt();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate(payment.id)}
      >
        {download.isPending ? 'Downloading…' : 'Download'}
        <span className="sr-only"> the receipt of {payment.name}'s payment</span>
      </Button>
      {download.isError ? (
        <p role="alert" className="max-w-40 text-sm font-medium text-terracotta-dark">
          {receiptDownloadErrorMessage(download.error)}
        </p>
      ) : null}
    </div>
  );
}

const column = dataColumnHelper<PaymentRecord>();
/** The payments table's eight columns, each row with its own receipt download. */
export const paymentColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true, className: 'min-w-36 text-ink' },
  }),
  column.accessor((payment) => payment.email ?? payment.guest_email ?? '—', {
    id: 'email',
    header: 'Email',
    cell: (info) => <BreakableEmail email={info.getValue()} />,
    meta: { className: 'break-words' },
  }),
  column.accessor((payment) => payment.phone ?? payment.guest_phone ?? '—', {
    id: 'phone',
    header: 'Phone',
    // "+234 / 803 123 4567": the country code alone, the number kept in one piece.
    cell: (info) => info.getValue().replace(/(?<=\S+ .*) /g, '\u00a0'),
  }),
  column.accessor('booking_type', {
    header: 'Type',
    cell: (info) => (info.getValue() === 'Guest' ? 'Guest' : 'Registered user'),
  }),
  column.accessor('date', {
    header: 'Date',
    cell: (info) => <DateTime text={info.getValue()} />,
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => <AmountCell payment={row.original} />,
    meta: { className: 'whitespace-nowrap tabular-nums text-ink' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusCell payment={row.original} />,
  }),
  column.display({
    id: 'receipt',
    header: 'Receipt',
    cell: ({ row }) => <ReceiptCell payment={row.original} />,
  }),
]);
