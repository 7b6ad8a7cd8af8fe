import type { ReactNode } from 'react';
import { pluralize } from '../lib/format.ts';

interface AdminListHeadingProps {
  /** The page's one h1, e.g. "All Users". */
  title: string;
  /** How many there are in all, once known ("26 Total users"). */
  total: number | undefined;
  /** The counted thing, singular ("user"); `plural` when it is not `noun + s`. */
  noun: string;
  plural?: string;
  /** Words before the noun in the count; "Total" as the spec writes it. */
  countWord?: string;
  /** The page's main action (a create button), at the right on a desk. */
  action?: ReactNode;
}

/** The heading of every back-office list: eyebrow, title, live total, and its action. */
export function AdminListHeading({
  title,
  total,
  noun,
  plural,
  countWord = 'Total',
  action,
}: AdminListHeadingProps) {
  const count =
    total === undefined
      ? ''
      : [String(total), countWord, pluralize(total, noun, plural)].filter(Boolean).join(' ');
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="eyebrow text-brass-dark">Back office</p>
        <h1 className="mt-2 text-3xl text-brand sm:text-4xl">{title}</h1>
        <p aria-live="polite" className="mt-2 min-h-6 text-muted">
          {count}
        </p>
      </div>
      {action}
    </div>
  );
}
