import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface SaveFormModalProps {
  open: boolean;
  title: string;
  /** The id of the `<form>` inside: the footer's submit button sends it. */
  formId: string;
  /** The save: while it runs the modal neither closes nor sends again; closing forgets its error. */
  save: { isPending: boolean; reset: () => void };
  /** The button says Update for an edit, else Create. */
  editing: boolean;
  onClose: () => void;
  /** The form, rendered only while the modal is open (so it starts afresh each time). */
  children: ReactNode;
}

/**
 * The back office's "Add …" / "Edit …" modal: a form with Cancel and Create (or Update)
 * under it, the save's state on the buttons.
 */
export function SaveFormModal({
  open,
  title,
  formId,
  save,
  editing,
  onClose,
  children,
}: SaveFormModalProps) {
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} aria-disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      {open ? children : null}
    </Modal>
  );
}
