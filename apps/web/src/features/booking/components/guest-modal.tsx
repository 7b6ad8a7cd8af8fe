import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormError, FormStatus, TextField } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import {
  GUEST_FIELDS,
  GUEST_FIELDS_REQUIRED,
  validateGuest,
  type GuestDetails,
  type GuestErrors,
} from '../booking-rules.ts';

const FORM_ID = 'guest-details-form';
const EMPTY: GuestDetails = { guest_name: '', guest_email: '', guest_phone: '' };
const fieldId = (field: string) => field.replace('_', '-');

/** What went wrong with the booking after the details were sent. */
export interface GuestBookingFailure {
  /** The first line ("Failed to process guest booking"). */
  title: string;
  /** Why, in the payment flow's words. */
  reason: string;
  errors: GuestErrors;
}

interface GuestModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (details: GuestDetails) => void;
  /** The redirect notice while the checkout is being prepared. */
  notice: string | null;
  failure: GuestBookingFailure | null;
  initial: GuestDetails | null;
}

/** Spec "Guest modal": booking without an account takes a name, an email and a phone. */
export function GuestModal({ open, onClose, ...form }: GuestModalProps) {
  const busy = form.notice !== null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Book as a guest"
      description="We send your confirmation to this email address."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {busy ? 'Please wait…' : 'Continue to payment'}
          </Button>
        </>
      }
    >
      <GuestForm {...form} />
    </Modal>
  );
}

function GuestForm({
  onSubmit,
  notice,
  failure,
  initial,
}: Omit<GuestModalProps, 'open' | 'onClose'>) {
  const [values, setValues] = useState<GuestDetails>(initial ?? EMPTY);
  const [errors, setErrors] = useState<GuestErrors>({});
  // "All fields are required" once a send found an empty field, until none is left empty.
  const [requiredAsked, setRequiredAsked] = useState(false);
  const someEmpty = GUEST_FIELDS.some((field) => values[field].trim() === '');
  const message = requiredAsked && someEmpty ? GUEST_FIELDS_REQUIRED : null;
  const shownErrors = { ...failure?.errors, ...errors };

  const change = (field: keyof GuestDetails, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (notice) return;
    const result = validateGuest(values);
    if (!result.ok) {
      setErrors(result.errors);
      setRequiredAsked(result.message === GUEST_FIELDS_REQUIRED);
      const first = GUEST_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setRequiredAsked(false);
    onSubmit(result.value);
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        id={fieldId('guest_name')}
        label="Full name"
        autoComplete="name"
        value={values.guest_name}
        error={shownErrors.guest_name}
        onChange={(event) => change('guest_name', event.target.value)}
        data-autofocus
      />
      <TextField
        id={fieldId('guest_email')}
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.guest_email}
        error={shownErrors.guest_email}
        onChange={(event) => change('guest_email', event.target.value)}
      />
      <TextField
        id={fieldId('guest_phone')}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.guest_phone}
        error={shownErrors.guest_phone}
        onChange={(event) => change('guest_phone', event.target.value)}
      />
      <FormError>{message}</FormError>
      <FormError>
        {failure ? (
          <>
            <span className="block font-semibold">{failure.title}</span>
            <span className="block">{failure.reason}</span>
          </>
        ) : null}
      </FormError>
      <FormStatus>{notice}</FormStatus>
    </form>
  );
}
