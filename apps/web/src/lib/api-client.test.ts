import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@aso/core/constants';
import { jsonResponse } from '../test/render.tsx';
import { ApiError, apiRequest, TIMEOUT_MESSAGE, TOKEN_STORAGE_KEY } from './api-client.ts';

const anything = { parse: (data: unknown) => data };

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('calls /api with JSON and the stored Bearer token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));

    await expect(
      apiRequest('/things', anything, { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    await apiRequest('/rooms', anything);
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('throws an ApiError with the status, message and field errors of a failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'email: Invalid email', errors: { email: ['Invalid email'] } }, 422),
    );

    const error = await apiRequest('/register', anything).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'email: Invalid email',
      errors: { email: ['Invalid email'] },
    });
  });

  it('gives up after the 30 second timeout with a clear message', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );

    const pending = apiRequest('/rooms', anything).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('rejects a body that does not match the expected shape', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ rooms: 'nope' }));
    const strict = {
      parse: (data: unknown) => {
        if (!Array.isArray((data as { rooms?: unknown }).rooms)) throw new Error('bad');
        return data;
      },
    };
    await expect(apiRequest('/rooms', strict)).rejects.toBeInstanceOf(ApiError);
  });
});
