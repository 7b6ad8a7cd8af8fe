/**
 * What the booking flow needs from a card payment provider: Paystack in production, the
 * app's own sandbox without a secret key (DESIGN §5). Amounts are in kobo.
 */
export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

export interface VerifiedTransaction {
  /** Paystack's transaction status: `success`, `failed`, `abandoned`, … */
  status: string;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  raw: unknown;
}

export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<VerifiedTransaction>;
  /** A full refund of the transaction. */
  refund(reference: string, amountKobo: number): Promise<void>;
  /**
   * What the provider has given back on a transaction so far (refunds queued or done), in
   * kobo: a refund it accepted for an attempt whose database write never committed (the
   * process died in between) is then recorded, not asked for a second time.
   */
  refundedKobo(reference: string): Promise<number>;
  /**
   * The holder's name of a Nigerian bank account (Paystack's account resolution); null
   * when the bank does not know the number. Throws ProviderError when it cannot tell.
   */
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string } | null>;
}

/** The provider could not be reached or refused the call. */
export class ProviderError extends Error {}
