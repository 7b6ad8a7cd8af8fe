import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      HOLD_MINUTES: 30,
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset and trims a trailing slash from APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', APP_URL: 'https://aso.ng/' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.APP_URL).toBe('https://aso.ng');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s as %o', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must start with postgres/],
    [{ HOLD_MINUTES: '0' }, /HOLD_MINUTES/],
    [{ PAYSTACK_BASE_URL: 'not a url' }, /PAYSTACK_BASE_URL/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
