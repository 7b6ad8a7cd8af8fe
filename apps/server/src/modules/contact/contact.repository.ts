import type { ContactMessage } from '@aso/core/contact';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertContactMessage(tx: Db | Tx, message: ContactMessage): Promise<void> {
  await tx.insert(contactMessages).values(message);
}
