import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/**
 * The page numbers to offer around `page` of `lastPage`: the first, the last and the
 * neighbours of the current one, with 'gap' where pages are skipped
 * (`pageWindow(6, 12)` → 1 … 5 6 7 … 12).
 */
export function pageWindow(page: number, lastPage: number): Array<number | 'gap'> {
  const shown = new Set([1, lastPage, page - 1, page, page + 1]);
  // Near either end, show the first or last five, so the row does not jump about.
  if (page <= 4) for (let n = 2; n <= 5; n++) shown.add(n);
  if (page >= lastPage - 3) for (let n = lastPage - 4; n < lastPage; n++) shown.add(n);
  const pages = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  for (const n of pages) {
    const previous = items.at(-1);
    // A gap that would hide a single page shows that page instead.
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

interface PaginationProps {
  /** 1-based. */
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Reservations pages"). */
  label: string;
}

const pageButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/** Previous, numbered pages and Next (Previous disabled on page 1, Next on the last). */
export function Pagination({ page, lastPage, onPageChange, label }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        Page {page} of {lastPage}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            className={`${pageButton} gap-1 text-brand hover:bg-sand disabled:text-muted disabled:hover:bg-transparent`}
          >
            <ChevronLeftIcon className="size-4" />
            Previous
          </button>
        </li>
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${pageButton} ${
                  item === page ? 'bg-brand text-white' : 'text-ink hover:bg-sand'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= lastPage}
            className={`${pageButton} gap-1 text-brand hover:bg-sand disabled:text-muted disabled:hover:bg-transparent`}
          >
            Next
            <ChevronRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
