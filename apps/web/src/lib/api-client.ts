import { REQUEST_TIMEOUT_MS } from '@aso/core/constants';
// Type only: the envelope is checked by hand so Zod stays out of the first-load bundle.
import type { ApiError as ApiErrorBody } from '@aso/core/errors';
import { clearSession, getSession, TOKEN_STORAGE_KEY } from './session.ts';

/** Every call goes to the same origin's API (the Fastify server; Vite proxies it in dev). */
export const API_BASE = '/api';
/** The session token, written by the login flow (spec §4: token kept in browser storage). */
export { TOKEN_STORAGE_KEY };

/** A body that is not what the call's schema expects. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';
export const TIMEOUT_MESSAGE = 'Request timed out. Please check your connection and try again.';
export const NETWORK_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

/** A failed API call: the HTTP status (0 when no response arrived), the message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** The parsed response body, for flags beside the envelope (`email_verification_required`). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The server's own `message`, if it sent one (not a line made up here). */
  get serverMessage(): string | undefined {
    return readErrorBody(this.body)?.message || undefined;
  }

  /** No answer within the timeout (spec §8: registration says so in its own words). */
  get isTimeout(): boolean {
    return this.status === 0 && this.message === TIMEOUT_MESSAGE;
  }
}

/**
 * Spec §8: field errors as `field: messages`, separated by `; `
 * (`email: The email has already been taken.; password: …`); '' when there are none.
 */
export function joinFieldErrors(errors: Record<string, string[]> | undefined): string {
  return Object.entries(errors ?? {})
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
}

/** Anything with a Zod-like `parse`, so responses are checked against the shared schemas. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a `FormData` (a profile photo upload). */
  body?: unknown;
  /**
   * The Bearer token to send instead of the stored one (revoking a token that was
   * never stored, or one just cleared); `null` calls anonymously.
   */
  token?: string | null;
  /** Cancels the call, e.g. TanStack Query's signal when a query is dropped. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the `{ message, errors? }` envelope of DESIGN §7; anything else gets a generic message. */
export function readErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) {
        errors[field] = messages.filter(
          (message): message is string => typeof message === 'string',
        );
      }
    }
  }
  return Object.keys(errors).length > 0
    ? { message: body.message, errors }
    : { message: body.message };
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const envelope = readErrorBody(body);
  return envelope
    ? new ApiError(status, envelope.message, envelope.errors, body)
    : new ApiError(status, `Request failed (${status}).`, undefined, body);
}

/**
 * Calls `${API_BASE}${path}` with JSON, the stored Bearer token and a 30 s timeout,
 * then checks the body with `parser`. Throws `ApiError` for every failure except a
 * cancellation by the caller's own signal, which is rethrown as is. A 401 to the
 * stored token ends the session (spec: the token expired or was revoked).
 */
export async function apiRequest<T>(
  path: string,
  parser: ResponseParser<T>,
  {
    method = 'GET',
    body,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    token: tokenOverride,
  }: RequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // For FormData the browser writes the multipart Content-Type with its boundary.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = tokenOverride === undefined ? getSession().token : tokenOverride;
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE);
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_MESSAGE);
    }

    const data = await readJson(response);
    // Only the session that made the call: a late answer must not end a newer login.
    if (response.status === 401 && tokenOverride === undefined) {
      const current = getSession();
      if (current.token === token && (current.token || current.user)) clearSession();
    }
    if (!response.ok) throw errorFromResponse(response.status, data);
    try {
      return parser.parse(data);
    } catch {
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
