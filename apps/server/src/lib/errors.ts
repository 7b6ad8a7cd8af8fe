import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@aso/core/errors';

/** Thrown by services; becomes `{ message, errors? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
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
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
  return new AppError(422, firstMessage(errors), errors);
}

function firstMessage(errors: Record<string, string[]>): string {
  const first = Object.entries(errors)[0];
  return first ? `${first[0]}: ${first[1].join(' ')}` : 'The given data was invalid.';
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
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
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(422).send({ message: firstMessage(errors), errors } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' } satisfies ApiError);
  });
}
