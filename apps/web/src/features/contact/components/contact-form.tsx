import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import {
  FormError,
  FormStatus,
  TextAreaField,
  TextField,
} from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';
import { FRONT_DESK_EMAIL, FRONT_DESK_PHONE, telHref } from '../../../lib/site-info.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../validate-contact.ts';

const EMPTY = { name: '', email: '', message: '' } satisfies Record<ContactField, string>;

/**
 * Checked in the browser with the shared contact rules, then sent with
 * `POST /api/contact`; the server's field errors land beside their fields.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();
  // The contact page is server-rendered: what was typed before the script ran is kept.
  useTypedBeforeHydration(formRef, CONTACT_FIELDS, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const focusField = (field: ContactField) =>
    formRef.current?.querySelector<HTMLElement>(`#${field}`)?.focus();

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSentMessage(null);
    if (submitted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setSentMessage(null);
    setFailure(null);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    send.mutate(result.data, {
      onSuccess: ({ message }) => {
        setSentMessage(message);
        setValues(EMPTY);
        setSubmitted(false);
      },
      onError: (error) => {
        const serverErrors: ContactErrors = {};
        if (error instanceof ApiError) {
          for (const field of CONTACT_FIELDS) {
            const first = error.errors?.[field]?.[0];
            if (first) serverErrors[field] = first;
          }
        }
        const firstInvalid = CONTACT_FIELDS.find((field) => serverErrors[field]);
        if (firstInvalid) {
          setErrors(serverErrors);
          focusField(firstInvalid);
          return;
        }
        // 429 (too many messages) and the rest: the server's words, or the timeout line.
        setFailure(error.message || 'Your message could not be sent. Please try again.');
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl text-brand">
        Send us a message
      </h2>
      <TextField
        id="name"
        name="name"
        label="Your name"
        type="text"
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        id="email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <TextAreaField
        id="message"
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        onChange={(event) => update('message', event.target.value)}
        error={errors.message}
      />
      <FormError>
        {failure ? (
          <>
            {failure} You can also call{' '}
            <a
              href={telHref(FRONT_DESK_PHONE)}
              className="font-semibold whitespace-nowrap underline underline-offset-4"
            >
              {FRONT_DESK_PHONE.display}
            </a>{' '}
            or email{' '}
            <a
              href={`mailto:${FRONT_DESK_EMAIL}`}
              className="font-semibold underline underline-offset-4"
            >
              {FRONT_DESK_EMAIL}
            </a>
            .
          </>
        ) : null}
      </FormError>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
      <FormStatus>{sentMessage}</FormStatus>
    </form>
  );
}
