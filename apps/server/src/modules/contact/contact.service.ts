import type { ContactMessage } from '@aso/core/contact';
import type { Deps } from '../../deps.ts';
import { contactStaffEmail } from '../mail/mail.templates.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { insertContactMessage } from './contact.repository.ts';

/** Keeps the message and tells the front desk, in one transaction. */
export async function sendContactMessage(deps: Deps, message: ContactMessage): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await enqueueMail(tx, { to: deps.config.STAFF_EMAIL, ...contactStaffEmail(message) });
  });
  deps.mailer.kick();
}
