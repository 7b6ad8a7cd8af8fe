import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { regenerateErrorMessage, useRegenerateExportUrl } from './api/regenerate-export-url.ts';

export const COPIED = 'Copied.';
export const COPY_BY_HAND = 'The link is selected: press Ctrl+C (or ⌘C) to copy it.';

interface ChannelExportLinkProps {
  roomId: number;
  exportUrl: string;
}

/**
 * The unit's private calendar link, for the other channels to import: Copy, and
 * Regenerate (after a warning) when the link has leaked, which revokes the old one.
 */
export function ChannelExportLink({ roomId, exportUrl }: ChannelExportLinkProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateExportUrl(roomId);

  const copy = async () => {
    setNote('');
    try {
      // Absent on plain http and in some embedded browsers.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(exportUrl);
      setNote(COPIED);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setNote(COPY_BY_HAND);
    }
  };

  const close = () => {
    setConfirming(false);
    regenerate.reset();
  };

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="text-lg font-semibold text-ink">
        Export calendar
      </h3>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
        Paste this link into Airbnb or Booking.com (import calendar) so they close the nights booked
        here.
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-ink">
        Export link
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={exportUrl}
          aria-describedby={`${inputId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className="block h-12 w-full min-w-0 rounded-xl border border-field bg-cream px-4 font-mono text-sm text-ink focus-visible:border-brand sm:flex-1"
        />
        <div className="flex shrink-0 gap-3">
          <Button variant="primary" onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Regenerate
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-brand">
        {note}
      </div>

      <ConfirmDialog
        open={confirming}
        title="Make a new export link?"
        confirmLabel="Regenerate"
        pendingLabel="Regenerating..."
        pending={regenerate.isPending}
        error={regenerate.isError ? regenerateErrorMessage(regenerate.error) : null}
        onCancel={close}
        onConfirm={() => {
          if (regenerate.isPending) return;
          regenerate.mutate(undefined, {
            onSuccess: ({ message }) => {
              close();
              setNote(message);
            },
          });
        }}
      >
        <p>
          The current link stops working at once. Airbnb and Booking.com will no longer see the
          nights booked here until you replace the old link with the new one in each of them.
        </p>
      </ConfirmDialog>
    </section>
  );
}
