import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProviderError,
  type InitializeRequest,
  type PaymentProvider,
  type VerifiedTransaction,
} from './provider.ts';

const TIMEOUT_MS = 15_000;

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

/**
 * Paystack over its documented REST API (transaction/initialize, transaction/verify,
 * refund), with the secret key as Bearer.
 */
export function createPaystackProvider({
  secretKey,
  baseUrl,
}: {
  secretKey: string;
  baseUrl: string;
}): PaymentProvider {
  async function send(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`Paystack ${path} unreachable: ${(error as Error).message}`);
    }
    return response;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    const payload = (await response.json().catch(() => null)) as PaystackEnvelope<T> | null;
    if (!response.ok || !payload?.status) {
      throw new ProviderError(
        `Paystack ${path} answered ${response.status}: ${payload?.message ?? 'no message'}`,
      );
    }
    return payload.data;
  }

  return {
    name: 'paystack',
    async initialize(request: InitializeRequest) {
      const data = await call<{ authorization_url?: string }>('POST', '/transaction/initialize', {
        amount: request.amountKobo,
        email: request.email,
        reference: request.reference,
        currency: 'NGN',
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      });
      if (!data.authorization_url) throw new ProviderError('Paystack gave no authorization_url');
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference: string): Promise<VerifiedTransaction> {
      const data = await call<{
        status: string;
        amount: number;
        currency: string;
        paid_at?: string | null;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      return {
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency,
        paidAt: data.paid_at ?? null,
        raw: data,
      };
    },
    async refund(reference: string, amountKobo: number) {
      await call('POST', '/refund', { transaction: reference, amount: amountKobo });
    },
    async refundedKobo(reference: string) {
      // Refunds are listed by the transaction's id, which verify tells.
      const { id } = await call<{ id: number }>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      const refunds = await call<PaystackRefund[]>('GET', `/refund?transaction=${id}&perPage=100`);
      return refunds
        .filter((refund) => refundedTransactionId(refund) === id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
    },
    async resolveAccount(accountNumber: string, bankCode: string) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const response = await send('GET', `/bank/resolve?${query.toString()}`);
      const payload = (await response.json().catch(() => null)) as PaystackEnvelope<{
        account_name?: string;
      }> | null;
      // Paystack answers an unknown number with a 4xx and `status: false`.
      if (response.status >= 400 && response.status < 500 && response.status !== 401) return null;
      if (!response.ok || !payload?.status || !payload.data.account_name) {
        throw new ProviderError(
          `Paystack /bank/resolve answered ${response.status}: ${payload?.message ?? 'no message'}`,
        );
      }
      return { accountName: payload.data.account_name };
    },
  };
}

/** A refund as Paystack lists it; `transaction` is the id, or the transaction itself. */
interface PaystackRefund {
  transaction: number | { id: number };
  amount: number;
  status: string;
}

const refundedTransactionId = (refund: PaystackRefund) =>
  typeof refund.transaction === 'object' ? refund.transaction?.id : refund.transaction;

/** Paystack signs each webhook: HMAC-SHA512 of the raw body with the secret key, in hex. */
export function isValidPaystackSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
