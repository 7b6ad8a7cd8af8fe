import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPaystackProvider } from './paystack.provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.provider.ts';

/** Paystack when a secret key is configured, else the sandbox (DESIGN §5). */
export function createPaymentProvider(db: Db, config: Config): PaymentProvider {
  return config.PAYSTACK_SECRET_KEY
    ? createPaystackProvider({
        secretKey: config.PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL,
      })
    : createSandboxProvider({ db, appUrl: config.APP_URL });
}
