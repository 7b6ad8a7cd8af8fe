import { RegisterRequestSchema, type RegisterRequest } from '@aso/core/auth';

export interface SignupValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  password: string;
  password_confirmation: string;
  agreed_to_terms: boolean;
}
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

/** In the order of the form, so the first invalid field gets the focus. */
export const SIGNUP_FIELDS: SignupField[] = [
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'password',
  'password_confirmation',
  'agreed_to_terms',
];

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const MUST_AGREE_TO_TERMS = 'You must agree to the terms.';

/**
 * Spec §5 with the server's own rules (one rule, two enforcers), one message per field.
 * The match and terms checks run on their own too: the shared schema only compares
 * the passwords once every other field is valid.
 */
export function validateSignup(
  values: SignupValues,
): { ok: true; data: RegisterRequest } | { ok: false; errors: SignupErrors } {
  const errors: SignupErrors = {};
  const result = RegisterRequestSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && SIGNUP_FIELDS.includes(field as SignupField)) {
        errors[field as SignupField] ??= issue.message;
      }
    }
  }
  if (values.password_confirmation === '') {
    errors.password_confirmation ??= 'Please confirm your password.';
  } else if (values.password !== values.password_confirmation) {
    errors.password_confirmation = PASSWORDS_DO_NOT_MATCH;
  }
  if (!values.agreed_to_terms) errors.agreed_to_terms = MUST_AGREE_TO_TERMS;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Sent as typed (trimmed by the server); an empty phone is left out.
  const { phone_number, ...rest } = values;
  return { ok: true, data: phone_number.trim() ? { ...rest, phone_number } : rest };
}
