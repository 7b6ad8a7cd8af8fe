import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CheckIcon } from '../../../components/icons.tsx';

/** How long "Copied" stays after the link was copied. */
export const COPIED_NOTICE_MS = 2500;

/** The link an affiliate shares: the home page carrying their code (read by lib/affiliate-code). */
export function shareLinkFor(code: string, origin = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/**
 * Spec §3 Affiliate dashboard: the code, and the link with a Copy button. With no code yet
 * (the dashboard is loading) its frame is drawn at its final size, placeholders in place of
 * the code and the link: its text paints with the page's code, not after the data (LCP),
 * and nothing moves when the code arrives.
 */
export function ShareLinkCard({ code }: { code: string | null }) {
  const link = code === null ? '' : shareLinkFor(code);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => {
    try {
      // Missing outside a secure context: the TypeError lands in the catch as well.
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section
      aria-labelledby="share-title"
      className="rounded-3xl bg-forest p-6 text-mist on-dark sm:p-8"
    >
      <h2 id="share-title" className="eyebrow font-sans text-brass-light">
        Your affiliate code
      </h2>
      <p className="mt-3 font-display text-4xl font-semibold tracking-[0.12em] break-all text-cream sm:text-5xl">
        {code ?? (
          <span
            aria-hidden="true"
            className="inline-block h-[0.8em] w-[8ch] animate-pulse rounded-lg bg-mist/20"
          />
        )}
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        Guests can type the code when they book, or open your link: either way the booking earns you
        commission.
      </p>
      <label htmlFor="share-link" className="mt-6 block text-sm font-semibold text-cream">
        Your share link
      </label>
      {code === null ? (
        // The input's and the button's height (stacked, then side by side). Keyed apart
        // from the row: a new element comes in its place, none is moved (layout shift).
        <div
          key="placeholder"
          aria-hidden="true"
          className="mt-2 h-[6.625rem] animate-pulse rounded-xl bg-mist/20 sm:h-[3.125rem]"
        />
      ) : (
        <div key="link" className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="share-link"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="block min-h-12 w-full min-w-0 rounded-xl border border-mist/60 bg-forest px-4 py-3 text-base text-cream"
          />
          <Button variant="brass" onClick={() => void onCopy()} className="shrink-0">
            {copy === 'copied' ? <CheckIcon className="size-4" /> : null}
            Copy link
          </Button>
        </div>
      )}
      {/* Stays in the page so "Copied" is announced when it appears. */}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-cream">
        {copy === 'copied'
          ? 'Copied'
          : copy === 'failed'
            ? 'Your browser did not let us copy. Select the link and copy it yourself.'
            : ''}
      </p>
    </section>
  );
}
