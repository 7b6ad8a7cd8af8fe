import { useState } from 'react';
import type { LoginRequest } from '@aso/core/auth';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';
import { BrandMark } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { isAdminRole, setSession } from '../../lib/session.ts';
import { revokeToken } from '../../lib/use-logout.ts';
import { loginErrorMessage, useLogin } from './api/login.ts';
import { CredentialsForm } from './components/credentials-form.tsx';

export const NO_ADMIN_ACCESS = 'This account has no admin access.';

/**
 * The back-office door (DESIGN §6: it really authenticates, unlike the spec's static
 * screen). Only admin and super_admin get a session here; anyone else is refused and
 * the token just issued to them is revoked, never stored.
 */
export function AdminLoginPage() {
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const loginMutation = useLogin();

  const logIn = (credentials: LoginRequest) => {
    setError(null);
    loginMutation.mutate(credentials, {
      onSuccess: ({ token, user }) => {
        if (!isAdminRole(user.role)) {
          setError(NO_ADMIN_ACCESS);
          revokeToken(token).catch(() => {});
          return;
        }
        setSession({ token, user });
        void navigate(paths.adminBookings);
      },
      onError: (failure) => setError(loginErrorMessage(failure)),
    });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-forest">
      <DocumentTitle title="Admin login" />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-center justify-center px-4 py-10 outline-none sm:py-16"
      >
        <div className="w-full max-w-md">
          <div className="on-dark mb-8 flex items-center justify-center gap-3 text-cream">
            <BrandMark className="size-10" />
            <span className="leading-none">
              <span className="block font-display text-xl font-semibold">Aso Residences</span>
              <span className="mt-1 block text-[0.6875rem] font-semibold tracking-[0.18em] text-brass-light uppercase">
                Back office
              </span>
            </span>
          </div>
          <section className="rounded-3xl bg-white p-6 shadow-lift sm:p-10">
            <h1 className="text-3xl text-brand">Admin login</h1>
            <p className="mt-2 text-muted">For Aso Residences staff with an admin account.</p>
            <div className="mt-8">
              <CredentialsForm
                idPrefix="admin"
                label="Admin login"
                onSubmit={logIn}
                pending={loginMutation.isPending}
                error={error}
              />
            </div>
          </section>
          <p className="on-dark mt-6 text-center text-sm">
            <Link
              to={paths.home}
              className="rounded text-mist underline underline-offset-4 hover:text-white"
            >
              Back to the Aso Residences website
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
