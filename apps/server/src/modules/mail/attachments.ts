import type { Db } from '../../db/client.ts';
import type { MailAttachmentRef } from './mail.repository.ts';
import { findPaymentReceipt } from '../payments/receipt.service.ts';

/** An attachment as nodemailer sends it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Makes the files an outbox mail refers to, at delivery. A reference to something that
 * no longer exists is left out (the mail still goes); a failure to make one throws, so
 * the delivery is retried like any other failure.
 */
export async function resolveAttachments(
  db: Db,
  refs: readonly MailAttachmentRef[],
): Promise<{ attachments: MailAttachment[]; missing: MailAttachmentRef[] }> {
  const attachments: MailAttachment[] = [];
  const missing: MailAttachmentRef[] = [];
  for (const ref of refs) {
    switch (ref.kind) {
      case 'receipt': {
        const receipt = await findPaymentReceipt(db, ref.payment_id);
        if (receipt) {
          attachments.push({
            filename: receipt.fileName,
            content: receipt.pdf,
            contentType: 'application/pdf',
          });
        } else {
          missing.push(ref);
        }
        break;
      }
      default:
        missing.push(ref);
    }
  }
  return { attachments, missing };
}
