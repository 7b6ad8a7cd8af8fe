import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

// The shared Button has no destructive variant; terracotta-dark on white text is 6.2:1.
const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-terracotta-dark px-5 text-sm font-semibold tracking-wide text-white transition-colors duration-200 hover:bg-ink disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, with what the action does ("Delete room M-101? …"). */
  children: ReactNode;
  /** The button that goes ahead ("Delete"). */
  confirmLabel: string;
  /** The button that backs out; "Keep booking" where "Cancel" would read as the action. */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs ("Deleting..."). */
  pendingLabel?: string;
  pending?: boolean;
  /** Why the last attempt failed, read out at once. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question before a destructive action (spec §4 delete flows), on the shared
 * modal. Focus starts on Cancel, so a stray Enter does not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Working...',
  pending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <button type="button" onClick={onConfirm} disabled={pending} className={DANGER_BUTTON}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-ink">{children}</div>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-terracotta/40 bg-blush px-4 py-3 text-sm font-medium text-terracotta-dark"
        >
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
