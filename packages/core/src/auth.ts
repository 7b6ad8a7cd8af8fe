import { z } from 'zod';
import { USER_ROLES } from './constants.ts';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const EmailSchema = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be greater than 254 characters.')
  .pipe(z.email('The email must be a valid email address.'))
  .transform((email) => email.toLowerCase());

export const PhoneSchema = z
  .string()
  .trim()
  .max(30, 'The phone number may not be greater than 30 characters.')
  .regex(/^\+?[0-9 ()-]{7,}$/, 'The phone number must be a valid phone number.');

const optionalPhone = z
  .union([PhoneSchema, z.literal(''), z.null()])
  .optional()
  .transform((phone) => (phone ? phone : null));

export const PasswordSchema = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(
    PASSWORD_MAX_LENGTH,
    `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  );

/** Terms are agreed with `true` (JSON) or the form values "1", "true", "on". */
export const agreed = z
  .union([z.boolean(), z.literal(1), z.enum(['1', 'true', 'on'])], {
    error: 'You must agree to the terms.',
  })
  .refine((value) => value !== false, 'You must agree to the terms.');

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** A new password typed twice: sign-up and the password reset ask for it the same way. */
const newPasswordFields = {
  password: PasswordSchema,
  password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
};

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const PASSWORDS_MATCH_ISSUE = {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['password_confirmation'],
};

export const NewPasswordSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type NewPassword = z.input<typeof NewPasswordSchema>;

export const RegisterRequestSchema = z
  .object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    phone_number: optionalPhone,
    email: EmailSchema,
    ...newPasswordFields,
    agreed_to_terms: agreed,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const ResendVerificationRequestSchema = z.object({ email: EmailSchema });

/** `POST /password/forgot`: answered the same whether or not the address has an account. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

/** A used, expired, revoked or unknown reset link: the same answer for each. */
export const RESET_LINK_INVALID = 'This reset link has expired or was already used.';

/** `POST /password/reset`: the token from the mailed link and the new password twice. */
export const ResetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'The token field is required.' })
      .min(1, 'The token field is required.')
      .max(512, RESET_LINK_INVALID),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const GoogleCallbackRequestSchema = z.object({
  token: z.string().min(1, 'The token field is required.').max(8192),
});

/** The user as every endpoint shows it (spec §3 User); never a password. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.enum(USER_ROLES),
  email_verified: z.boolean(),
  lastLogin: z.string().nullable(),
  bookings: z.number().int(),
  is_affiliate: z.boolean(),
  affiliate_code: z.string().nullable(),
  profile_photo: z.string().nullable(),
  is_suspended: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const VerificationRequiredSchema = z.object({
  email_verification_required: z.literal(true),
  message: z.string(),
});

export const MessageResponseSchema = z.object({ message: z.string() });

export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema });

/**
 * `PUT /user/update`: a new password needs its confirmation, which falls back to
 * the password itself when empty (spec §5).
 */
export const ProfileUpdateRequestSchema = z
  .object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    phone_number: optionalPhone,
    email: EmailSchema,
    password: z
      .union([PasswordSchema, z.literal(''), z.null()])
      .optional()
      .transform((password) => password || undefined),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).nullable().optional(),
  })
  .transform((body) => ({
    ...body,
    password_confirmation: body.password_confirmation || body.password,
  }))
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['password_confirmation'],
  });
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

export const ProfileUpdateResponseSchema = z.object({
  message: z.string(),
  user: UserSchema,
  /** Set when a new email waits for the link sent to it. */
  pending_email: z.string().nullable(),
});
