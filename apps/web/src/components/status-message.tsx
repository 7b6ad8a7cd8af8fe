import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A polite "Loading …" line that screen readers announce. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-line border-t-brand"
      />
      {children}
    </p>
  );
}

interface ErrorMessageProps {
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong, and a Retry button when trying again can help. */
export function ErrorMessage({ children, onRetry, retrying = false }: ErrorMessageProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-2xl border border-terracotta/40 bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-ink">{children}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      ) : null}
    </div>
  );
}
