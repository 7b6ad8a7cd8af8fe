import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordRequestSchema } from '@aso/core/auth';
import { Button } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError, FormStatus, TextField } from '../../components/form-field.tsx';
import { paths } from '../../lib/paths.ts';
import {
  FORGOT_PASSWORD_FAILED,
  passwordResetErrorMessage,
  useRequestPasswordReset,
} from './api/forgot-password.ts';
import { authLinkClass, AuthShell } from './components/auth-shell.tsx';

type ForgotInput = z.input<typeof ForgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof ForgotPasswordRequestSchema>;

const resolver = zodResolver(ForgotPasswordRequestSchema);

const backToLogin = (
  <p>
    Remembered it?{' '}
    <Link to={paths.login} className={authLinkClass}>
      Back to log in
    </Link>
  </p>
);

/**
 * Asks for a reset link. The answer is the server's, the same whether or not the
 * address has an account, so the page never tells which addresses are registered.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({ defaultValues: { email: '' }, resolver });

  const submit = handleSubmit((body) => {
    if (request.isPending) return;
    setError(null);
    setSent(null);
    request.mutate(body, {
      onSuccess: ({ message }) => setSent(message),
      onError: (failure) => setError(passwordResetErrorMessage(failure, FORGOT_PASSWORD_FAILED)),
    });
  });

  return (
    <AuthShell
      eyebrow="Password reset"
      title="Forgot your password?"
      intro={
        <p>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
      }
      footer={backToLogin}
    >
      <DocumentTitle title="Forgot password" />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6"
        aria-label="Request a password reset link"
      >
        <TextField
          id="forgot-email"
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormError>{error}</FormError>
        <FormStatus>
          {sent ? (
            <>
              {sent} It can take a minute or two to arrive; check your spam folder too. Only the
              newest link works.
            </>
          ) : null}
        </FormStatus>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : sent ? 'Send another link' : 'Send reset link'}
        </Button>
      </form>
    </AuthShell>
  );
}
