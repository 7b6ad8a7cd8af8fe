import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, RESET_LINK_INVALID, type NewPassword } from '@aso/core/auth';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError, PasswordField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { clearSession } from '../../lib/session.ts';
import { passwordResetErrorMessage } from './api/forgot-password.ts';
import { RESET_PASSWORD_FAILED, resetLinkError, useResetPassword } from './api/reset-password.ts';
import { authLinkClass, AuthShell } from './components/auth-shell.tsx';
import { NEW_PASSWORD_FIELDS, validateNewPassword } from './validate-signup.ts';

/** The sign-up checks (one message per field), in React Hook Form's terms. */
const newPasswordResolver: Resolver<NewPassword> = (values) => {
  const result = validateNewPassword(values);
  if (result.ok) return { values: result.data, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

type Outcome = { kind: 'done'; message: string } | { kind: 'link_refused'; message: string };

/**
 * Opened from the mailed link (`/reset-password?token=…`): the new password twice, then
 * the way to log in; a used, expired or unknown link offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'link_refused', message: RESET_LINK_INVALID },
  );
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<NewPassword>({
    defaultValues: { password: '', password_confirmation: '' },
    resolver: newPasswordResolver,
  });

  const submit = handleSubmit((values) => {
    if (reset.isPending) return;
    setError(null);
    reset.mutate(
      { token, ...values },
      {
        onSuccess: ({ message }) => {
          // The server has signed out every session, this browser's too.
          clearSession();
          setOutcome({ kind: 'done', message });
        },
        onError: (failure) => {
          const linkError = resetLinkError(failure);
          if (linkError) return setOutcome({ kind: 'link_refused', message: linkError });
          const fieldErrors = failure instanceof ApiError ? failure.errors : undefined;
          const field = NEW_PASSWORD_FIELDS.find((name) => fieldErrors?.[name]?.[0]);
          if (field) {
            setFieldError(field, { message: fieldErrors![field]![0] }, { shouldFocus: true });
            return;
          }
          setError(passwordResetErrorMessage(failure, RESET_PASSWORD_FAILED));
        },
      },
    );
  });

  if (outcome?.kind === 'done') {
    return (
      <AuthShell
        eyebrow="All set"
        title="Your password has been reset"
        intro={<p role="status">{outcome.message}</p>}
      >
        <DocumentTitle title="Password reset" />
        <p className="mb-6 leading-relaxed text-muted">
          For your safety, every device that was signed in to your account has been signed out.
        </p>
        <ButtonLink to={paths.login} size="lg" className="w-full">
          Log in
        </ButtonLink>
      </AuthShell>
    );
  }

  if (outcome?.kind === 'link_refused') {
    return (
      <AuthShell
        eyebrow="Link not valid"
        title="This link no longer works"
        intro={<p role="alert">{outcome.message}</p>}
        footer={
          <p>
            Remembered your password?{' '}
            <Link to={paths.login} className={authLinkClass}>
              Log in
            </Link>
          </p>
        }
      >
        <DocumentTitle title="Reset link not valid" />
        <p className="mb-6 leading-relaxed text-muted">
          Reset links work once, for 60 minutes, and only the newest one you asked for. Ask for a
          new link and use the email we send.
        </p>
        <ButtonLink to={paths.forgotPassword} size="lg" className="w-full">
          Request a new link
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      eyebrow="Password reset"
      title="Choose a new password"
      intro={<p>Type your new password twice. You will then log in with it on every device.</p>}
    >
      <DocumentTitle title="Choose a new password" />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6"
        aria-label="Choose a new password"
      >
        <PasswordField
          id="reset-password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="reset-password-confirmation"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <FormError>{error}</FormError>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
