import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { latestMailTo, linkPathIn } from '../../test/outbox.ts';
import { bearer, createUser, loginAs, PASSWORD, suspend } from '../../test/users.ts';

const ctx = useTestApp({ env: { APP_URL: 'https://stay.example.ng' } });

const registration = {
  first_name: 'Chioma',
  last_name: 'Eze',
  phone_number: '+234 803 555 0101',
  email: 'Chioma@Example.com',
  password: 'lagoon-sunset-7',
  password_confirmation: 'lagoon-sunset-7',
  agreed_to_terms: true,
};

const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const countRows = async () => ({
  users: await ctx.database.db.$count(users),
  mails: await ctx.database.db.$count(emailOutbox),
});

describe('POST /api/register', () => {
  it('creates an unverified user and writes a verification mail with a link', async () => {
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      first_name: 'Chioma',
      last_name: 'Eze',
      name: 'Chioma Eze',
      email: 'chioma@example.com',
      phone_number: '+234 803 555 0101',
      role: 'user',
      email_verified: false,
      is_affiliate: false,
    });
    expect(response.body).not.toMatch(/password|scrypt/);

    const mail = await latestMailTo(ctx.database.db, 'chioma@example.com');
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.textBody).toMatch(
      /https:\/\/stay\.example\.ng\/api\/email\/verify\/[A-Za-z0-9_-]{43}/,
    );
    expect(mail?.htmlBody).toContain('/api/email/verify/');
  });

  it('refuses an email that exists in another letter case, and writes nothing', async () => {
    await register(registration);
    const before = await countRows();
    const response = await register({ ...registration, email: 'CHIOMA@example.COM' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(await countRows()).toEqual(before);
  });

  it.each([
    ['no fields at all', {}, ['first_name', 'last_name', 'email', 'password']],
    ['mismatched passwords', { password_confirmation: 'different-9' }, ['password_confirmation']],
    ['a short password', { password: 'short', password_confirmation: 'short' }, ['password']],
    ['terms not agreed', { agreed_to_terms: false }, ['agreed_to_terms']],
    ['a bad email', { email: 'not-an-email' }, ['email']],
    [
      'wrong types',
      { first_name: 123, last_name: ['x'], agreed_to_terms: 'yes' },
      ['first_name', 'last_name', 'agreed_to_terms'],
    ],
    ['a name over the limit', { first_name: 'x'.repeat(101) }, ['first_name']],
    ['a bad phone', { phone_number: 'call me' }, ['phone_number']],
  ])('answers %s with 422 per field and writes nothing', async (_case, change, fields) => {
    const payload = Object.keys(change).length === 0 ? {} : { ...registration, ...change };
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    for (const field of fields) expect(body.errors[field]?.length).toBeGreaterThan(0);
    expect(await countRows()).toEqual({ users: 0, mails: 0 });
  });

  // Spec §8 names these texts: `message` is the text alone, the field stays in `errors`.
  it.each([
    [
      'mismatched passwords',
      { password_confirmation: 'different-9' },
      'password_confirmation',
      'Passwords do not match.',
    ],
    [
      'terms not agreed',
      { agreed_to_terms: false },
      'agreed_to_terms',
      'You must agree to the terms.',
    ],
  ])(
    "answers %s with exactly the spec's text as its message",
    async (_case, change, field, text) => {
      const response = await register({ ...registration, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: text, errors: { [field]: [text] } });
    },
  );

  it('refuses a body of a megabyte or more with 413 and writes nothing', async () => {
    const response = await register({ ...registration, first_name: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
    expect(await countRows()).toEqual({ users: 0, mails: 0 });
  });

  it('keeps SQL and HTML in names as text, and escapes them in the mail', async () => {
    const response = await register({
      ...registration,
      first_name: "Robert'); DROP TABLE users;--",
      last_name: '<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.last_name).toBe('<script>alert(1)</script>');
    expect(await ctx.database.db.$count(users)).toBe(1);
    const mail = await latestMailTo(ctx.database.db, 'chioma@example.com');
    expect(mail?.htmlBody).not.toContain("Robert'); DROP");
    expect(mail?.htmlBody).toContain('Robert&#39;); DROP TABLE users;--');
  });
});

describe('the verification link', () => {
  async function registeredLink() {
    await register(registration);
    const mail = await latestMailTo(ctx.database.db, 'chioma@example.com');
    return linkPathIn(mail!.textBody);
  }

  it('verifies the address once and redirects to the verification page', async () => {
    const link = await registeredLink();
    const first = await ctx.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/VerificationPage?verified=true');
    expect((await login('chioma@example.com', registration.password)).statusCode).toBe(200);

    const again = await ctx.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/VerificationPage?status=invalid');
  });

  it('refuses a link older than 24 hours', async () => {
    const link = await registeredLink();
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.purpose, 'email_verification'));
    const response = await ctx.app.inject({ method: 'GET', url: link });
    expect(response.headers.location).toBe('/VerificationPage?status=expired');
    expect((await login('chioma@example.com', registration.password)).statusCode).toBe(403);
  });

  it.each(['nonsense', 'x'.repeat(600), "'%20or%201=1--"])(
    'treats %s as an invalid link',
    async (token) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/email/verify/${token}` });
      expect([302, 422]).toContain(response.statusCode);
      if (response.statusCode === 302)
        expect(response.headers.location).toBe('/VerificationPage?status=invalid');
    },
  );

  it('sends a new link on request, which replaces the old one', async () => {
    const oldLink = await registeredLink();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/resend-verification',
      payload: { email: 'chioma@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const newLink = linkPathIn(
      (await latestMailTo(ctx.database.db, 'chioma@example.com'))!.textBody,
    );
    expect(newLink).not.toBe(oldLink);
    expect((await ctx.app.inject({ method: 'GET', url: oldLink })).headers.location).toBe(
      '/VerificationPage?status=invalid',
    );
    expect((await ctx.app.inject({ method: 'GET', url: newLink })).headers.location).toBe(
      '/VerificationPage?verified=true',
    );
  });

  it('answers a resend the same way whether or not the address has an account', async () => {
    await register(registration);
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/resend-verification',
      payload: { email: 'chioma@example.com' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/resend-verification',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMailTo(ctx.database.db, 'nobody@example.com')).toBeUndefined();
  });

  // Spec §8: the page shows the server's message when a resend fails; these are its words.
  const resend = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/email/resend-verification', payload });

  it('refuses an address that is not one with 422 and a message per field', async () => {
    const response = await resend({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'email: The email must be a valid email address.',
      errors: { email: ['The email must be a valid email address.'] },
    });
  });

  it('allows five resends of an address an hour, then answers 429 with when to retry', async () => {
    await register(registration);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await resend({ email: 'chioma@example.com' })).statusCode).toBe(200);
    }
    const limited = await resend({ email: 'chioma@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe('POST /api/login and /api/logout', () => {
  it('gives a token and the user, and records the login', async () => {
    await createUser(ctx.database.db, { email: 'ada@example.com' });
    const response = await login('ADA@example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.email).toBe('ada@example.com');
    expect(user.lastLogin).not.toBeNull();
    const [stored] = await ctx.database.db.select().from(authTokens);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('asks an unverified user to verify first, without a token', async () => {
    await createUser(ctx.database.db, { email: 'new@example.com', verified: false });
    const response = await login('new@example.com', PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      email_verification_required: true,
      message: 'Please verify your email address before logging in.',
    });
  });

  it('answers a wrong password and an unknown email with the same 422', async () => {
    await createUser(ctx.database.db, { email: 'ada@example.com' });
    const wrongPassword = await login('ada@example.com', 'not-the-password');
    const unknownEmail = await login('nobody@example.com', PASSWORD);
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('These credentials do not match our records.');
  });

  it('refuses a suspended account with 403', async () => {
    const user = await createUser(ctx.database.db, { email: 'ada@example.com' });
    await suspend(ctx.database.db, user.id);
    const response = await login('ada@example.com', PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This account is suspended.' });
  });

  it('revokes only the token used to log out', async () => {
    await createUser(ctx.database.db, { email: 'ada@example.com' });
    const phone = await loginAs(ctx.app, 'ada@example.com');
    const laptop = await loginAs(ctx.app, 'ada@example.com');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(phone),
    });
    expect(out.statusCode).toBe(200);
    const withPhone = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(phone),
    });
    const withLaptop = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(laptop),
    });
    expect(withPhone.statusCode).toBe(401);
    expect(withLaptop.statusCode).toBe(200);
  });

  it('limits login attempts per email with 429 and Retry-After', async () => {
    await createUser(ctx.database.db, { email: 'ada@example.com' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('ada@example.com', `wrong-${attempt}`)).statusCode).toBe(422);
    }
    const limited = await login('ada@example.com', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits login attempts per IP across emails', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`user${attempt}@example.com`, 'whatever-1')).statusCode).toBe(422);
    }
    expect((await login('other@example.com', 'whatever-1')).statusCode).toBe(429);
    const fromElsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.1.2.3',
      payload: { email: 'other@example.com', password: 'whatever-1' },
    });
    expect(fromElsewhere.statusCode).toBe(422);
  });
});
