import { expect } from '@playwright/test';
import { MAIL_API_PORT } from './ports.ts';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The attached files, their content in base64. */
  attachments: { filename: string; content_type: string; content_base64: string }[];
}

/**
 * Waits until the mail catcher has received a mail to `to` whose subject matches (and
 * whose text contains `containing`, to pick one mail among many to a shared inbox).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { containing = '' }: { containing?: string } = {},
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${MAIL_API_PORT}/messages?to=${encodeURIComponent(to)}`,
        );
        const { messages } = (await response.json()) as { messages: CaughtMail[] };
        found = messages.findLast(
          (mail) => subject.test(mail.subject) && mail.text.includes(containing),
        );
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The app-relative path of the first link to the app's API in a mail's text. */
export function apiLinkIn(mail: CaughtMail): string {
  const match = /https?:\/\/[^\s/]+(\/api\/[^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no API link in the mail:\n${mail.text}`);
  return match[1]!;
}
