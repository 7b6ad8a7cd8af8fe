import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { refuseUnstorableText } from './text-guard.ts';

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
function multipartRefusal(
  error: unknown,
  overrides: Record<string, () => AppError> = {},
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal =
    typeof code === 'string' ? (overrides[code] ?? MULTIPART_REFUSALS[code]) : undefined;
  return refusal ? refusal() : new AppError(400, FORM_MALFORMED);
}

/** A multipart form as the routes read it. */
export interface MultipartForm {
  /** Text fields; a repeated one becomes a list. */
  fields: Record<string, string | string[]>;
  /** The non-empty files of the form's file fields, in the order sent. */
  files: Buffer[];
}

/**
 * Reads a multipart form (the route registers @fastify/multipart with its limits): its
 * text fields, `rename`d where the wire name differs (`images[]` → `images`), a value cut
 * at the field size limit refused with 422 naming the field, and the files of `fileFields`
 * (others read and dropped); whatever goes wrong answered by `multipartRefusal` (`refusals`
 * first). Its text is then checked as a JSON body's is, which these fields never pass.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    fileFields: ReadonlySet<string>;
    refusals?: Record<string, () => AppError>;
    rename?: Record<string, string>;
  },
): Promise<MultipartForm> {
  const fields: MultipartForm['fields'] = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = options.rename?.[part.fieldname] ?? part.fieldname;
        if (part.valueTruncated) {
          const message = `The ${name.replaceAll('_', ' ')} is too long.`;
          throw new AppError(422, message, { [name]: [message] });
        }
        const value = String(part.value);
        const previous = fields[name];
        fields[name] =
          previous === undefined
            ? value
            : [...(Array.isArray(previous) ? previous : [previous]), value];
      } else if (options.fileFields.has(part.fieldname)) {
        const bytes = await part.toBuffer(); // over the file size limit → 413
        if (bytes.length > 0) files.push(bytes);
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw multipartRefusal(error, options.refusals);
  }
  refuseUnstorableText(fields);
  return { fields, files };
}
