import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/** The newest mail written to the outbox for `to`. */
export async function latestMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

/** The path of the email link in a mail's text part, e.g. `/api/email/verify/…`. */
export function linkPathIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/api\/email\/verify\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no email link in:\n${text}`);
  return match[1]!;
}
