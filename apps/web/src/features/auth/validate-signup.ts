import {
  NewPasswordSchema,
  PASSWORDS_DO_NOT_MATCH,
  RegisterRequestSchema,
  type NewPassword,
  type RegisterRequest,
} from '@aso/core/auth';

export { PASSWORDS_DO_NOT_MATCH };

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

export const MUST_AGREE_TO_TERMS = 'You must agree to the terms.';
export const CONFIRM_YOUR_PASSWORD = 'Please confirm your password.';

type Validation<Data, Errors> = { ok: true; data: Data } | { ok: false; errors: Errors };

/** The first message of the shared schema's issues for each field the form shows. */
function firstErrorPerField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as F] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The confirmation's own word: an empty one asks to confirm, a different one does not
 * match (the shared schema may skip the comparison while other fields fail).
 */
function checkConfirmation(
  values: NewPassword,
  errors: Partial<Record<'password_confirmation', string>>,
): void {
  if (values.password_confirmation === '') {
    errors.password_confirmation = CONFIRM_YOUR_PASSWORD;
  } else if (values.password !== values.password_confirmation) {
    errors.password_confirmation = PASSWORDS_DO_NOT_MATCH;
  }
}

/**
 * Spec §5 with the server's own rules (one rule, two enforcers), one message per field.
 * The match and terms checks run on their own too.
 */
export function validateSignup(values: SignupValues): Validation<RegisterRequest, SignupErrors> {
  const result = RegisterRequestSchema.safeParse(values);
  const errors: SignupErrors = result.success
    ? {}
    : firstErrorPerField(result.error.issues, SIGNUP_FIELDS);
  checkConfirmation(values, errors);
  if (!values.agreed_to_terms) errors.agreed_to_terms = MUST_AGREE_TO_TERMS;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Sent as typed (trimmed by the server); an empty phone is left out.
  const { phone_number, ...rest } = values;
  return { ok: true, data: phone_number.trim() ? { ...rest, phone_number } : rest };
}

export type NewPasswordField = keyof NewPassword;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;
export const NEW_PASSWORD_FIELDS: NewPasswordField[] = ['password', 'password_confirmation'];

/** A new password typed twice (the password reset), checked exactly as at sign-up. */
export function validateNewPassword(
  values: NewPassword,
): Validation<NewPassword, NewPasswordErrors> {
  const result = NewPasswordSchema.safeParse(values);
  const errors: NewPasswordErrors = result.success
    ? {}
    : firstErrorPerField(result.error.issues, NEW_PASSWORD_FIELDS);
  checkConfirmation(values, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: values };
}
