import { REQUEST_TIMEOUT_MS } from '@aso/core/constants';
import {
  API_BASE,
  ApiError,
  NETWORK_MESSAGE,
  readErrorBody,
  TIMEOUT_MESSAGE,
} from './api-client.ts';
import { getSession } from './session.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (`Content-Disposition`), if any. */
  fileName: string | null;
}

const fileNameOf = (disposition: string | null) =>
  disposition ? (/filename="([^"]+)"/.exec(disposition)?.[1] ?? null) : null;

/**
 * A file from `${API_BASE}${path}` with the stored Bearer token (a plain link cannot send
 * it, and `apiRequest` reads JSON only). Throws `ApiError` with the server's message, else
 * `failedMessage`.
 */
export async function fetchFile(
  path: string,
  { accept, failedMessage }: { accept: string; failedMessage: string },
): Promise<DownloadedFile> {
  const { token } = getSession();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
    throw new ApiError(response.status, envelope?.message ?? failedMessage, undefined, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
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
