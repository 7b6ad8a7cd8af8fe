import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';

/**
 * A client address of its own (app.inject's `remoteAddress`, which is `request.ip` without
 * TRUST_PROXY), so the checkout limits of one test never meet another's.
 */
let nextAddress = 1;
export const newAddress = () =>
  `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface From {
  /** The client address; 127.0.0.1 (app.inject's) by default. */
  address?: string;
  headers?: Record<string, string>;
}

export function initiateFrom(app: FastifyInstance, payload: object, from: From = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/initiate-payment',
    payload,
    headers: from.headers,
    ...(from.address ? { remoteAddress: from.address } : {}),
  });
}

/** `POST /api/bookings/{id}/{action}`, with the guest's access token when given. */
export function checkoutAction(
  app: FastifyInstance,
  action: 'retry-payment' | 'release',
  bookingId: number,
  from: From & { access?: string | null } = {},
) {
  const query = from.access ? `?access=${encodeURIComponent(from.access)}` : '';
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/${action}${query}`,
    headers: from.headers,
    ...(from.address ? { remoteAddress: from.address } : {}),
  });
}

export async function bookingOf(db: Db, id: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  return booking!;
}

export function paymentsOf(db: Db, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id);
}
