/**
 * Getting back to a booking: the confirmation mail's link and reference, `/bookings/find`
 * sending it again without telling who has a booking, and guest bookings joining the
 * account that verifies their email.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingReference, FIND_BOOKING_ANSWER } from '@aso/core/bookings';
import { bookings, emailOutbox } from '../../db/schema.ts';
import { signedIn } from '../../test/admin.ts';
import { guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { linkPathIn } from '../../test/outbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, loginAs, PASSWORD } from '../../test/users.ts';

const ctx = useTestApp({ seed: true, env: { APP_URL: 'https://stay.example.ng' } });
const db = () => ctx.database.db;

async function guestBooks(email = 'ada@example.com', startIn = 20) {
  const started = await initiate(ctx.app, guestRequest(1, startIn, 2, { guest_email: email }));
  expect(started.statusCode, started.body).toBe(201);
  const { reference, booking_id } = started.json<{ reference: string; booking_id: number }>();
  expect((await payInSandbox(ctx.app, reference)).json().success).toBe(true);
  return booking_id;
}

const mailsTo = (to: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));
const find = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings/find', payload, headers });

describe('the confirmation mail', () => {
  it('names the booking reference and links a guest to the booking with its access token', async () => {
    const id = await guestBooks();
    const [mail] = await mailsTo('ada@example.com');
    expect(mail!.subject).toContain(bookingReference(id));
    const link = /https:\/\/stay\.example\.ng(\/payment-success\?\S+)/.exec(mail!.textBody)![1]!;
    const url = new URL(link, 'https://stay.example.ng');
    expect(url.searchParams.get('booking_id')).toBe(String(id));
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}?access=${url.searchParams.get('access')}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().booking).toMatchObject({
      reference: bookingReference(id),
      location: { name: expect.any(String), address: expect.any(String) },
    });
  });

  it('links an account holder to their reservation page', async () => {
    const user = await signedIn(db(), 'user', { email: 'member@example.com' });
    const started = await initiate(ctx.app, guestRequest(2, 25, 1), user.headers);
    const { reference, booking_id } = started.json<{ reference: string; booking_id: number }>();
    await payInSandbox(ctx.app, reference);
    const [mail] = await mailsTo('member@example.com');
    expect(mail!.textBody).toContain(`https://stay.example.ng/reservation-details/${booking_id}`);
  });
});

describe('POST /bookings/find', () => {
  it('sends the confirmation mail again when reference and email match, and answers the same otherwise', async () => {
    const id = await guestBooks('ada@example.com');
    const before = (await mailsTo('ada@example.com')).length;

    for (const payload of [
      { reference: bookingReference(id), email: 'someone@example.com' },
      { reference: 'ASO-999999', email: 'ada@example.com' },
      { reference: 'not a reference', email: 'ada@example.com' },
    ]) {
      const answer = await find(payload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: FIND_BOOKING_ANSWER });
    }
    expect(await mailsTo('ada@example.com')).toHaveLength(before);
    expect(await mailsTo('someone@example.com')).toHaveLength(0);

    const matched = await find({
      reference: bookingReference(id).toLowerCase(),
      email: 'ADA@example.com',
    });
    expect(matched.json()).toEqual({ message: FIND_BOOKING_ANSWER });
    const mails = await mailsTo('ada@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain(bookingReference(id));
    expect(mails.at(-1)!.textBody).toContain('/payment-success?booking_id=');
  });

  it('refuses bad fields with 422 and limits attempts per email (429)', async () => {
    const bad = await find({ reference: '', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'reference']);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(
        (await find({ reference: 'ASO-000001', email: 'ada@example.com' }, {})).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('guest bookings and the account of their email', () => {
  it('join the account when it verifies that email, and show on its profile', async () => {
    const id = await guestBooks('later@example.com');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'Later',
        last_name: 'Member',
        email: 'Later@Example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agreed_to_terms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verification = (await mailsTo('later@example.com')).at(-1)!;
    const opened = await ctx.app.inject({ method: 'GET', url: linkPathIn(verification.textBody) });
    expect(opened.statusCode).toBe(302);
    const token = await loginAs(ctx.app, 'later@example.com');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(token),
    });
    expect(list.json().bookings.map((booking: { id: number }) => booking.id)).toEqual([id]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/me/${id}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('stay with the guest while the account has not verified the email', async () => {
    const id = await guestBooks('unverified@example.com');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'Not',
        last_name: 'Yet',
        email: 'unverified@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agreed_to_terms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(booking!.userId).toBeNull();
  });
});
