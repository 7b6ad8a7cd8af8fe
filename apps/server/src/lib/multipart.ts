import { AppError } from './errors.ts';

export const FORM_MALFORMED = 'The form data is malformed.';

/** @fastify/multipart's limit and refusal codes as the client reads them, in the envelope. */
const MULTIPART_REFUSALS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, 'A file in the form is too large.'),
  FST_FILES_LIMIT: () => new AppError(413, 'The form has too many files.'),
  FST_FIELDS_LIMIT: () => new AppError(413, 'The form has too many fields.'),
  FST_PARTS_LIMIT: () => new AppError(413, 'The form has too many parts.'),
  FST_PROTO_VIOLATION: () => new AppError(400, 'The form has a field name that is not allowed.'),
  FST_MP_PREMATURE_CLOSE: () => new AppError(400, FORM_MALFORMED),
};

/**
 * The answer to an error met while reading a multipart body: our own refusals as they
 * are, the plugin's limits by their code (`overrides` first, for a route's own wording),
 * and anything else (busboy's "Unexpected end of multipart data", "Boundary not found",
 * "Malformed part header", a client that hung up) a 400: it can only come from the body.
 */
export function multipartRefusal(
  error: unknown,
  overrides: Record<string, () => AppError> = {},
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal =
    typeof code === 'string' ? (overrides[code] ?? MULTIPART_REFUSALS[code]) : undefined;
  return refusal ? refusal() : new AppError(400, FORM_MALFORMED);
}
