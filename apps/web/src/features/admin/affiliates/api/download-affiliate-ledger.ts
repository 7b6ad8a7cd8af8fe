import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../../lib/download-file.ts';

export const LEDGER_FILE_NAME = 'affiliate-ledger.csv';
export const LEDGER_DOWNLOAD_FAILED = 'Failed to download the affiliate ledger';

/** Downloads the whole affiliate ledger (`GET /api/affiliate/admin/export.csv`) as `affiliate-ledger.csv`. */
export function useDownloadAffiliateLedger() {
  return useMutation({
    mutationFn: async () => {
      const { blob } = await fetchFile('/affiliate/admin/export.csv', {
        accept: 'text/csv',
        failedMessage: LEDGER_DOWNLOAD_FAILED,
      });
      saveFile(blob, LEDGER_FILE_NAME);
    },
  });
}

/** The server's message, else "Failed to download the affiliate ledger". */
export function ledgerDownloadErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || LEDGER_DOWNLOAD_FAILED;
}
