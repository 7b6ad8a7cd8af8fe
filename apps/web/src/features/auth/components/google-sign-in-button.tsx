import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, FormStatus } from '../../../components/form-field.tsx';
import { loadScript } from '../../../lib/load-script.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { setSession, withNameParts } from '../../../lib/session.ts';
import { useGoogleSignIn } from '../api/google-sign-in.ts';

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_BUTTON_FAILED = 'Google Sign In Failed';
export const GOOGLE_LOGIN_FAILED_PREFIX = 'Google login failed: ';

/** The part of Google Identity Services used here. */
export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}
interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
    },
  ): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/**
 * "Continue with Google" (spec §4 third-party sign-in). Shown only when the server has
 * a Google client id: without one, Google's script is never requested.
 */
export function GoogleSignInButton() {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id;
  return clientId ? <GoogleSignIn clientId={clientId} /> : null;
}

function GoogleSignIn({ clientId }: { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();
  const [error, setError] = useState<string | null>(null);

  // Google keeps the first callback it is given; it calls the latest handler through this.
  const onCredential = useRef<(response: GoogleCredentialResponse) => void>(() => {});
  useEffect(() => {
    onCredential.current = (response) => {
      // Spec §8: no credential takes the error path.
      if (!response.credential) {
        setError(GOOGLE_BUTTON_FAILED);
        return;
      }
      setError(null);
      signIn.mutate(response.credential, {
        onSuccess: ({ token, user }) => {
          setSession({ token, user: withNameParts(user) });
          void navigate(paths.profile);
        },
        onError: (failure) => setError(`${GOOGLE_LOGIN_FAILED_PREFIX}${failure.message}`),
      });
    };
  });

  useEffect(() => {
    let cancelled = false;
    const ready = window.google?.accounts?.id ? Promise.resolve() : loadScript(GSI_SCRIPT_URL);
    ready
      .then(() => {
        const id = window.google?.accounts?.id;
        const parent = container.current;
        if (cancelled || !parent) return;
        if (!id) throw new Error('Google Identity Services did not start');
        id.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response),
          ux_mode: 'popup',
          cancel_on_tap_outside: true,
        });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          logo_alignment: 'center',
          // Google draws 200 to 400 px wide.
          width: Math.max(200, Math.min(400, Math.floor(parent.clientWidth) || 320)),
        });
      })
      .catch(() => {
        if (!cancelled) setError(GOOGLE_BUTTON_FAILED);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="mt-8 space-y-4">
      <div className="flex items-center gap-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <div ref={container} data-testid="google-sign-in" className="flex min-h-11 justify-center" />
      <FormStatus>{signIn.isPending ? 'Signing you in with Google…' : null}</FormStatus>
      <FormError>{error}</FormError>
    </div>
  );
}
