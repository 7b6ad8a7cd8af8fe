import type { PaymentRecord } from '@aso/core/admin-payments';
import { MONTHS, type MonthAbbreviation } from '@aso/core/dates';

type StatusFilter = 'all' | 'success' | 'failed';
type MonthFilter = MonthAbbreviation | '';

/** Spec §4: only Successful and Failed are offered as filters. */
export const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Payments' },
  { value: 'success', label: 'Successful' },
  { value: 'failed', label: 'Failed' },
];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_OPTIONS: ReadonlyArray<{ value: MonthFilter; label: string }> = [
  { value: '', label: 'All Months' },
  ...MONTHS.map((month, index) => ({ value: month, label: MONTH_NAMES[index]! })),
];

export interface PaymentFilters {
  search: string;
  status: StatusFilter;
  month: MonthFilter;
}

/**
 * Spec §5 "Payments filters": in the browser, on the current page only. The name holds
 * the search text ignoring case; the month is the three-letter month in the date text.
 */
export function filterPayments(payments: PaymentRecord[], filters: PaymentFilters) {
  const search = filters.search.trim().toLowerCase();
  const month = filters.month ? new RegExp(`\\b${filters.month}\\b`) : null;
  return payments.filter(
    (payment) =>
      (!search || payment.name.toLowerCase().includes(search)) &&
      (filters.status === 'all' || payment.status === filters.status) &&
      (!month || month.test(payment.date)),
  );
}
