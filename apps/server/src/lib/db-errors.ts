/** The SQLSTATE of a failed query: Drizzle wraps the driver's error and keeps it as `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  const { cause, code } = (error ?? {}) as { cause?: { code?: string }; code?: string };
  return cause?.code ?? code;
}

/** A unique index refused the row. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';
/** An exclusion constraint refused the row (a unit already held on overlapping nights). */
export const isExclusionViolation = (error: unknown) => sqlStateOf(error) === '23P01';
