import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GuestAccess } from './modules/bookings/guest-access.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';

/** What services need from the running app, built once by `buildApp`. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Paystack, or the sandbox without a key (DESIGN §5). */
  provider: PaymentProvider;
  /** The tokens of guests' booking links. */
  guestAccess: GuestAccess;
}
