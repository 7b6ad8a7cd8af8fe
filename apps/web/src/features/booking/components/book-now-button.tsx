import { Button } from '../../../components/button.tsx';

interface BookNowButtonProps {
  /** What still stops the booking, in the order to fix it. */
  missing: string[];
  /** Say what is missing: BOOK NOW was pressed. */
  showMissing: boolean;
  /** The payment is being prepared. */
  busy: boolean;
  onPress: () => void;
}

/**
 * BOOK NOW. Spec: disabled until the dates and the terms are set; aria-disabled rather
 * than disabled (decision 011), so that a press can say what is missing, read with it.
 */
export function BookNowButton({ missing, showMissing, busy, onPress }: BookNowButtonProps) {
  return (
    <div>
      <Button
        size="lg"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-sand aria-disabled:text-muted aria-disabled:hover:bg-sand"
        onClick={onPress}
        disabled={busy}
        aria-disabled={missing.length > 0 || undefined}
        aria-describedby={showMissing ? 'booking-missing' : undefined}
      >
        BOOK NOW
      </Button>
      {showMissing ? (
        <div id="booking-missing" role="alert">
          <ul className="mt-2 space-y-1 text-center text-sm font-medium text-terracotta-dark">
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
