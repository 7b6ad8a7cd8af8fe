import { useState } from 'react';
import type { BookingRow } from '@aso/core/bookings';
import { formatNaira } from '@aso/core/money';
import { Button } from '../../../components/button.tsx';
import { FormError, FormStatus } from '../../../components/form-field.tsx';
import { useReleaseHoldDialog } from '../../../components/release-hold-dialog.tsx';
import { formatTimeOfDay } from '../../../lib/format.ts';
import { resumeErrorMessage, useResumeCheckout } from '../../../lib/checkout-api.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';

/** `2026-01-15T13:35:00Z` → `2:35 PM`, the time in Abuja. */
export const heldUntil = (iso: string) => formatTimeOfDay(iso);

/** The reservations still waiting for their payment, with a hold that has not run out. */
export function unpaidHolds(rows: BookingRow[], now = Date.now()): BookingRow[] {
  return rows.filter(
    (row) =>
      row.status === 'pending' &&
      row.hold_expires_at !== null &&
      Date.parse(row.hold_expires_at) > now,
  );
}

/**
 * Issue 12 point 4: an account's unpaid checkouts, each with Resume (a fresh payment for
 * its hold) and Release (asked first; the list then refreshes).
 */
export function UnpaidCheckouts({ userId }: { userId: number }) {
  const bookings = useMyBookings(userId);
  const resume = useResumeCheckout();
  const [released, setReleased] = useState<string | null>(null);
  const release = useReleaseHoldDialog(setReleased);
  const holds = unpaidHolds(bookings.data ?? []);
  const leaving = resume.isPending || resume.isSuccess;

  return (
    <div>
      <div className={released ? 'mb-6' : undefined}>
        <FormStatus>{released}</FormStatus>
      </div>
      {holds.length > 0 ? (
        <section
          aria-labelledby="unpaid-checkouts-title"
          className="mb-6 rounded-2xl border border-brass/40 bg-cream p-5 sm:p-6"
        >
          <h3 id="unpaid-checkouts-title" className="font-sans text-base font-semibold text-ink">
            {holds.length === 1 ? 'Unpaid checkout' : 'Unpaid checkouts'}
          </h3>
          <ul className="mt-4 space-y-5">
            {holds.map((hold) => (
              <li key={hold.id} className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="min-w-0 grow">
                  <p className="font-semibold text-ink">
                    {hold.roomType} · {hold.stayDates}
                  </p>
                  <p className="text-sm text-muted">
                    {formatNaira(hold.cost)} · held for you until {heldUntil(hold.hold_expires_at!)}{' '}
                    (Abuja time)
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => resume.mutate({ bookingId: hold.id, access: null })}
                    disabled={leaving}
                  >
                    Resume payment<span className="sr-only"> for reservation {hold.id}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setReleased(null);
                      release.ask({
                        bookingId: hold.id,
                        access: null,
                        label: `${hold.roomType} for ${hold.stayDates}`,
                      });
                    }}
                    disabled={leaving}
                  >
                    Release<span className="sr-only"> reservation {hold.id}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {resume.isError ? (
            <div className="mt-4">
              <FormError>{resumeErrorMessage(resume.error)}</FormError>
            </div>
          ) : null}
        </section>
      ) : null}
      {release.dialog}
    </div>
  );
}
