import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EmailSchema } from '@aso/core/auth';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError, FormStatus, TextField } from '../../components/form-field.tsx';
import { paths } from '../../lib/paths.ts';
import {
  RESEND_SENT,
  resendErrorMessage,
  useResendVerification,
} from './api/resend-verification.ts';
import type { VerificationPageState } from './auth-flow.ts';
import { AuthShell } from './components/auth-shell.tsx';

type VerificationState = 'verified' | 'email_changed' | 'expired' | 'invalid' | 'pending';

/** The query the email link's redirect sets (`GET /api/email/verify/{token}`). */
export function verificationStateOf(params: URLSearchParams): VerificationState {
  if (params.get('verified') === 'true') {
    return params.get('email_changed') === 'true' ? 'email_changed' : 'verified';
  }
  const status = params.get('status');
  if (status === 'expired') return 'expired';
  if (status === 'invalid') return 'invalid';
  return 'pending';
}

const CONTENT: Record<VerificationState, { eyebrow: string; title: string; body: ReactNode }> = {
  verified: {
    eyebrow: 'All set',
    title: 'Your email is verified',
    body: <p>Thank you. Your account is ready: log in to book and manage your stays.</p>,
  },
  email_changed: {
    eyebrow: 'All set',
    title: 'Your email is verified',
    body: (
      <p>
        Your email address has been changed. From now on, log in with the new address and we will
        write to you there.
      </p>
    ),
  },
  expired: {
    eyebrow: 'Link expired',
    title: 'This verification link has expired',
    body: (
      <p>
        For your security, verification links work for 24 hours. Enter your email below and we will
        send you a fresh one.
      </p>
    ),
  },
  invalid: {
    eyebrow: 'Link not valid',
    title: 'This link has already been used or is invalid',
    body: (
      <p>
        If you have already verified your email, you can simply log in. Otherwise, ask for a new
        link below and use the most recent email we send.
      </p>
    ),
  },
  pending: {
    eyebrow: 'One more step',
    title: 'Check your inbox',
    body: (
      <p>
        We have sent a verification link to your email address. Open it to activate your account,
        then log in. It can take a minute or two to arrive; check your spam folder too.
      </p>
    ),
  },
};

export function VerificationPage() {
  const [params] = useSearchParams();
  const state = verificationStateOf(params);
  const content = CONTENT[state];
  const verified = state === 'verified' || state === 'email_changed';

  return (
    <AuthShell eyebrow={content.eyebrow} title={content.title} intro={content.body}>
      <DocumentTitle title={verified ? 'Email verified' : 'Verify your email'} />
      {verified ? (
        <ButtonLink to={paths.login} size="lg" className="w-full">
          Log in
        </ButtonLink>
      ) : null}
      <ResendVerificationForm verified={verified} />
    </AuthShell>
  );
}

function ResendVerificationForm({ verified }: { verified: boolean }) {
  const location = useLocation();
  const handedEmail = (location.state as VerificationPageState | null)?.email ?? '';
  const [email, setEmail] = useState(handedEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendVerification();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.isPending) return;
    setSent(false);
    setError(null);
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById('resend-email')?.focus();
      return;
    }
    setFieldError(undefined);
    resend.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (failure) => setError(resendErrorMessage(failure)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="resend-title"
      className={`space-y-5 ${verified ? 'mt-10 border-t border-line pt-8' : ''}`}
    >
      <div>
        <h2 id="resend-title" className="text-xl text-brand">
          Resend the verification email
        </h2>
        <p className="mt-1 text-sm text-muted">
          {verified
            ? 'Verifying another account? We can send its link again.'
            : 'Did not get it, or the link no longer works? We will send a new one.'}
        </p>
      </div>
      <TextField
        id="resend-email"
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <FormError>{error}</FormError>
      <FormStatus>{sent ? RESEND_SENT : null}</FormStatus>
      <Button
        type="submit"
        variant={verified ? 'outline' : 'primary'}
        size="lg"
        className="w-full"
        disabled={resend.isPending}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </form>
  );
}
