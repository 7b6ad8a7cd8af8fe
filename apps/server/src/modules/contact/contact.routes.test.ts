import { describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { latestMailTo } from '../../test/outbox.ts';

const ctx = useTestApp({ env: { STAFF_EMAIL: 'desk@aso.test' } });

const message = {
  name: 'Emeka',
  email: 'emeka@example.com',
  message: 'Do you have parking for two cars?',
};
const send = (payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message and writes a mail to staff', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/sent/);
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject(message);
    const mail = await latestMailTo(ctx.database.db, 'desk@aso.test');
    expect(mail?.subject).toBe('New contact message from Emeka');
    expect(mail?.textBody).toContain('Do you have parking for two cars?');
    expect(mail?.textBody).toContain('emeka@example.com');
  });

  it.each([
    ['nothing', {}],
    ['a bad email', { ...message, email: 'emeka' }],
    ['a short message', { ...message, message: 'hi' }],
    ['wrong types', { name: 1, email: [], message: {} }],
  ])('refuses %s with 422 and stores nothing', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toBeDefined();
    expect(await ctx.database.db.$count(contactMessages)).toBe(0);
    expect(await ctx.database.db.$count(emailOutbox)).toBe(0);
  });

  it('limits messages per IP', async () => {
    for (let sent = 0; sent < 5; sent++) {
      expect(
        (await send({ ...message, email: `e${sent}@example.com` }, '10.0.0.9')).statusCode,
      ).toBe(201);
    }
    const limited = await send({ ...message, email: 'e9@example.com' }, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
