import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ManualBookingRequestSchema, type RoomRow } from '@aso/core/admin';
import type { BookingDetail } from '@aso/core/bookings';
import { addDays, businessToday, isIsoDate } from '@aso/core/dates';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { FormError, FormStatus, TextField } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import {
  BOOKING_CREATED,
  manualBookingErrorMessage,
  useCreateManualBooking,
  type ManualBooking,
} from './api/create-manual-booking.ts';
import { useBookableUnits } from './api/get-bookable-units.ts';

const FORM_ID = 'manual-booking-form';

type ManualBookingInput = z.input<typeof ManualBookingRequestSchema>;
type FieldName = keyof ManualBookingInput;

const FIELDS: FieldName[] = [
  'room_id',
  'room_type_id',
  'start_date',
  'end_date',
  'guest_name',
  'guest_email',
  'guest_phone',
];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

export interface ManualBookingPrefill {
  roomId?: number;
  roomTypeId?: number;
  /** The check-in date, `YYYY-MM-DD`; check-out defaults to the next day. */
  startDate?: string;
}

interface ManualBookingModalProps {
  open: boolean;
  onClose: () => void;
  initial?: ManualBookingPrefill;
}

/**
 * Spec "Manual booking": the front desk books one named unit for a guest. A new form on
 * every opening, prefilled from `initial` (the calendar's free cell); after a success
 * it says so and offers the booking, or a blank form for the next one.
 */
export function ManualBookingModal({ open, onClose, initial }: ManualBookingModalProps) {
  const create = useCreateManualBooking();
  // Each form is a new one: "Book another" starts blank, not from the calendar's cell.
  const [round, setRound] = useState(0);

  const close = () => {
    create.reset();
    setRound(0);
    onClose();
  };
  const bookAnother = () => {
    create.reset();
    setRound((current) => current + 1);
  };

  const created = create.data?.booking;
  return (
    <Modal
      open={open}
      onClose={close}
      title="Manual Booking"
      description="Book a unit for a guest who called or walked in."
      size="lg"
      footer={
        created ? (
          <>
            <Button variant="outline" onClick={bookAnother}>
              Book another
            </Button>
            <Button onClick={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} aria-disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create booking'}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <BookingCreated booking={created} />
      ) : (
        <ManualBookingForm
          key={round}
          initial={round === 0 ? initial : undefined}
          create={create}
        />
      )}
    </Modal>
  );
}

/** The success, focused as it replaces the form, so the button pressed is not lost. */
function BookingCreated({ booking }: { booking: BookingDetail }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div ref={panelRef} tabIndex={-1} className="space-y-4 outline-none">
      <FormStatus>{BOOKING_CREATED}</FormStatus>
      <p>
        Booking #{booking.id} for{' '}
        <span className="font-semibold">{booking.guest_name ?? 'the guest'}</span> in unit{' '}
        {booking.room_number}, {booking.stayDates}.
      </p>
      <ButtonLink to={paths.adminBooking(booking.id)} variant="outline" size="sm">
        View booking #{booking.id}
      </ButtonLink>
    </div>
  );
}

const schemaResolver = zodResolver(ManualBookingRequestSchema);

function defaultsOf(initial: ManualBookingPrefill | undefined): ManualBookingInput {
  const start = initial?.startDate && isIsoDate(initial.startDate) ? initial.startDate : '';
  return {
    room_id: initial?.roomId ? String(initial.roomId) : '',
    room_type_id: initial?.roomTypeId ?? '',
    start_date: start,
    end_date: start ? addDays(start, 1) : '',
    guest_name: '',
    guest_email: '',
    guest_phone: '',
  };
}

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

function ManualBookingForm({
  initial,
  create,
}: {
  initial: ManualBookingPrefill | undefined;
  create: ReturnType<typeof useCreateManualBooking>;
}) {
  const units = useBookableUnits();
  const [formError, setFormError] = useState<string | null>(null);
  const today = businessToday();
  const roomFieldId = useId();

  // The room type always comes from the chosen unit's row (spec §3 Manual booking).
  const resolver: Resolver<ManualBookingInput, unknown, ManualBooking> = (values, ...rest) => {
    const unit = units.data?.find((row) => row.id === Number(values.room_id));
    return schemaResolver(
      { ...values, room_type_id: unit?.room_type_id ?? values.room_type_id },
      ...rest,
    );
  };

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ManualBookingInput, unknown, ManualBooking>({
    defaultValues: defaultsOf(initial),
    resolver,
  });
  // Before the other fields register, so a failed submit focuses the room first.
  const {
    field: { ref: roomRef, value: roomValue, onChange: onRoomChange, onBlur: onRoomBlur },
  } = useController({ control, name: 'room_id' });
  const startDate = useWatch({ control, name: 'start_date' });
  const roomError = errors.room_id?.message ?? errors.room_type_id?.message;
  const roomErrorId = `${roomFieldId}-error`;
  const roomStatusId = `${roomFieldId}-status`;

  const submit = handleSubmit((booking) => {
    if (create.isPending) return;
    setFormError(null);
    create.mutate(booking, {
      onError: (error) => {
        const unplaced: string[] = [];
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          let first = true;
          for (const [name, messages] of Object.entries(error.errors)) {
            const message = messages[0];
            if (!message) continue;
            // The room type has no field of its own: its error belongs to the room.
            const field = name === 'room_type_id' ? 'room_id' : name;
            if (isField(field)) {
              setError(field, { type: 'server', message }, { shouldFocus: first });
              first = false;
            } else unplaced.push(message);
          }
          if (first || unplaced.length > 0) {
            setFormError(unplaced.join(' ') || manualBookingErrorMessage(error));
          }
          return;
        }
        setFormError(manualBookingErrorMessage(error));
      },
    });
  });

  const endMin = startDate && isIsoDate(String(startDate)) ? addDays(String(startDate), 1) : today;

  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div>
        <label htmlFor={roomFieldId} className="block text-sm font-semibold text-ink">
          Room
        </label>
        <select
          id={roomFieldId}
          ref={roomRef}
          name="room_id"
          value={String(roomValue ?? '')}
          onChange={(event) => onRoomChange(event.target.value)}
          onBlur={onRoomBlur}
          aria-invalid={roomError ? true : undefined}
          aria-describedby={
            [roomError ? roomErrorId : null, units.isPending || units.isError ? roomStatusId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          data-autofocus={initial?.roomId ? undefined : true}
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
          <p id={roomStatusId} className="mt-2 text-sm text-muted">
            Loading units...
          </p>
        ) : units.isError ? (
          <p id={roomStatusId} className="mt-2 text-sm text-terracotta-dark">
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
        {roomError ? (
          <p id={roomErrorId} className="mt-2 text-sm font-medium text-terracotta-dark">
            {roomError}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="manual-start-date"
          label="Check-in date"
          type="date"
          min={today}
          error={errors.start_date?.message}
          data-autofocus={initial?.roomId && !initial.startDate ? true : undefined}
          {...register('start_date', {
            onChange: (event: { target: { value: string } }) => {
              const start = event.target.value;
              const end = String(getValues('end_date') ?? '');
              // Keep the stay at least one night long as the check-in moves.
              if (isIsoDate(start) && (!isIsoDate(end) || end <= start)) {
                setValue('end_date', addDays(start, 1));
              }
            },
          })}
        />
        <TextField
          id="manual-end-date"
          label="Check-out date"
          type="date"
          min={endMin}
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>

      <TextField
        id="manual-guest-name"
        label="Guest name"
        autoComplete="off"
        error={errors.guest_name?.message}
        data-autofocus={initial?.roomId && initial.startDate ? true : undefined}
        {...register('guest_name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="manual-guest-email"
          label="Guest email"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.guest_email?.message}
          {...register('guest_email')}
        />
        <TextField
          id="manual-guest-phone"
          label="Guest phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.guest_phone?.message}
          {...register('guest_phone')}
        />
      </div>

      <FormError>{formError}</FormError>
    </form>
  );
}
