/**
 * The largest JSON body a route reads unless it says otherwise (413 above it): the longest
 * form, a room type with 5,000 characters of description, fits even written as \u escapes.
 * Uploads are multipart, limited per file and per field by their routes instead.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** A policy holds up to 20,000 characters: up to 120 KB as \u escapes. */
export const POLICY_BODY_LIMIT = 256 * 1024;
