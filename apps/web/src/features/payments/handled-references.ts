/*
 * Spec §4 Payment callback: each reference is verified once per browser session. The
 * outcome is remembered too, so coming back to the callback (the Back button) goes
 * where it went the first time without asking the server again.
 */

export const HANDLED_REFERENCES_KEY = 'payment_callbacks';

/** Where the callback sent the visitor; `pending` while the answer has not come back. */
export type CallbackOutcome = { status: 'pending' } | { status: 'done'; to: string };

function readAll(): Record<string, CallbackOutcome> {
  try {
    const data = JSON.parse(
      window.sessionStorage.getItem(HANDLED_REFERENCES_KEY) ?? '{}',
    ) as unknown;
    return typeof data === 'object' && data !== null
      ? (data as Record<string, CallbackOutcome>)
      : {};
  } catch {
    return {};
  }
}

export function handledOutcome(reference: string): CallbackOutcome | null {
  return readAll()[reference] ?? null;
}

export function rememberOutcome(reference: string, outcome: CallbackOutcome): void {
  try {
    window.sessionStorage.setItem(
      HANDLED_REFERENCES_KEY,
      JSON.stringify({ ...readAll(), [reference]: outcome }),
    );
  } catch {
    // Storage refused: the reference may then be verified again, which the server allows.
  }
}
