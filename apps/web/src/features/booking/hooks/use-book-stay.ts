import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { rememberCheckout } from '../../../lib/pending-checkout.ts';
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
  /** 429: this guest already has as many unpaid checkouts as one may hold. */
  holdLimit: boolean;
}

/**
 * Spec §4 Booking flow, once the card's checks pass: the redirect notice for 2 seconds,
 * then `POST /api/initiate-payment`, then off to the payment page it returns. The
 * checkout is remembered first, so a declined card can be tried again or released.
 */
export function useBookStay(room: { id: number; title: string }) {
  const { mutate } = useInitiatePayment(room.id);
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
    (body: InitiatePaymentBody, { onHoldLimit }: { onHoldLimit?: () => void } = {}) => {
      clearTimeout(timer.current);
      setFailure(null);
      setRedirecting(true);
      const fail = (message: string, errors: Record<string, string[]> = {}, holdLimit = false) => {
        setRedirecting(false);
        setFailure({ message, errors, holdLimit });
      };
      timer.current = setTimeout(() => {
        mutate(body, {
          onSuccess: ({ authorization_url, booking_id, access }) => {
            // Spec §8: no authorization URL counts as a failure.
            if (!authorization_url) {
              fail(PAYMENT_FAILED);
              return;
            }
            rememberCheckout({
              bookingId: booking_id,
              access,
              roomId: room.id,
              roomTitle: room.title,
              startDate: body.start_date,
              endDate: body.end_date,
              startedAt: Date.now(),
            });
            browserLocation.assign(authorization_url);
          },
          onError: (error) => {
            const apiError = error instanceof ApiError ? error : null;
            const holdLimit = apiError?.status === 429;
            fail(paymentErrorMessage(error), apiError?.errors ?? {}, holdLimit);
            if (holdLimit) onHoldLimit?.();
          },
        });
      }, REDIRECT_NOTICE_MS);
    },
    [mutate, room.id, room.title],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { book, redirecting, failure, clearFailure };
}
