import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { signedIn } from './admin.ts';
import { guestRequest, initiate, payInSandbox } from './bookings.ts';

/** A registration body that passes every check (the sandbox resolves the account). */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Chidi Partner',
  email: 'chidi.partner@example.com',
  phone_number: '+234 803 000 1111',
  bank_name: 'Zenith Bank',
  account_number: '2034567891',
  payout_frequency: 'weekly',
  agreed_to_terms: true,
  ...overrides,
});

/** A signed-in user registered as an affiliate through the API, with their code. */
export async function affiliateAccount(
  app: FastifyInstance,
  db: Db,
  values: { email?: string; firstName?: string } = {},
) {
  const account = await signedIn(db, 'user', values);
  const response = await app.inject({
    method: 'POST',
    url: '/api/affiliate/register',
    headers: account.headers,
    payload: registration({ email: account.user.email }),
  });
  expect(response.statusCode).toBe(201);
  const code = response.json().affiliate_code as string;
  return { ...account, code };
}

/**
 * A guest books `nights` of room type `roomTypeId` with `code` and pays in the sandbox;
 * the confirmed booking's id.
 */
export async function guestBooksWithCode(
  app: FastifyInstance,
  code: string | null,
  { roomTypeId = 1, startIn = 10, nights = 2, email = 'guest@example.com' } = {},
): Promise<number> {
  const started = await initiate(
    app,
    guestRequest(roomTypeId, startIn, nights, { affiliate_code: code, guest_email: email }),
  );
  expect(started.statusCode).toBe(201);
  const { reference, booking_id } = started.json() as { reference: string; booking_id: number };
  const callback = await payInSandbox(app, reference);
  expect(callback.json().success).toBe(true);
  return booking_id;
}
