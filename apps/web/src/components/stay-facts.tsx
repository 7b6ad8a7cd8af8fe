import type { ReactNode } from 'react';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@aso/core/constants';
import { formatTimeOfDay, pluralize } from '../lib/format.ts';

/** One fact of the stay: its label and value. */
export function StayFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** Dates, nights, check-in and check-out of a booking; `children` adds facts after them. */
export function StayFacts({
  view,
  className = '',
  children,
}: {
  view: { stayDates: string; nights: number };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={`grid gap-4 text-sm sm:grid-cols-2 ${className}`}>
      <StayFact label="Dates">{view.stayDates}</StayFact>
      <StayFact label="Nights">
        {view.nights} {pluralize(view.nights, 'night')}
      </StayFact>
      <StayFact label="Check-in">from {formatTimeOfDay(CHECK_IN_TIME)}</StayFact>
      <StayFact label="Check-out">by {formatTimeOfDay(CHECK_OUT_TIME)}</StayFact>
      {children}
    </dl>
  );
}
