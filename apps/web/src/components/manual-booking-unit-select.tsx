import type { RefCallback } from 'react';
import type { RoomRow } from '@aso/core/admin';
import type { useBookableUnits } from '../lib/manual-booking-api.ts';

/** `M102 — Deluxe Studio`, grouped by room type, numbers in natural order. */
function groupUnits(units: RoomRow[]): [string, RoomRow[]][] {
  const groups = new Map<string, RoomRow[]>();
  const sorted = [...units].sort(
    (a, b) =>
      a.roomType.localeCompare(b.roomType) ||
      a.roomID.localeCompare(b.roomID, undefined, { numeric: true }),
  );
  for (const unit of sorted)
    groups.set(unit.roomType, [...(groups.get(unit.roomType) ?? []), unit]);
  return [...groups];
}

/**
 * The manual booking's unit: every unit grouped by room type (an unavailable one shown,
 * not chosen), with the list's loading and failure beside it and the field's error.
 */
export function UnitSelect({
  id,
  units,
  value,
  onChange,
  onBlur,
  selectRef,
  error,
  autoFocus,
}: {
  id: string;
  units: ReturnType<typeof useBookableUnits>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  selectRef: RefCallback<HTMLSelectElement>;
  error: string | undefined;
  autoFocus: boolean;
}) {
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Room
      </label>
      <select
        id={id}
        ref={selectRef}
        name="room_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? errorId : null, units.isPending || units.isError ? statusId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        data-autofocus={autoFocus ? true : undefined}
        className="mt-2 block min-h-12 w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark"
      >
        <option value="">Choose a unit</option>
        {units.data
          ? groupUnits(units.data).map(([roomType, rows]) => (
              <optgroup key={roomType} label={roomType}>
                {rows.map((row) => (
                  <option
                    key={row.id}
                    value={String(row.id)}
                    disabled={row.availability === 'Unavailable'}
                  >
                    {row.roomID} — {row.roomType}
                    {row.availability === 'Unavailable' ? ' (unavailable)' : ''}
                  </option>
                ))}
              </optgroup>
            ))
          : null}
      </select>
      {units.isPending ? (
        <p id={statusId} className="mt-2 text-sm text-muted">
          Loading units...
        </p>
      ) : units.isError ? (
        <p id={statusId} className="mt-2 text-sm text-terracotta-dark">
          Could not load the units.{' '}
          <button
            type="button"
            onClick={() => void units.refetch()}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Try again
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
