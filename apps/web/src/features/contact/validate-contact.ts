import { ContactMessageSchema, type ContactMessage } from '@aso/core/contact';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'message'];

/** The shared contact rules, as one message per field (the first problem found). */
export function validateContact(
  values: Record<ContactField, string>,
): { ok: true; data: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && CONTACT_FIELDS.includes(field as ContactField)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
