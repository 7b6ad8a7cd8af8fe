import { useState } from 'react';
import { releaseErrorMessage, useReleaseHold, type CheckoutKey } from '../lib/checkout-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** An unpaid hold to let go, and how the dialog names it ("Deluxe Studio for Sun, 3 Jan 2027 – Tue, 5 Jan 2027"). */
export interface HoldToRelease extends CheckoutKey {
  label: string;
}

/**
 * "Release" of an unpaid checkout, asked first: `ask(hold)` opens the confirmation, which
 * releases the hold and calls `onReleased` with the server's message. Render `dialog`.
 */
export function useReleaseHoldDialog(onReleased: (message: string) => void) {
  const [releasing, setReleasing] = useState<HoldToRelease | null>(null);
  const release = useReleaseHold();

  const close = () => {
    setReleasing(null);
    release.reset();
  };
  const confirm = () => {
    if (!releasing || release.isPending) return;
    release.mutate(releasing, {
      onSuccess: ({ message }) => {
        close();
        onReleased(message);
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      open={releasing !== null}
      title="Release this hold?"
      confirmLabel="Release"
      pendingLabel="Releasing..."
      pending={release.isPending}
      error={release.isError ? releaseErrorMessage(release.error) : null}
      onConfirm={confirm}
      onCancel={close}
    >
      {releasing ? (
        <p>
          {releasing.label} becomes free for others, and this checkout ends. No money was taken for
          it.
        </p>
      ) : null}
    </ConfirmDialog>
  );
  return { ask: setReleasing, dialog };
}
