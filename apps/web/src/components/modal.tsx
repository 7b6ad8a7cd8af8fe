import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  /**
   * Asked to close: the close button or Escape. (Not a click on the backdrop: a text
   * selection dragged out of a field would lose what the guest typed.)
   */
  onClose: () => void;
  title: string;
  /** A line under the title, read with it when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** The footer's buttons, kept in view under a scrolling body. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal on the native `<dialog>` (`showModal`): the browser makes the page behind it
 * inert and traps focus. It is labelled by its title, closes on Escape or its close
 * button, and gives focus back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // The first field when the content marks one, else the first control (the browser's choice).
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (dialog.contains(document.activeElement)
        ? null
        : dialog.querySelector<HTMLElement>('input, select, textarea, button'));
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: React state decides, so the dialog and `open` never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // Closed by the browser on its own (a repeated Escape): tell the owner.
      onClose={(event) => {
        if (!event.currentTarget.open) onCloseRef.current();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${SIZES[size]} overflow-hidden rounded-3xl bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60`}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id={titleId} className="text-2xl text-brand">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label="Close"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-brand"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {/* Focusable, so a long text with no controls can be scrolled from the keyboard. */}
        <div
          tabIndex={0}
          className="overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6"
        >
          {children}
        </div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
