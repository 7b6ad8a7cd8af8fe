import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { ProviderError, type PaymentProvider, type VerifiedTransaction } from './provider.ts';

/** The sandbox's test checkout page, under the API prefix; `authorization_url` points here. */
export const SANDBOX_CHECKOUT_ROUTE = '/sandbox/checkout';
export const SANDBOX_CHECKOUT_PATH = `/api${SANDBOX_CHECKOUT_ROUTE}`;

/** Sandbox account numbers starting with this are unknown to every bank. */
const SANDBOX_UNKNOWN_ACCOUNT_PREFIX = '000';

/** The sandbox, which also tells what refunds it was asked for. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The amounts (kobo) refunded on a reference since the app started. */
  refundsOf(reference: string): number[];
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'refundsOf' in provider;

interface SandboxCharge {
  outcome: 'success' | 'failed';
  paid_at: string;
  callback_url: string;
}

/**
 * The provider without a Paystack key (DESIGN §5): the app's own test checkout, whose
 * Pay and Decline buttons record the outcome on the payment, which `verify` then reads
 * back the way Paystack's verify would answer. No money moves.
 */
export function createSandboxProvider({ db, appUrl }: { db: Db; appUrl: string }): SandboxProvider {
  // Refunds asked for, by reference: nothing moves, but the test checkout shows them.
  const refunded = new Map<string, number[]>();
  return {
    name: 'sandbox',
    // The payment row already keeps the callback URL (written with it at initiation).
    async initialize({ reference }) {
      return {
        authorizationUrl: `${appUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`,
      };
    },
    async verify(reference): Promise<VerifiedTransaction> {
      const [payment] = await db
        .select({ amountKobo: payments.amountKobo, charge: payments.providerResponse })
        .from(payments)
        .where(eq(payments.reference, reference));
      if (!payment) throw new ProviderError('Transaction reference not found');
      const charge = payment.charge as Partial<SandboxCharge> | null;
      // Decline is Paystack's `failed` (a declined card); a checkout left unanswered, `abandoned`.
      const status = charge?.outcome ?? 'abandoned';
      return {
        status,
        amountKobo: payment.amountKobo,
        currency: 'NGN',
        paidAt: charge?.paid_at ?? null,
        raw: { sandbox: true, ...charge, status },
      };
    },
    // Nothing was charged: the refund is only recorded (in memory, for the test checkout).
    async refund(reference, amountKobo) {
      if (!Number.isInteger(amountKobo) || amountKobo <= 0) {
        throw new ProviderError('Refund amount must be a positive number of kobo');
      }
      refunded.set(reference, [...(refunded.get(reference) ?? []), amountKobo]);
    },
    async refundedKobo(reference) {
      return (refunded.get(reference) ?? []).reduce((sum, amount) => sum + amount, 0);
    },
    refundsOf: (reference) => refunded.get(reference) ?? [],
    // Every number resolves to a test name, except those starting with 000 (unknown).
    async resolveAccount(accountNumber) {
      if (accountNumber.startsWith(SANDBOX_UNKNOWN_ACCOUNT_PREFIX)) return null;
      return { accountName: `SANDBOX ACCOUNT ${accountNumber.slice(-4)}` };
    },
  };
}

/**
 * Records the test checkout's Pay or Decline (once: a second press changes nothing) and
 * returns where the browser goes next, `callback_url?reference=…`; null for an unknown
 * or already settled reference.
 */
export async function settleSandboxCharge(
  db: Db,
  reference: string,
  outcome: SandboxCharge['outcome'],
): Promise<string | null> {
  const rows = await db
    .update(payments)
    .set({
      providerResponse: sql`coalesce(${payments.providerResponse}, '{}'::jsonb) || ${JSON.stringify(
        {
          outcome,
          paid_at: new Date().toISOString(),
        },
      )}::jsonb`,
    })
    .where(
      sql`${payments.reference} = ${reference} and ${payments.provider} = 'sandbox'
          and not coalesce(${payments.providerResponse}, '{}'::jsonb) ? 'outcome'`,
    )
    .returning({ charge: payments.providerResponse });
  const charge = rows[0]?.charge as SandboxCharge | undefined;
  if (!charge) return null;
  const url = new URL(charge.callback_url);
  url.searchParams.set('reference', reference);
  return url.toString();
}
