import { useState } from 'react';
import type { LoginRequest } from '@aso/core/auth';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';
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
import { CredentialsForm } from './components/credentials-form.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';

export function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const loginMutation = useLogin();

  const logIn = (credentials: LoginRequest) => {
    setError(null);
    loginMutation.mutate(credentials, {
      onSuccess: ({ token, user }) => {
        setSession({ token, user });
        void navigate(landingPathFor(user));
      },
      onError: (failure) => {
        if (isVerificationRequired(failure)) {
          // Spec §4: say so, then open the verification page after 2 seconds.
          setNotice(VERIFY_EMAIL_FIRST);
          navigateLater(paths.verification, AUTH_REDIRECT_MS, {
            state: { email: credentials.email } satisfies VerificationPageState,
          });
          return;
        }
        setError(loginErrorMessage(failure));
      },
    });
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
      <CredentialsForm
        idPrefix="login"
        label="Log in"
        passwordHelp={
          <Link to={paths.forgotPassword} className={authLinkClass}>
            Forgot password?
          </Link>
        }
        onSubmit={logIn}
        pending={loginMutation.isPending}
        locked={notice !== null}
        error={error}
        notice={notice}
      />
      <GoogleSignInButton />
    </AuthShell>
  );
}
