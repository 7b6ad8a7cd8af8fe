import { useState, type FormEvent, type ReactNode } from 'react';
import { CONVEYANCE_DIRECTIONS, type ConveyanceDirection } from '@aso/core/pricing';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { formatTimeOfDay } from '../../../lib/format.ts';
import type { ConveyanceChoice } from '../booking-rules.ts';
import {
  AIRPORT_OPTIONS,
  conveyanceDraft,
  DIRECTION_LABELS,
  HALF_HOUR_TIMES,
  LEG_FIELDS,
  LEG_LABELS,
  legDayRange,
  legsOf,
  validateConveyance,
  type ConveyanceDraft,
  type ConveyanceErrors,
  type LegDraft,
  type LegName,
} from '../conveyance-form.ts';

const FORM_ID = 'conveyance-form';
const fieldId = (leg: LegName, field: string) => `conveyance-${leg}-${field}`;

const selectClass =
  'mt-2 block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ id, label, value, error, onChange, children }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ConveyanceModalProps {
  open: boolean;
  onClose: () => void;
  onSave: (choice: ConveyanceChoice) => void;
  saved: ConveyanceChoice | null;
  defaults: { checkIn: string | null; checkOut: string | null; phone: string };
  today: string;
}

/** Spec "Conveyance modal": direction, then per leg date, time, phone and airport. */
export function ConveyanceModal({ open, onClose, ...form }: ConveyanceModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Airport conveyance"
      description="A driver meets you at the airport, takes you there, or both."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID}>
            Save conveyance
          </Button>
        </>
      }
    >
      <ConveyanceForm {...form} />
    </Modal>
  );
}

function ConveyanceForm({
  onSave,
  saved,
  defaults,
  today,
}: Omit<ConveyanceModalProps, 'open' | 'onClose'>) {
  const [draft, setDraft] = useState<ConveyanceDraft>(() => conveyanceDraft(saved, defaults));
  const [errors, setErrors] = useState<ConveyanceErrors>({});
  const stay =
    defaults.checkIn && defaults.checkOut
      ? { start: defaults.checkIn, end: defaults.checkOut }
      : null;

  const setDirection = (direction: ConveyanceDirection) => {
    setDraft((current) => ({ ...current, direction }));
    setErrors({});
  };

  const setLeg = (leg: LegName, field: keyof LegDraft, value: string) => {
    setDraft((current) => ({ ...current, [leg]: { ...current[leg], [field]: value } }));
    setErrors((current) => ({ ...current, [`${leg}.${field}`]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateConveyance(draft, stay);
    if (!result.ok) {
      setErrors(result.errors);
      const first = legsOf(draft.direction)
        .flatMap((leg) => LEG_FIELDS.map((field) => [leg, field] as const))
        .find(([leg, field]) => result.errors[`${leg}.${field}`]);
      if (first) document.getElementById(fieldId(first[0], first[1]))?.focus();
      return;
    }
    onSave(result.value);
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Direction</legend>
        <div className="mt-3 grid gap-2">
          {CONVEYANCE_DIRECTIONS.map((direction) => (
            <label
              key={direction}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2 has-checked:border-brand has-checked:bg-mint"
            >
              <input
                type="radio"
                name="conveyance-direction"
                value={direction}
                checked={draft.direction === direction}
                onChange={() => setDirection(direction)}
                className="size-5 accent-brand"
                data-autofocus={draft.direction === direction ? true : undefined}
              />
              <span className="text-sm text-ink">{DIRECTION_LABELS[direction]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {legsOf(draft.direction).map((leg) => {
        const values = draft[leg];
        const error = (field: string) => errors[`${leg}.${field}` as keyof ConveyanceErrors];
        const days = legDayRange(leg, stay);
        return (
          <fieldset key={leg} className="rounded-2xl border border-line p-4 sm:p-5">
            <legend className="px-1 font-display text-lg font-semibold text-brand">
              {LEG_LABELS[leg]}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={fieldId(leg, 'date')}
                label={`${LEG_LABELS[leg]} date`}
                type="date"
                min={days && days.min > today ? days.min : today}
                max={days?.max}
                value={values.date}
                error={error('date')}
                onChange={(event) => setLeg(leg, 'date', event.target.value)}
              />
              <SelectField
                id={fieldId(leg, 'time')}
                label={`${LEG_LABELS[leg]} time`}
                value={values.time}
                error={error('time')}
                onChange={(value) => setLeg(leg, 'time', value)}
              >
                <option value="">Select time</option>
                {HALF_HOUR_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {formatTimeOfDay(time)}
                  </option>
                ))}
              </SelectField>
              <TextField
                id={fieldId(leg, 'phone')}
                label={`${LEG_LABELS[leg]} phone number`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={values.phone}
                error={error('phone')}
                onChange={(event) => setLeg(leg, 'phone', event.target.value)}
              />
              <SelectField
                id={fieldId(leg, 'airport')}
                label={`${LEG_LABELS[leg]} airport`}
                value={values.airport}
                error={error('airport')}
                onChange={(value) => setLeg(leg, 'airport', value)}
              >
                <option value="">Select airport</option>
                {AIRPORT_OPTIONS.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </SelectField>
            </div>
          </fieldset>
        );
      })}
    </form>
  );
}
