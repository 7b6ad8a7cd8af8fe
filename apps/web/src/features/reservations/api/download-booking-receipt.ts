import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download-file.ts';

export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download the receipt';

/**
 * `GET /api/bookings/{id}/receipt.pdf`: the booking's receipt for its owner (the stored
 * token) or for a guest holding the booking's access token; 404 for anyone else.
 */
export async function downloadBookingReceipt(bookingId: number, access?: string): Promise<void> {
  const query = access ? `?${new URLSearchParams({ access })}` : '';
  const { blob, fileName } = await fetchFile(`/bookings/${bookingId}/receipt.pdf${query}`, {
    accept: 'application/pdf',
    failedMessage: RECEIPT_DOWNLOAD_FAILED,
  });
  saveFile(blob, fileName ?? `receipt-booking-${bookingId}.pdf`);
}

export function useDownloadBookingReceipt() {
  return useMutation({
    mutationFn: ({ bookingId, access }: { bookingId: number; access?: string }) =>
      downloadBookingReceipt(bookingId, access),
  });
}

/** The server's message, else "Failed to download the receipt". */
export function bookingReceiptErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || RECEIPT_DOWNLOAD_FAILED;
}
