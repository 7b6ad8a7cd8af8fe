import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@aso/core/errors';
import { sqlStateOf } from './db-errors.ts';
import { SPEC_REFUSALS } from './spec-refusals.ts';

/** Thrown by services; becomes `{ message, errors? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    // A 4xx is an answer to the client, not a fault of ours: no stack is captured for it
    // (most refused bookings under load end in a 409, where capturing one cost ~2%).
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const notFound = (message: string) => new AppError(404, message);

/** 422 with the collected field errors, its message the first one; nothing when there are none. */
export function failIfAny(errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, first, errors);
}

/** A 422 in the same shape as a failed route schema, for bodies parsed by hand (multipart). */
export function validationFailed(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors = errorsByField(
    issues.map((issue) => ({ field: issue.path.join('.') || 'request', message: issue.message })),
  );
  return new AppError(422, firstMessage(errors), errors);
}

/**
 * The envelope's `errors`: each field's messages in order. Gathered in a Map, then made own
 * properties, so a field named `__proto__` (a signed webhook may carry one) is a key like
 * any other, not the object's prototype.
 */
function errorsByField(issues: { field: string; message: string }[]): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of issues)
    byField.set(field, [...(byField.get(field) ?? []), message]);
  return Object.fromEntries(byField);
}

/** The first field's messages after its name, or alone when spec §8 names the text. */
function firstMessage(errors: Record<string, string[]>): string {
  const first = Object.entries(errors)[0];
  if (!first) return 'The given data was invalid.';
  const [field, messages] = first;
  const [message] = messages;
  if (message !== undefined && SPEC_REFUSALS.has(message)) return message;
  return `${field}: ${messages.join(' ')}`;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
};

/**
 * The database refused a value the request carried (the text guard and the schemas stop
 * these first; this is the net behind them): a 400 naming no column, never the SQL.
 */
const VALUE_REFUSALS: Record<string, string> = {
  '22021': 'The request contains text that cannot be stored.', // invalid byte sequence (NUL)
  '22P05': 'The request contains text that cannot be stored.', // untranslatable character (jsonb)
  '22001': 'A value in the request is too long.', // string data right truncation
  '22003': 'A number in the request is out of range.', // numeric value out of range
};

/** Field name of a validation issue: `/email` → `email`, `/pickup/date` → `pickup.date`. */
function fieldOf(instancePath: string, context?: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'request';
}

/** One error handler and one not-found handler for the whole API (STYLE: server). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = errorsByField(
        error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext),
          message: issue.message ?? 'Invalid value.',
        })),
      );
      return reply.status(422).send({ message: firstMessage(errors), errors } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ message } satisfies ApiError);
    }
    const refusal = VALUE_REFUSALS[sqlStateOf(error) ?? ''];
    if (refusal) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.status(400).send({ message: refusal } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' } satisfies ApiError);
  });
}

/**
 * Fastify's own refusals before any route (a path that is not valid percent-encoding, a
 * path segment over `maxParamLength`), which skip the error handler: the same envelope,
 * without echoing the path back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: 'The address is too long.' } satisfies ApiError);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ message: 'The address is not valid.' } satisfies ApiError);
  }
  return reply.status(500).send({ message: 'Internal Server Error' } satisfies ApiError);
}

/**
 * What Node's HTTP parser refuses (a NUL or raw byte in a header or the request line, a
 * body shorter than its length): answered in the envelope before the socket is closed,
 * with `headers` (the security headers every answer carries).
 */
export function clientErrorHandler(
  error: NodeJS.ErrnoException,
  socket: Socket,
  headers: Record<string, string> = {},
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is malformed.'];
  const body = JSON.stringify({ message } satisfies ApiError);
  if (socket.writable) {
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${extra.join('')}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Once the app is closing (SIGTERM, `app.close()`), what still arrives on an open
 * connection is answered 503 in the envelope, through the hooks registered before this one
 * (the security headers): what Fastify's own `return503OnClosing` does, but that answer is
 * written before any hook runs.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    // As text: the route's own schema for a 503 (readiness, health) must not shape it.
    reply
      .status(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ message: 'The server is shutting down.' } satisfies ApiError));
  });
}
