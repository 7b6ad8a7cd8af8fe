import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays, businessToday } from '@aso/core/dates';

/** A date `days` after today in Abuja. */
export const daysFromToday = (days: number) => addDays(businessToday(), days);

/** A guest's booking request for room type `roomTypeId`, `nights` from `startIn` days ahead. */
export function guestRequest(
  roomTypeId: number,
  startIn: number,
  nights: number,
  extra: Record<string, unknown> = {},
) {
  return {
    room_type_id: roomTypeId,
    start_date: daysFromToday(startIn),
    end_date: daysFromToday(startIn + nights),
    airport_conveyance: null,
    breakfast: false,
    guest_name: 'Ada Obi',
    guest_email: 'ada@example.com',
    guest_phone: '+234 803 123 4567',
    ...extra,
  };
}

export function initiate(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/initiate-payment',
    payload: payload as object,
    headers,
  });
}

/** Pays (or declines) a sandbox checkout and runs the callback, as the browser would. */
export async function payInSandbox(
  app: FastifyInstance,
  reference: string,
  outcome: 'success' | 'failed' = 'success',
) {
  const settle = await app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${reference}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(settle.statusCode).toBe(303);
  expect(settle.headers.location).toMatch(
    new RegExp(`/payment/callback\\?reference=${reference}$`),
  );
  return app.inject({ method: 'GET', url: `/api/paystack/callback?reference=${reference}` });
}
