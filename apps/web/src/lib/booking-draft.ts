/*
 * The booking card's choices (dates, extras, guest details) per room, kept for this tab
 * so a guest back from the payment page, or sent back to choose other dates, finds them
 * again. What is stored is read back by the booking feature, which checks its shape.
 */

const draftKey = (roomId: number) => `booking_draft:${roomId}`;

export function readBookingDraft(roomId: number): unknown {
  try {
    const text = window.sessionStorage.getItem(draftKey(roomId));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function saveBookingDraft(roomId: number, draft: unknown): void {
  try {
    window.sessionStorage.setItem(draftKey(roomId), JSON.stringify(draft));
  } catch {
    // Storage refused: the card then starts empty next time, as it always did.
  }
}

/** After a confirmed booking: the next visit starts a new stay. */
export function clearBookingDraft(roomId: number): void {
  try {
    window.sessionStorage.removeItem(draftKey(roomId));
  } catch {
    // Nothing was stored.
  }
}
