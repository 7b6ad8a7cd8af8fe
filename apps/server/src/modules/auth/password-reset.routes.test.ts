import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, users } from '../../db/schema.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { readMail, TestSmtpServer } from '../../test/smtp-catcher.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, createUser, loginAs, PASSWORD, suspend } from '../../test/users.ts';
import { issueToken } from './auth.repository.ts';

const smtp = new TestSmtpServer();
const env: Record<string, string> = { APP_URL: 'https://stay.example.ng' };
// Registered before useTestApp's hooks, so the app is built with the catcher's address.
beforeAll(async () => {
  await smtp.start();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
});
afterAll(() => smtp.stop());

const ctx = useTestApp({ env });
const db = () => ctx.database.db;

beforeEach(() => {
  smtp.received.length = 0;
});
// A delivery pass still running would mark the next test's first mail as sent.
afterEach(() => ctx.app.mailer.deliverDue());

const EMAIL = 'ada@example.com';
const NEW_PASSWORD = 'lagoon-sunset-7';
const FORGOT_ANSWER = {
  message:
    'If an account exists for that email, we have sent it a link to reset the password. The link is valid for 60 minutes.',
};
const LINK_INVALID = {
  message: 'This reset link has expired or was already used.',
  errors: { token: ['This reset link has expired or was already used.'] },
};

const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { email },
    remoteAddress,
  });
const reset = (payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload, remoteAddress });
const withNewPassword = (token: string, password = NEW_PASSWORD) => ({
  token,
  password,
  password_confirmation: password,
});
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** The token of the reset link in a mail's text, checking the link's address on the way. */
function resetTokenIn(text: string): string {
  const match = /https:\/\/stay\.example\.ng\/reset-password\?token=([A-Za-z0-9_-]{43})\b/.exec(
    text,
  );
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1]!;
}

/** Asks for a link for `email` and takes its token from the outbox. */
async function requestToken(email = EMAIL): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await latestMailTo(db(), email);
  return resetTokenIn(mail!.textBody);
}

const passwordHashOf = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0]!.passwordHash;

const sessionsInForce = (userId: number) =>
  db().$count(
    authTokens,
    and(
      eq(authTokens.userId, userId),
      eq(authTokens.purpose, 'session'),
      isNull(authTokens.revokedAt),
    ),
  );

describe('POST /api/password/forgot', () => {
  it('answers an unknown email exactly as a known one, and writes nothing for it', async () => {
    await createUser(db(), { email: EMAIL });
    const known = await forgot(EMAIL);
    const unknown = await forgot('nobody@example.com');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await db().$count(emailOutbox)).toBe(1);
    expect(await db().$count(authTokens, eq(authTokens.purpose, 'password_reset'))).toBe(1);
  });

  it('mails a link over SMTP that resets the password, whatever the letter case typed', async () => {
    const user = await createUser(db(), { email: EMAIL, firstName: 'Adaeze' });
    expect((await forgot('  ADA@Example.com ')).json()).toEqual(FORGOT_ANSWER);

    await ctx.app.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.rcptTo).toEqual([EMAIL]);
    const mail = await readMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hi Adaeze,');
    expect(mail.text).toContain('valid for 60 minutes');
    const token = resetTokenIn(mail.text);
    expect(mail.html).toContain(`https://stay.example.ng/reset-password?token=${token}`);

    // Only the SHA-256 of the token is stored, valid for an hour.
    const [row] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.purpose, 'password_reset'));
    expect(row!.userId).toBe(user.id);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const validForMs = row!.expiresAt.getTime() - Date.now();
    expect(validForMs).toBeGreaterThan(59 * 60_000);
    expect(validForMs).toBeLessThanOrEqual(60 * 60_000);

    const response = await reset(withNewPassword(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been reset. You can now log in.',
    });
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
    const withOld = await login(EMAIL, PASSWORD);
    expect(withOld.statusCode).toBe(422);
    expect(withOld.json().message).toBe('These credentials do not match our records.');
  });

  it('sends nothing to a suspended account, with the same answer', async () => {
    const user = await createUser(db(), { email: EMAIL });
    await suspend(db(), user.id);
    const response = await forgot(EMAIL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_ANSWER);
    expect(await db().$count(emailOutbox)).toBe(0);
    expect(await db().$count(authTokens)).toBe(0);
  });

  it('lets an account made with Google set its first password', async () => {
    await createUser(db(), { email: EMAIL });
    await db().update(users).set({ passwordHash: null }).where(eq(users.email, EMAIL));
    const token = await requestToken();
    expect((await reset(withNewPassword(token))).statusCode).toBe(200);
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes the earlier link stop working when a new one is sent', async () => {
    await createUser(db(), { email: EMAIL });
    const first = await requestToken();
    const second = await requestToken();
    expect(second).not.toBe(first);

    const stale = await reset(withNewPassword(first));
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual(LINK_INVALID);
    expect((await reset(withNewPassword(second))).statusCode).toBe(200);
  });

  it('limits requests per email and per client address with 429 and Retry-After', async () => {
    await createUser(db(), { email: EMAIL });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forgot(EMAIL, `10.0.0.${attempt}`)).statusCode).toBe(200);
    }
    const perEmail = await forgot(EMAIL, '10.0.0.99');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address is limited the same way, so a 429 tells nothing either.
    for (let attempt = 0; attempt < 5; attempt += 1) await forgot('nobody@example.com');
    expect((await forgot('nobody@example.com', '10.0.0.98')).statusCode).toBe(429);
    expect(await db().$count(emailOutbox)).toBe(5);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgot(`guest${attempt}@example.com`, '10.9.9.9')).statusCode).toBe(200);
    }
    expect((await forgot('another@example.com', '10.9.9.9')).statusCode).toBe(429);
  });
});

describe('POST /api/password/reset', () => {
  it('signs out every session of the account, and only of that account', async () => {
    const ada = await createUser(db(), { email: EMAIL });
    await createUser(db(), { email: 'bola@example.com' });
    const phone = await loginAs(ctx.app, EMAIL);
    const laptop = await loginAs(ctx.app, EMAIL);
    const bola = await loginAs(ctx.app, 'bola@example.com');
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(phone) })).statusCode).toBe(
      200,
    );

    expect((await reset(withNewPassword(await requestToken()))).statusCode).toBe(200);

    for (const token of [phone, laptop]) {
      const response = await ctx.app.inject({ url: '/api/user', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect(await sessionsInForce(ada.id)).toBe(0);
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(bola) })).statusCode).toBe(
      200,
    );
  });

  it('accepts a link once: the second use is refused and changes nothing', async () => {
    await createUser(db(), { email: EMAIL });
    const token = await requestToken();
    expect((await reset(withNewPassword(token))).statusCode).toBe(200);
    const hash = await passwordHashOf(EMAIL);
    const [link] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.purpose, 'password_reset'));
    expect(link!.usedAt).not.toBeNull();

    const again = await reset(withNewPassword(token, 'another-password-3'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(LINK_INVALID);
    expect(await passwordHashOf(EMAIL)).toBe(hash);
    expect((await login(EMAIL, 'another-password-3')).statusCode).toBe(422);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    await createUser(db(), { email: EMAIL });
    const token = await requestToken();
    await db()
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.purpose, 'password_reset'));
    const hash = await passwordHashOf(EMAIL);

    const response = await reset(withNewPassword(token));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(LINK_INVALID);
    expect(await passwordHashOf(EMAIL)).toBe(hash);
  });

  it('refuses an unknown token, and a token issued for another purpose', async () => {
    const user = await createUser(db(), { email: EMAIL, verified: false });
    const session = await issueToken(db(), {
      userId: user.id,
      purpose: 'session',
      ttlMs: 60_000,
    });
    const verification = await issueToken(db(), {
      userId: user.id,
      purpose: 'email_verification',
      ttlMs: 60_000,
    });
    const hash = await passwordHashOf(EMAIL);

    for (const token of ['x'.repeat(43), session, verification]) {
      const response = await reset(withNewPassword(token));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(LINK_INVALID);
    }
    expect(await passwordHashOf(EMAIL)).toBe(hash);
    const [link] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.purpose, 'email_verification'));
    expect(link!.usedAt).toBeNull();
  });

  it('refuses a link once the account is suspended', async () => {
    const user = await createUser(db(), { email: EMAIL });
    const token = await requestToken();
    await suspend(db(), user.id);
    const response = await reset(withNewPassword(token));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(LINK_INVALID);
  });

  it.each([
    [
      'mismatched passwords',
      { password: NEW_PASSWORD, password_confirmation: 'lagoon-sunset-8' },
      { password_confirmation: ['Passwords do not match.'] },
    ],
    [
      'a password shorter than the sign-up rule',
      { password: 'short', password_confirmation: 'short' },
      { password: ['The password must be at least 8 characters.'] },
    ],
    [
      'no password at all',
      {},
      {
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    ],
  ])('answers %s with 422 per field and changes nothing', async (_case, change, errors) => {
    const user = await createUser(db(), { email: EMAIL });
    const session = await loginAs(ctx.app, EMAIL);
    const token = await requestToken();
    const hash = await passwordHashOf(EMAIL);

    const response = await reset({ token, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await passwordHashOf(EMAIL)).toBe(hash);
    expect(await sessionsInForce(user.id)).toBe(1);
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(session) })).statusCode).toBe(
      200,
    );
    // The link was not spent on the failed attempt.
    expect((await reset(withNewPassword(token))).statusCode).toBe(200);
  });

  it('answers a missing or oversized token with 422 on the token field', async () => {
    const missing = await reset({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: ['The token field is required.'] });
    const oversized = await reset(withNewPassword('x'.repeat(513)));
    expect(oversized.statusCode).toBe(422);
    expect(oversized.json().errors).toEqual(LINK_INVALID.errors);
  });

  it('limits attempts per client address with 429', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await reset(withNewPassword(`guess-${attempt}`), '10.7.7.7')).statusCode).toBe(422);
    }
    const limited = await reset(withNewPassword('guess-20'), '10.7.7.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset(withNewPassword('guess-21'), '10.7.7.8')).statusCode).toBe(422);
  });
});
