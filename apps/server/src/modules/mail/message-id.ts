import type { OutboxMail } from './mail.repository.ts';

/**
 * The Message-ID of an outbox mail, the same on every attempt: a copy sent again because
 * the process died between the SMTP server's acceptance and marking the mail sent (SMTP
 * cannot make the two one step) is the same message to the receiving side, which may
 * drop it. The creation time keeps ids apart across databases whose row ids restart.
 */
export function outboxMessageId(mail: Pick<OutboxMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'aso-residences.invalid';
  return `<outbox-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}
