import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LoginRequest } from '@aso/core/auth';
import { Button } from '../../../components/button.tsx';
import {
  FormError,
  FormStatus,
  PasswordField,
  TextField,
} from '../../../components/form-field.tsx';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';

type Field = keyof LoginRequest;
const FIELDS: Field[] = ['email', 'password'];
const REQUIRED: Record<Field, string> = {
  email: 'Please enter your email address.',
  password: 'Please enter your password.',
};

interface CredentialsFormProps {
  /** Prefix of the field ids, unique on the page (`login` → `login-email`). */
  idPrefix: string;
  label: string;
  /** Called with the trimmed email and the password once both are filled in. */
  onSubmit: (credentials: LoginRequest) => void;
  pending: boolean;
  /** True while a success is shown and the page is about to move on. */
  locked?: boolean;
  error: string | null;
  notice?: ReactNode;
  /** Under the password field: the way to a forgotten password. */
  passwordHelp?: ReactNode;
}

/** Email and password with the "please enter" checks of spec §8, shared by both logins. */
export function CredentialsForm({
  idPrefix,
  label,
  onSubmit,
  pending,
  locked = false,
  error,
  notice = null,
  passwordHelp = null,
}: CredentialsFormProps) {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const busy = pending || locked;
  // The login page is server-rendered: a phone's visitor may type before the script runs.
  useTypedBeforeHydration(formRef, FIELDS, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field] && value.trim()) {
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) missing.email = REQUIRED.email;
    if (!values.password) missing.password = REQUIRED.password;
    setFieldErrors(missing);
    const firstMissing = FIELDS.find((field) => missing[field]);
    if (firstMissing) {
      formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${firstMissing}`)?.focus();
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    // POST: the login page is server-rendered, so a submit before the JavaScript has taken
    // over goes to the server natively; never as a GET with the password in the address.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-6"
      aria-label={label}
    >
      <TextField
        id={`${idPrefix}-email`}
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={fieldErrors.password}
      />
      {passwordHelp ? <p className="-mt-3 text-right text-sm">{passwordHelp}</p> : null}
      <FormError>{error}</FormError>
      <FormStatus>{notice}</FormStatus>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {pending ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
