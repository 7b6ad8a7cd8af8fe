import { useEffect, useRef } from 'react';
import { SUCCESS_BANNER_MS } from '@aso/core/constants';
import { CheckIcon } from './icons.tsx';

interface SuccessBannerProps {
  /** What succeeded ("Room deleted successfully."); nothing is shown while null. */
  message: string | null;
  /** Called when the banner has been up for SUCCESS_BANNER_MS (spec §4, §9: 3000 ms). */
  onDismiss: () => void;
}

/**
 * A success line that leaves on its own after 3 seconds. The status region stays in the
 * page while empty, so screen readers announce the message when it arrives.
 */
export function SuccessBanner({ message, onDismiss }: SuccessBannerProps) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => onDismissRef.current(), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="flex items-center gap-3 rounded-2xl border border-brand/30 bg-mint px-5 py-4 font-semibold text-brand">
          <CheckIcon className="size-5 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
