import { z } from 'zod';

/**
 * A message from the public contact form. The web form validates with it now; the
 * coming `POST /api/contact` route should parse its body with the same schema.
 */
export const ContactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address, like ada@example.com.')),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a message of at least 10 characters.')
    .max(2000, 'Please keep your message under 2,000 characters.'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
