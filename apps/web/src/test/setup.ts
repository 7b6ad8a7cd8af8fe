import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A loaded two-core machine (CI runs the suites side by side) can take over a second to
// settle a page; a finding that never comes still fails, later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom does not lay out or scroll; the components only need the calls to exist.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;

// jsdom has <dialog> but not its methods: enough of them for the modals.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// Escape on an open modal dialog fires `cancel`, then closes it unless that was prevented.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (dialog.dispatchEvent(cancel)) dialog.close();
});
