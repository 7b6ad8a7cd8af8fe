import { useEffect, useId, useState, type ReactNode } from 'react';
import type { SortOrder } from '@aso/core/admin';

/*
 * What sits above an admin list (DataTable, data-table.tsx): the search, filters and sort,
 * and the page they send to the server.
 */

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search, filters, sort and page of one admin list. The search is sent after a
 * pause in typing; a new search, filter or sort goes back to page 1 (spec §5).
 */
export function useListControls<TFilters extends Record<string, string>>(options: {
  filters: TFilters;
  sort?: SortOrder;
}) {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(options.filters);
  const [sort, setSortOrder] = useState<SortOrder>(options.sort ?? 'recent');

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  return {
    page,
    setPage,
    /** What is typed in the search box. */
    searchText,
    setSearchText,
    /** The search as sent to the server (trimmed, after the pause). */
    search,
    filters,
    setFilter: <TKey extends keyof TFilters>(key: TKey, value: TFilters[TKey]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    sort,
    setSort: (next: SortOrder) => {
      setSortOrder(next);
      setPage(1);
    },
  };
}

const controlClass =
  'mt-2 block h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink focus-visible:border-brand';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The list's search box, with a real label. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 sm:col-span-2 lg:col-span-1 lg:flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className={`${controlClass} placeholder:text-muted`}
      />
    </div>
  );
}

interface SelectFieldProps<TValue extends string> {
  label: string;
  value: TValue;
  options: ReadonlyArray<{ value: TValue; label: string }>;
  onChange: (value: TValue) => void;
}

/** One filter or sort choice of the list. */
export function SelectField<TValue extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<TValue>) {
  const id = useId();
  return (
    <div className="min-w-0 lg:w-48">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TValue)}
        className={controlClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search and filters above a list: stacked on phones, one row on wide screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:flex lg:items-end">{children}</div>;
}

/** Most Recent / Oldest, as every admin list offers them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'oldest', label: 'Oldest' },
];
