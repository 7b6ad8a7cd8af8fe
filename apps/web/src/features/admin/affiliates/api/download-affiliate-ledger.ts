import { useMutation } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from '@aso/core/constants';
import {
  API_BASE,
  ApiError,
  NETWORK_MESSAGE,
  readErrorBody,
  TIMEOUT_MESSAGE,
} from '../../../../lib/api-client.ts';
import { getSession } from '../../../../lib/session.ts';

export const LEDGER_FILE_NAME = 'affiliate-ledger.csv';
export const LEDGER_DOWNLOAD_FAILED = 'Failed to download the affiliate ledger';

/**
 * `GET /api/affiliate/admin/export.csv` with the admin's Bearer token. A plain link
 * cannot send the token, and `apiRequest` reads JSON only, so this fetches the file itself.
 */
export async function fetchAffiliateLedger(): Promise<Blob> {
  const { token } = getSession();
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/affiliate/admin/export.csv`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = readErrorBody(body);
    throw new ApiError(
      response.status,
      envelope?.message ?? LEDGER_DOWNLOAD_FAILED,
      undefined,
      body,
    );
  }
  return response.blob();
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the whole affiliate ledger as `affiliate-ledger.csv`. */
export function useDownloadAffiliateLedger() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchAffiliateLedger(), LEDGER_FILE_NAME),
  });
}

/** The server's message, else "Failed to download the affiliate ledger". */
export function ledgerDownloadErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || LEDGER_DOWNLOAD_FAILED;
}
