import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** `https://example.com` or `http://localhost:5173`: no path, query, user or trailing slash. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATABASE_URL: optionalString.refine(
    (url) => url === undefined || /^postgres(ql)?:\/\//.test(url),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Aso Residences <bookings@asoresidences.ng>'),
  STAFF_EMAIL: z.string().default('frontdesk@asoresidences.ng'),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * Unpaid checkouts (pending, unexpired holds) one guest email, and one client address,
   * may have at once, counted in the database; `0` switches the limit off.
   */
  HOLDS_PER_CLIENT: z.coerce.number().int().min(0).max(1000).default(2),
  /** `POST /initiate-payment` calls per client address per minute (in memory); `0` = off. */
  CHECKOUTS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(10),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_MAPS_API_KEY: optionalString,
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits key on
   * it): unset trusts none; `true` trusts any, else addresses / CIDRs / `loopback`.
   */
  TRUST_PROXY: optionalString.transform((value) => {
    if (value === undefined || value === 'false') return false;
    return value === 'true' ? true : value;
  }),
  /**
   * Sites whose scripts may call the API from the browser: exact origins, comma-separated
   * (`https://book.example.ng,https://admin.example.ng`); unset sends no CORS headers at all.
   */
  CORS_ORIGINS: optionalString.transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '');
    for (const origin of origins) {
      if (!isExactOrigin(origin)) {
        ctx.addIssue({
          code: 'custom',
          message: `has ${origin}, not an origin like https://example.com (scheme, host, optional port)`,
        });
        return z.NEVER;
      }
    }
    return origins;
  }),
  /**
   * `off` sends every page as the empty app shell rendered in the browser, as before the
   * server rendered the public pages: for comparison (bench) or if rendering misbehaves.
   */
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  /**
   * Imported channel feeds (issue 14) may point at loopback, private and link-local
   * addresses only with `1` (tests, a channel manager on the local network).
   */
  ICAL_ALLOW_PRIVATE: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  /** The whole fetch of one imported feed (connect, headers, body) may take this long. */
  ICAL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'APP_URL'> & {
  APP_URL: string;
  /** Absolute data dir: PGlite files and uploaded images. */
  dataDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const config = parsed.data;
  return {
    ...config,
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(config.DATA_DIR),
  };
}
