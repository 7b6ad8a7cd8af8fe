import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import {
  CheckboxField,
  FormError,
  FormStatus,
  PasswordField,
  TextField,
} from '../../components/form-field.tsx';
import { paths } from '../../lib/paths.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { PASSWORD_MIN_LENGTH } from '@aso/core/auth';
import { registrationErrorMessage, useRegister } from './api/register.ts';
import { AUTH_REDIRECT_MS, type VerificationPageState } from './auth-flow.ts';
import { authLinkClass, AuthShell } from './components/auth-shell.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';
import {
  SIGNUP_FIELDS,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from './validate-signup.ts';

const EMPTY: SignupValues = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  password: '',
  password_confirmation: '',
  agreed_to_terms: false,
};

const fieldId = (field: SignupField) => `signup-${field.replaceAll('_', '-')}`;

export function SignupPage() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigateLater = useDelayedNavigate();
  const registerMutation = useRegister();
  const busy = registerMutation.isPending || success !== null;

  const update = <F extends SignupField>(field: F, value: SignupValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing (and disappear once fixed).
    if (checked) {
      const result = validateSignup(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setServerError(null);
    const result = validateSignup(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = SIGNUP_FIELDS.find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    setErrors({});
    const email = values.email.trim();
    registerMutation.mutate(result.data, {
      onSuccess: ({ message }) => {
        // Spec §4: the message, a cleared form, then the verification page after 2 seconds.
        setSuccess(message);
        setValues(EMPTY);
        setChecked(false);
        navigateLater(paths.verification, AUTH_REDIRECT_MS, {
          state: { email } satisfies VerificationPageState,
        });
      },
      onError: (failure) => setServerError(registrationErrorMessage(failure)),
    });
  };

  const text = (field: Exclude<SignupField, 'agreed_to_terms'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    error: errors[field],
  });

  return (
    <AuthShell
      eyebrow="Join Aso Residences"
      title="Create your account"
      intro={<p>Book faster, keep your reservations in one place and manage your stays.</p>}
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      <DocumentTitle title="Sign up" />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-6"
        aria-label="Create your account"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...text('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...text('last_name')} />
        </div>
        <TextField
          label="Phone number"
          hint="Optional. For the front desk to reach you about a stay."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...text('phone_number')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...text('email')}
        />
        <PasswordField
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          {...text('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...text('password_confirmation')}
        />
        <CheckboxField
          id={fieldId('agreed_to_terms')}
          name="agreed_to_terms"
          checked={values.agreed_to_terms}
          onChange={(event) => update('agreed_to_terms', event.target.checked)}
          error={errors.agreed_to_terms}
          label="I agree to the terms and house policies of Aso Residences."
        />
        <FormError>{serverError}</FormError>
        <FormStatus>{success}</FormStatus>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {registerMutation.isPending ? 'Creating your account...' : 'Sign up'}
        </Button>
      </form>
      <GoogleSignInButton />
    </AuthShell>
  );
}
