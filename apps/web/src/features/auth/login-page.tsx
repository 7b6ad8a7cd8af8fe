import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError, FormStatus, PasswordField, TextField } from '../../components/form-field.tsx';
import { paths } from '../../lib/paths.ts';
import { setSession } from '../../lib/session.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import {
  isVerificationRequired,
  loginErrorMessage,
  useLogin,
  VERIFY_EMAIL_FIRST,
} from './api/login.ts';
import { AUTH_REDIRECT_MS, landingPathFor, type VerificationPageState } from './auth-flow.ts';
import { authLinkClass, AuthShell } from './components/auth-shell.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';

type Field = 'email' | 'password';
const REQUIRED: Record<Field, string> = {
  email: 'Please enter your email address.',
  password: 'Please enter your password.',
};

export function LoginPage() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const loginMutation = useLogin();
  const busy = loginMutation.isPending || notice !== null;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field] && value.trim()) {
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) missing.email = REQUIRED.email;
    if (!values.password) missing.password = REQUIRED.password;
    setFieldErrors(missing);
    setError(null);
    const firstMissing = (['email', 'password'] as const).find((field) => missing[field]);
    if (firstMissing) {
      formRef.current?.querySelector<HTMLElement>(`#login-${firstMissing}`)?.focus();
      return;
    }

    const email = values.email.trim();
    loginMutation.mutate(
      { email, password: values.password },
      {
        onSuccess: ({ token, user }) => {
          setSession({ token, user });
          void navigate(landingPathFor(user));
        },
        onError: (failure) => {
          if (isVerificationRequired(failure)) {
            // Spec §4: say so, then open the verification page after 2 seconds.
            setNotice(VERIFY_EMAIL_FIRST);
            navigateLater(paths.verification, AUTH_REDIRECT_MS, {
              state: { email } satisfies VerificationPageState,
            });
            return;
          }
          setError(loginErrorMessage(failure));
        },
      },
    );
  };

  return (
    <AuthShell
      eyebrow="Welcome back"
      title="Log in"
      intro={<p>Log in to see your reservations and manage your profile.</p>}
      footer={
        <p>
          New to Aso Residences?{' '}
          <Link to={paths.signup} className={authLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <DocumentTitle title="Log in" />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Log in">
        <TextField
          id="login-email"
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
          id="login-password"
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={fieldErrors.password}
        />
        <FormError>{error}</FormError>
        <FormStatus>{notice}</FormStatus>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {loginMutation.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <GoogleSignInButton />
    </AuthShell>
  );
}
