/**
 * Staff's payments through the API (issue 11): the list (shape, order, paging, every
 * status), the receipt PDF and its contents, the guest's own receipt and who may read
 * it, and bad input that is refused in the envelope.
 */
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PAYMENT_NOT_FOUND, RECEIPT_NOT_FOUND } from '@aso/core/admin-payments';
import { formatDate } from '@aso/core/display-dates';
import { bookings, payments } from '../../db/schema.ts';
import { insertBooking, signedIn } from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { THANK_YOU } from './receipt.pdf.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;

const STUDIO = 1;

/** A guest's paid 3-night studio stay with breakfast for 2 and an airport pickup. */
async function guestPays(outcome: 'success' | 'failed' = 'success', startIn = 5) {
  const request = guestRequest(STUDIO, startIn, 3, {
    breakfast: true,
    breakfast_count: 2,
    airport_conveyance: {
      direction: 'pickup',
      pickup: {
        date: daysFromToday(startIn),
        time: '14:30',
        phone: '+2348031234567',
        airport: 'abuja',
      },
      dropoff: null,
    },
  });
  const { reference, booking_id } = (await initiate(ctx.app, request)).json();
  const callback = await payInSandbox(ctx.app, reference, outcome);
  const redirect = callback.json().redirect_url as string | null;
  const access = redirect ? new URL(redirect, 'https://x').searchParams.get('access') : null;
  const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
  return { reference, bookingId: booking_id as number, paymentId: payment!.id, access };
}

const list = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/payments${query}`, headers });

const receipt = (headers: Record<string, string>, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt.pdf`, headers });

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines wrap where the layout says: compare words, not line breaks.
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/payments', () => {
  it('lists every payment newest first as spec §3 names its fields', async () => {
    const paid = await guestPays('success');
    const declined = await guestPays('failed', 20);
    const user = await signedIn(db(), 'user', { firstName: 'Bola' });
    const request: Record<string, unknown> = guestRequest(STUDIO, 30, 2);
    for (const field of ['guest_name', 'guest_email', 'guest_phone']) delete request[field];
    const pending = (await initiate(ctx.app, request, user.headers)).json();
    const admin = await signedIn(db(), 'admin');

    const response = await list(admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toBeUndefined();
    expect(body.payments.map((payment: { reference: string }) => payment.reference)).toEqual([
      pending.reference,
      declined.reference,
      paid.reference,
    ]);
    expect(body.payments[2]).toEqual({
      id: paid.paymentId,
      booking_id: paid.bookingId,
      reference: paid.reference,
      name: 'Ada Obi',
      email: 'ada@example.com',
      guest_email: 'ada@example.com',
      phone: '+234 803 123 4567',
      guest_phone: '+234 803 123 4567',
      booking_type: 'Guest',
      date: expect.stringMatching(
        /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM|noon)$/,
      ),
      // 3 × ₦35,000 + breakfast 2 × 3 × ₦5,000 + pickup ₦40,000.
      amount: 175_000,
      status: 'success',
      refunded_amount: 0,
      refund: null,
    });
    expect(body.payments[1]).toMatchObject({ status: 'failed', booking_type: 'Guest' });
    expect(body.payments[0]).toMatchObject({
      status: 'pending',
      name: 'Bola Obi',
      email: user.user.email,
      guest_email: null,
      phone: null,
      booking_type: 'registered user',
      amount: 70_000,
    });
  });

  it('dates a payment by when it was paid, in Abuja time, and shows refunds', async () => {
    const paid = await guestPays();
    await db()
      .update(payments)
      .set({ status: 'refunded', paymentDate: new Date('2026-11-24T13:05:00Z') })
      .where(eq(payments.id, paid.paymentId));
    const admin = await signedIn(db(), 'admin');
    const [payment] = (await list(admin.headers)).json().payments;
    expect(payment).toMatchObject({ status: 'refunded', date: 'Tue, 24 Nov 2026, 2:05 PM' });
  });

  it('pages in the database: 5 a page by default, the total and the last page', async () => {
    const booking = await insertBooking(db(), {
      roomNumber: 'M101',
      start: daysFromToday(3),
      end: daysFromToday(5),
    });
    await db().execute(sql`
      insert into payments (booking_id, reference, provider, amount_kobo, status, created_at)
      select ${booking.id}, 'PAGE-' || n, 'manual', n * 100, 'success',
        now() - make_interval(mins => n)
      from generate_series(1, 12) as n`);
    const admin = await signedIn(db(), 'admin');

    const second = (await list(admin.headers, '?page=2')).json();
    expect(second.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: 12 });
    expect(second.payments.map((payment: { reference: string }) => payment.reference)).toEqual([
      'PAGE-6',
      'PAGE-7',
      'PAGE-8',
      'PAGE-9',
      'PAGE-10',
    ]);
    const last = (await list(admin.headers, '?page=3&per_page=5')).json();
    expect(last.payments).toHaveLength(2);
    expect(last.pagination.total).toBe(12);
    const beyond = (await list(admin.headers, '?page=9&per_page=5')).json();
    expect(beyond).toEqual({
      payments: [],
      pagination: { current_page: 9, last_page: 3, per_page: 5, total: 12 },
    });
    const empty = await signedIn(db(), 'super_admin');
    await db().delete(payments);
    expect((await list(empty.headers, '?page=1&per_page=5')).json()).toEqual({
      payments: [],
      pagination: { current_page: 1, last_page: 1, per_page: 5, total: 0 },
    });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1&per_page=1000', 'per_page'],
    ['?page=1&per_page=0', 'per_page'],
  ])('refuses %s with 422 and a message for %s', async (query, field) => {
    const admin = await signedIn(db(), 'admin');
    const response = await list(admin.headers, query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([expect.any(String)]);
  });

  it('is for staff only', async () => {
    expect((await list({})).statusCode).toBe(401);
    const user = await signedIn(db(), 'user');
    expect((await list(user.headers)).statusCode).toBe(403);
    const superAdmin = await signedIn(db(), 'super_admin');
    expect((await list(superAdmin.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/payments/{id}/receipt.pdf', () => {
  it('is a PDF download holding the business, the guest, the stay, each price line and the payment', async () => {
    const paid = await guestPays();
    const admin = await signedIn(db(), 'admin');
    const response = await receipt(admin.headers, paid.paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt_${paid.paymentId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Aso Residences',
      '14 Gana Street, Maitama, Abuja',
      `ASO-${String(paid.paymentId).padStart(6, '0')}`,
      'Ada Obi',
      'ada@example.com',
      '+234 803 123 4567',
      'Deluxe Studio',
      '3 nights',
      'Room (3 nights)',
      '₦105,000',
      'Breakfast (2 persons × 3 nights)',
      '₦30,000',
      'Airport pickup',
      '₦40,000',
      '₦175,000',
      'Successful',
      paid.reference,
      THANK_YOU,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes the stay and the moment of payment as the pages and mails do, in Abuja time', async () => {
    const paid = await guestPays();
    // 23:30 UTC is already the next day in Abuja.
    await db()
      .update(payments)
      .set({ paymentDate: new Date('2026-11-24T23:30:00Z') })
      .where(eq(payments.id, paid.paymentId));
    const admin = await signedIn(db(), 'admin');
    const text = await pdfText((await receipt(admin.headers, paid.paymentId)).rawPayload);
    expect(text).toContain('Wed, 25 Nov 2026, 12:30 AM');
    expect(text).toContain(`Check-in ${formatDate(daysFromToday(5))}`);
    expect(text).toContain(`Check-out ${formatDate(daysFromToday(8))}`);
    expect(text).toMatch(/Check-in (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  it('says a failed payment is not proof of payment', async () => {
    const declined = await guestPays('failed');
    const admin = await signedIn(db(), 'admin');
    const text = await pdfText((await receipt(admin.headers, declined.paymentId)).rawPayload);
    expect(text).toContain('Failed');
    expect(text).toContain('not proof of payment');
  });

  it('answers 404 for an unknown payment and 422 for an id that is not one', async () => {
    const admin = await signedIn(db(), 'admin');
    const unknown = await receipt(admin.headers, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PAYMENT_NOT_FOUND });
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await receipt(admin.headers, id);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.id).toEqual([expect.any(String)]);
    }
  });

  it('is for staff only', async () => {
    const paid = await guestPays();
    expect((await receipt({}, paid.paymentId)).statusCode).toBe(401);
    const user = await signedIn(db(), 'user');
    expect((await receipt(user.headers, paid.paymentId)).statusCode).toBe(403);
  });
});

describe("GET /api/bookings/{id}/receipt.pdf (the guest's own copy)", () => {
  const ownReceipt = (bookingId: number | string, query = '', headers = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/receipt.pdf${query}`,
      headers,
    });

  it("gives a guest holding the booking's access token the receipt of the successful payment", async () => {
    const paid = await guestPays();
    const response = await ownReceipt(paid.bookingId, `?access=${paid.access}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt_${paid.paymentId}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Ada Obi');
    expect(text).toContain('₦175,000');
  });

  it('answers anyone else like an unknown booking', async () => {
    const paid = await guestPays();
    const other = await guestPays('success', 20);
    const stranger = await signedIn(db(), 'user');
    for (const [query, headers] of [
      ['', {}],
      ['?access=wrong', {}],
      [`?access=${other.access}`, {}],
      ['', stranger.headers],
    ] as const) {
      const response = await ownReceipt(paid.bookingId, query, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: RECEIPT_NOT_FOUND });
    }
    for (const id of ['999999', 'abc']) {
      const response = await ownReceipt(id, `?access=${paid.access}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it("lets the account that booked read its receipt, and staff any; not another user's", async () => {
    const owner = await signedIn(db(), 'user');
    const request: Record<string, unknown> = guestRequest(STUDIO, 5, 2);
    for (const field of ['guest_name', 'guest_email', 'guest_phone']) delete request[field];
    const { reference, booking_id } = (await initiate(ctx.app, request, owner.headers)).json();
    await payInSandbox(ctx.app, reference);

    const own = await ownReceipt(booking_id, '', owner.headers);
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(owner.user.email);
    const admin = await signedIn(db(), 'admin');
    expect((await ownReceipt(booking_id, '', admin.headers)).statusCode).toBe(200);
    const other = await signedIn(db(), 'user');
    expect((await ownReceipt(booking_id, '', other.headers)).statusCode).toBe(404);
  });

  it('prefers the successful payment over a later attempt, and refuses a booking without one', async () => {
    const paid = await guestPays();
    await db().insert(payments).values({
      bookingId: paid.bookingId,
      reference: 'LATER-ATTEMPT',
      provider: 'sandbox',
      amountKobo: 1,
      status: 'failed',
    });
    const response = await ownReceipt(paid.bookingId, `?access=${paid.access}`);
    expect(response.headers['content-disposition']).toContain(`receipt_${paid.paymentId}.pdf`);

    const unpaid = await insertBooking(db(), {
      roomNumber: 'M102',
      start: daysFromToday(3),
      end: daysFromToday(5),
    });
    const admin = await signedIn(db(), 'admin');
    expect((await ownReceipt(unpaid.id, '', admin.headers)).statusCode).toBe(404);
    expect(await db().$count(bookings)).toBeGreaterThan(0);
  });
});
