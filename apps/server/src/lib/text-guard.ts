import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationFailed } from './errors.ts';

/**
 * What PostgreSQL cannot keep in `text` or `jsonb`: NUL (SQLSTATE 22021 / 22P05), and a
 * UTF-16 half without its pair, which would be stored as U+FFFD instead of what was sent.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT = 'The text contains a character that is not allowed.';
const UNSTORABLE_HEADER = 'A request header contains a character that is not allowed.';

/**
 * The path of the first string (value or key) in `value` that cannot be stored, or null.
 * Walked without recursion: a body may nest as deep as its size allows.
 */
function findUnstorableText(value: unknown): PropertyKey[] | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** A 422 naming the field, in the shape of any validation failure, when `value` holds such text. */
export function refuseUnstorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path) throw validationFailed([{ path, message: UNSTORABLE_TEXT }]);
}

function refuseUnstorableHeaders(request: FastifyRequest): void {
  for (const value of Object.values(request.headers)) {
    if (findUnstorableText(value)) throw new AppError(400, UNSTORABLE_HEADER);
  }
}

/**
 * Refuses, before any guard, handler or query, a request whose query string, headers or
 * parsed body carry text the database cannot store: a 4xx, never the driver's 500. Bodies
 * read by a route itself (multipart, the signed webhook) are checked there. Path params
 * are left to their routes, whose schemas answer a path naming nothing with their own 404
 * (`/api/rooms/%00` is "Room not found", like any guessed id); the error handler's 400 for
 * text the database refused is the net behind them.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseUnstorableHeaders(request);
    refuseUnstorableText(request.query);
  });
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.body);
  });
}
