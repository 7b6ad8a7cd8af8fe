import type { ContactMessage } from '@aso/core/contact';
import type { Deps } from '../../deps.ts';
import { contactMessages } from '../../db/schema.ts';
import { contactStaffEmail } from '../mail/mail.templates.ts';
import { enqueueMail } from '../mail/mail.service.ts';

/** Keeps the message and tells the front desk, in one transaction. */
export async function sendContactMessage(deps: Deps, message: ContactMessage): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await enqueueMail(tx, { to: deps.config.STAFF_EMAIL, ...contactStaffEmail(message) });
  });
  deps.mailer.kick();
}
