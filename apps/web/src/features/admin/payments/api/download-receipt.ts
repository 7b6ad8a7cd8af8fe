import { useMutation } from '@tanstack/react-query';
import { receiptFileName } from '@aso/core/admin-payments';
import { ApiError } from '../../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../../lib/download-file.ts';

export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download the receipt';

/** `GET /api/payments/{id}/receipt.pdf` with the admin's token. */
export async function fetchPaymentReceipt(paymentId: number): Promise<Blob> {
  const { blob } = await fetchFile(`/payments/${paymentId}/receipt.pdf`, {
    accept: 'application/pdf',
    failedMessage: RECEIPT_DOWNLOAD_FAILED,
  });
  return blob;
}

/** Saves a payment's receipt as `receipt_{id}.pdf` (spec "Admin payments"). */
export function useDownloadPaymentReceipt() {
  return useMutation({
    mutationFn: async (paymentId: number) =>
      saveFile(await fetchPaymentReceipt(paymentId), receiptFileName(paymentId)),
  });
}

/** The server's message, else "Failed to download the receipt". */
export function receiptDownloadErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || RECEIPT_DOWNLOAD_FAILED;
}
