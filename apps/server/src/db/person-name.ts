import { sql } from 'drizzle-orm';

/** A person's "First Last" from two name columns, or null when both are blank. */
export const fullNameOrNull = (first: unknown, last: unknown) =>
  sql`nullif(trim(${first} || ' ' || ${last}), '')`;
