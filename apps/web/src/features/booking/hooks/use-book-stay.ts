import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import {
  paymentErrorMessage,
  PAYMENT_FAILED,
  useInitiatePayment,
  type InitiatePaymentBody,
} from '../api/initiate-payment.ts';
import { REDIRECT_NOTICE_MS } from '../booking-rules.ts';

export const REDIRECT_NOTICE = 'Redirecting you to secure payment...';

export interface BookingFailure {
  message: string;
  /** The server's per-field errors of a 422, e.g. a guest email it refused. */
  errors: Record<string, string[]>;
}

/**
 * Spec §4 Booking flow, once the card's checks pass: the redirect notice for 2 seconds,
 * then `POST /api/initiate-payment`, then off to the payment page it returns.
 */
export function useBookStay(roomId: number) {
  const { mutate } = useInitiatePayment(roomId);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // Back from the payment page through the browser's page cache: the card is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, []);

  const book = useCallback(
    (body: InitiatePaymentBody) => {
      clearTimeout(timer.current);
      setFailure(null);
      setRedirecting(true);
      const fail = (message: string, errors: Record<string, string[]> = {}) => {
        setRedirecting(false);
        setFailure({ message, errors });
      };
      timer.current = setTimeout(() => {
        mutate(body, {
          onSuccess: ({ authorization_url }) => {
            // Spec §8: no authorization URL counts as a failure.
            if (!authorization_url) fail(PAYMENT_FAILED);
            else browserLocation.assign(authorization_url);
          },
          onError: (error) =>
            fail(paymentErrorMessage(error), error instanceof ApiError ? (error.errors ?? {}) : {}),
        });
      }, REDIRECT_NOTICE_MS);
    },
    [mutate],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { book, redirecting, failure, clearFailure };
}
