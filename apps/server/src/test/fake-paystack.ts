/**
 * A local stand-in for Paystack's REST API, a real HTTP server on 127.0.0.1, for the
 * payment tests: the endpoints the provider calls (POST /transaction/initialize,
 * GET /transaction/verify/:reference, POST /refund, GET /refund (the refunds of a
 * transaction id), GET /bank/resolve) in Paystack's documented envelope
 * `{ status, message, data }`, with the secret key as Bearer. It keeps every request and
 * every initialized transaction, and a test decides what verify reports.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeRequest {
  method: string;
  /** The path without the query string, e.g. `/transaction/verify/ASO-…`. */
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body; `undefined` without one. */
  body: unknown;
}

/** What initialize was asked to charge. */
export interface FakeTransaction {
  id: number;
  reference: string;
  /** In kobo. */
  amount: number;
  currency: string;
  email: string;
  callback_url: string | undefined;
  metadata: Record<string, unknown> | undefined;
  access_code: string;
}

/** What verify reports for a reference; by default a success for the initialized amount in NGN. */
interface FakeOutcome {
  /** `failed` is a declined card, `abandoned` a checkout left, `ongoing` one still under way. */
  status?: 'success' | 'failed' | 'abandoned' | 'ongoing';
  /** In kobo. */
  amount?: number;
  currency?: string;
  paidAt?: string | null;
}

/** How initialize (or refund) fails: an HTTP 500, or Paystack's `{ status: false }` with a 400. */
type FakeFailure = false | 'http-500' | 'status-false';

export interface FakePaystack {
  /** The base URL to give the app as PAYSTACK_BASE_URL. */
  url: string;
  secret: string;
  /** Every request received, in order. */
  readonly requests: FakeRequest[];
  /** Initialized transactions by reference. */
  readonly transactions: Map<string, FakeTransaction>;
  setOutcome(reference: string, outcome: FakeOutcome): void;
  failInitialize(failure?: FakeFailure): void;
  failRefund(failure?: FakeFailure): void;
  failResolve(failure?: FakeFailure): void;
  /** Makes an account known to `GET /bank/resolve` (every other number is unknown). */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /** The amounts (kobo) of the refunds accepted for a reference. */
  refunds(reference: string): number[];
  /** The requests to one endpoint, e.g. `requestsTo('POST', '/refund')`. */
  requestsTo(method: string, path: string): FakeRequest[];
  /** Back to no requests, no transactions, default outcomes, nothing failing. */
  reset(): void;
  stop(): Promise<void>;
}

/** The `x-paystack-signature` Paystack sends: hex HMAC-SHA512 of the raw body with the secret key. */
export function signWebhook(body: string | Buffer, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

/** A `charge.success` event as Paystack posts it to the webhook. */
export function chargeSuccessEvent(transaction: {
  reference: string;
  amount: number;
  currency?: string;
  paid_at?: string;
  id?: number;
}) {
  return {
    event: 'charge.success',
    data: {
      id: transaction.id ?? 1,
      domain: 'test',
      status: 'success',
      reference: transaction.reference,
      amount: transaction.amount,
      currency: transaction.currency ?? 'NGN',
      paid_at: transaction.paid_at ?? new Date().toISOString(),
      channel: 'card',
      gateway_response: 'Successful',
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, payload: unknown) {
  const body = JSON.stringify(payload);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const refuse = (response: ServerResponse, status: number, message: string) =>
  answer(response, status, { status: false, message });

function fail(response: ServerResponse, failure: Exclude<FakeFailure, false>) {
  if (failure === 'http-500') return refuse(response, 500, 'Internal server error');
  return refuse(response, 400, 'Request could not be processed');
}

export async function startFakePaystack({
  secret = `sk_test_${randomBytes(16).toString('hex')}`,
  port: listenPort = 0,
}: { secret?: string; port?: number } = {}): Promise<FakePaystack> {
  const requests: FakeRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const outcomes = new Map<string, FakeOutcome>();
  const refunded = new Map<string, number[]>();
  const accounts = new Map<string, string>();
  let resolveFailure: FakeFailure = false;
  let initializeFailure: FakeFailure = false;
  let refundFailure: FakeFailure = false;
  let nextId = 4_100_000_001;

  function initialize(body: Record<string, unknown>, response: ServerResponse) {
    if (initializeFailure) return fail(response, initializeFailure);
    const { amount, email, reference } = body;
    if (typeof email !== 'string' || email === '') return refuse(response, 400, 'Invalid email');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return refuse(response, 400, 'Invalid amount');
    }
    if (typeof reference !== 'string' || reference === '') {
      return refuse(response, 400, 'Invalid reference');
    }
    if (transactions.has(reference))
      return refuse(response, 400, 'Duplicate Transaction Reference');
    const transaction: FakeTransaction = {
      id: nextId++,
      reference,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : undefined,
      metadata: body.metadata as Record<string, unknown> | undefined,
      access_code: randomBytes(8).toString('hex'),
    };
    transactions.set(reference, transaction);
    answer(response, 200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `https://checkout.paystack.com/${transaction.access_code}`,
        access_code: transaction.access_code,
        reference,
      },
    });
  }

  function verify(reference: string, response: ServerResponse) {
    const transaction = transactions.get(reference);
    if (!transaction) return refuse(response, 400, 'Transaction reference not found');
    const outcome = outcomes.get(reference) ?? {};
    const status = outcome.status ?? 'success';
    answer(response, 200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: transaction.id,
        domain: 'test',
        status,
        reference,
        amount: outcome.amount ?? transaction.amount,
        currency: outcome.currency ?? transaction.currency,
        paid_at:
          outcome.paidAt !== undefined
            ? outcome.paidAt
            : status === 'success'
              ? new Date().toISOString()
              : null,
        gateway_response: status === 'success' ? 'Successful' : 'Declined',
        channel: 'card',
        metadata: transaction.metadata ?? null,
        customer: { email: transaction.email },
      },
    });
  }

  function refund(body: Record<string, unknown>, response: ServerResponse) {
    if (refundFailure) return fail(response, refundFailure);
    const reference = String(body.transaction ?? '');
    const transaction =
      transactions.get(reference) ??
      [...transactions.values()].find((candidate) => String(candidate.id) === reference);
    if (!transaction) return refuse(response, 404, 'Transaction not found');
    const already = refunded.get(transaction.reference) ?? [];
    const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
    const left = transaction.amount - already.reduce((sum, each) => sum + each, 0);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return refuse(response, 400, 'Refund amount cannot be greater than transaction amount');
    }
    refunded.set(transaction.reference, [...already, amount]);
    answer(response, 200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { id: transaction.id, reference: transaction.reference },
        amount,
        currency: transaction.currency,
        status: 'pending',
        refunded_at: null,
      },
    });
  }

  /** `GET /refund?transaction=<id>`: the refunds of one transaction, newest first. */
  function listRefunds(query: URLSearchParams, response: ServerResponse) {
    const id = query.get('transaction');
    const transaction = [...transactions.values()].find(
      (candidate) => id !== null && String(candidate.id) === id,
    );
    const amounts = transaction ? (refunded.get(transaction.reference) ?? []) : [];
    answer(response, 200, {
      status: true,
      message: 'Refunds retrieved',
      data: amounts
        .map((amount, index) => ({
          id: index + 1,
          transaction: transaction!.id,
          amount,
          currency: transaction!.currency,
          status: 'pending',
        }))
        .reverse(),
      meta: { total: amounts.length, page: 1, perPage: 100 },
    });
  }

  function resolveAccount(query: URLSearchParams, response: ServerResponse) {
    if (resolveFailure) return fail(response, resolveFailure);
    const accountNumber = query.get('account_number') ?? '';
    const bankCode = query.get('bank_code') ?? '';
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (!name) {
      return refuse(
        response,
        422,
        'Could not resolve account name. Check parameters or try again.',
      );
    }
    answer(response, 200, {
      status: true,
      message: 'Account number resolved',
      data: { account_number: accountNumber, account_name: name, bank_id: 9 },
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-paystack');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    let body: unknown;
    let parsed = true;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        parsed = false;
      }
    }
    requests.push({
      method,
      path: url.pathname,
      authorization: request.headers.authorization,
      body,
    });

    if (request.headers.authorization !== `Bearer ${secret}`) {
      return refuse(response, 401, 'Invalid key');
    }
    if (!parsed) return refuse(response, 400, 'Invalid JSON body');
    const fields = (body ?? {}) as Record<string, unknown>;
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      return initialize(fields, response);
    }
    if (method === 'GET' && verifyMatch) {
      return verify(decodeURIComponent(verifyMatch[1]!), response);
    }
    if (method === 'POST' && url.pathname === '/refund') return refund(fields, response);
    if (method === 'GET' && url.pathname === '/refund')
      return listRefunds(url.searchParams, response);
    if (method === 'GET' && url.pathname === '/bank/resolve') {
      return resolveAccount(url.searchParams, response);
    }
    refuse(response, 404, 'Not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) refuse(response, 500, (error as Error).message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    requests,
    transactions,
    setOutcome(reference, outcome) {
      outcomes.set(reference, outcome);
    },
    failInitialize(failure = 'http-500') {
      initializeFailure = failure;
    },
    failRefund(failure = 'http-500') {
      refundFailure = failure;
    },
    failResolve(failure = 'http-500') {
      resolveFailure = failure;
    },
    addAccount(bankCode, accountNumber, accountName) {
      accounts.set(`${bankCode}:${accountNumber}`, accountName);
    },
    refunds: (reference) => refunded.get(reference) ?? [],
    requestsTo: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path),
    reset() {
      requests.length = 0;
      transactions.clear();
      outcomes.clear();
      refunded.clear();
      accounts.clear();
      resolveFailure = false;
      initializeFailure = false;
      refundFailure = false;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
