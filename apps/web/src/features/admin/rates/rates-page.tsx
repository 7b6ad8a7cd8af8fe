import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { businessToday } from '@aso/core/dates';
import { RATE_PERIOD_DELETED, type RatePeriod } from '@aso/core/rates';
import type { AdminRoomType } from '@aso/core/room-types';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useRoomTypeChoices } from '../../../lib/room-type-choices.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { deleteRatePeriodErrorMessage, useDeleteRatePeriod } from './api/delete-rate-period.ts';
import { useRatePeriods } from './api/get-rate-periods.ts';
import { PeriodLegend } from './period-legend.tsx';
import { PriceCalendar } from './price-calendar.tsx';
import { isMonth, lastNightOf, monthOf, periodColours } from './price-calendar-month.ts';
import { ratePeriodColumns } from './rate-period-columns.tsx';
import { RatePeriodFormModal } from './rate-period-form-modal.tsx';

export const ROOM_TYPES_LOAD_FAILED = 'Failed to load the room types';
export const RATE_PERIODS_LOAD_FAILED = 'Failed to load the rate periods';
export const NO_ROOM_TYPES = 'No room types yet: add one under Room types first.';
export const NO_RATE_PERIODS = 'No rate periods: every night is at the base price.';

/** Earliest first, so the list reads like the calendar. */
const byStart = (a: RatePeriod, b: RatePeriod) =>
  a.start_date.localeCompare(b.start_date) || a.id - b.id;

/** What the form modal is open for: a new period, or one to edit. */
type FormTarget = { period: RatePeriod | null } | null;

/**
 * `/admin/rates`: a room type's nightly prices, a month at a time, and the rate periods
 * that set them. The room type and the month live in the address (`?room_type=&month=`).
 */
export function RatesPage() {
  const roomTypes = useRoomTypeChoices();
  const [params, setParams] = useSearchParams();
  const requestedMonth = params.get('month') ?? '';
  const month = isMonth(requestedMonth) ? requestedMonth : monthOf(businessToday());
  const requestedType = Number(params.get('room_type'));
  const roomType = roomTypes.data?.find((type) => type.id === requestedType) ?? roomTypes.data?.[0];
  const periods = useRatePeriods(roomType?.id ?? null);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const deletion = useDeleteRatePeriod();
  const removal = useConfirmedAction<RatePeriod>(deletion, () => setBanner(RATE_PERIOD_DELETED));
  const pickerId = useId();

  const sorted = useMemo(() => [...(periods.data ?? [])].sort(byStart), [periods.data]);
  const colours = useMemo(() => periodColours(sorted), [sorted]);
  const openForm = (period: RatePeriod | null) => {
    setBanner(null);
    setFormTarget({ period });
  };
  const columns = useMemo(
    () =>
      ratePeriodColumns({
        roomTypeTitles: new Map((roomTypes.data ?? []).map((type) => [type.id, type.title])),
        colours,
        onEdit: (period) => openForm(period),
        onDelete: removal.ask,
      }),
    [roomTypes.data, colours, removal.ask],
  );
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Rates" />
      <AdminListHeading
        title="Rates"
        total={roomType ? periods.data?.length : undefined}
        noun="rate period"
        countWord=""
        action={
          roomType ? (
            <Button onClick={() => openForm(null)}>
              <span aria-hidden="true">+</span> New rate period
            </Button>
          ) : null
        }
      />
      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      {roomTypes.isPending ? (
        <LoadingMessage>Loading room types...</LoadingMessage>
      ) : roomTypes.isError ? (
        <div className="mt-6">
          <ErrorMessage onRetry={() => void roomTypes.refetch()} retrying={roomTypes.isFetching}>
            {ROOM_TYPES_LOAD_FAILED}
          </ErrorMessage>
        </div>
      ) : !roomType ? (
        <p className="mt-6 rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted">
          {NO_ROOM_TYPES}
        </p>
      ) : (
        <>
          <div className="mt-6 max-w-sm">
            <label htmlFor={pickerId} className="block text-sm font-semibold text-ink">
              Room type
            </label>
            <select
              id={pickerId}
              value={String(roomType.id)}
              onChange={(event) => setParam('room_type', event.target.value)}
              className="mt-2 block h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink focus-visible:border-brand"
            >
              {roomTypes.data.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.title}
                </option>
              ))}
            </select>
          </div>
          <RoomTypeRates
            roomType={roomType}
            periods={periods}
            sorted={sorted}
            colours={colours}
            month={month}
            onMonthChange={(next) => setParam('month', next)}
            onPickPeriod={openForm}
          />
          <h2 className="mt-10 text-2xl text-brand">Rate periods</h2>
          <p className="mt-1 text-sm text-muted">
            {roomType.title}&apos;s own periods and those for all room types. A room type&apos;s own
            period wins over one for all types.
          </p>
          <div className="mt-4">
            <DataTable
              caption="Rate periods"
              columns={columns}
              rows={sorted}
              page={1}
              pageSize={Math.max(sorted.length, 1)}
              onPageChange={() => {}}
              getRowId={(period) => String(period.id)}
              status={periods.status}
              loadingMessage="Loading rate periods..."
              emptyMessage={NO_RATE_PERIODS}
              errorMessage={RATE_PERIODS_LOAD_FAILED}
              onRetry={() => void periods.refetch()}
              retrying={periods.isFetching}
            />
          </div>
        </>
      )}

      <RatePeriodFormModal
        open={formTarget !== null}
        period={formTarget?.period ?? null}
        roomTypes={roomTypes.data ?? []}
        roomTypeId={roomType?.id ?? null}
        onClose={() => setFormTarget(null)}
        onSaved={(message) => {
          setFormTarget(null);
          setBanner(message);
        }}
      />

      <ConfirmDialog
        open={removal.target !== null}
        title="Delete rate period"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        error={deletion.isError ? deleteRatePeriodErrorMessage(deletion.error) : null}
        onConfirm={removal.confirm}
        onCancel={removal.close}
      >
        <p>
          Delete this rate period? Its nights go back to the prices of any other period, or the base
          price.
        </p>
        {removal.target ? (
          <p className="mt-2 font-semibold">
            {removal.target.name}: {formatDay(removal.target.start_date)} –{' '}
            {formatDay(lastNightOf(removal.target))}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The calendar once the periods are in, or why it is not. */
function RoomTypeRates({
  roomType,
  periods,
  sorted,
  colours,
  month,
  onMonthChange,
  onPickPeriod,
}: {
  roomType: AdminRoomType;
  periods: ReturnType<typeof useRatePeriods>;
  sorted: RatePeriod[];
  colours: Map<number, string>;
  month: string;
  onMonthChange: (month: string) => void;
  onPickPeriod: (period: RatePeriod) => void;
}) {
  if (periods.isPending) return <LoadingMessage>Loading rates...</LoadingMessage>;
  // The list below says what failed, with its Retry.
  if (periods.isError) return null;
  return (
    <div className="mt-6">
      <PriceCalendar
        roomType={roomType}
        periods={sorted}
        colours={colours}
        month={month}
        onMonthChange={onMonthChange}
        onPickPeriod={onPickPeriod}
      />
      <PeriodLegend periods={sorted} colours={colours} />
    </div>
  );
}
