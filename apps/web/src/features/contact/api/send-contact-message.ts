import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import type { ContactMessage } from '@aso/core/contact';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/contact`: sends the message to the front desk; 422 per field, 429 when too many. */
export function sendContactMessage(message: ContactMessage): Promise<{ message: string }> {
  return apiRequest('/contact', MessageResponseSchema, { method: 'POST', body: message });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
