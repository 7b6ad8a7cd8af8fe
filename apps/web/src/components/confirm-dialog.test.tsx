import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete room"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>Delete room M-101?</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question with focus on Cancel, and goes ahead only on confirm', async () => {
    const { onConfirm, onCancel } = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Delete room' })).toBeInTheDocument();
    expect(screen.getByText('Delete room M-101?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the work in progress and the reason of a failure', () => {
    renderDialog({ pending: true, error: 'The room has a booking tonight.' });

    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The room has a booking tonight.');
  });

  it('closes on Escape', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape while the action runs', async () => {
    const { onCancel } = renderDialog({ pending: true });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
