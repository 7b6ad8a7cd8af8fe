import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatStayDates } from '@aso/core/display-dates';
import { formatNaira, koboToNaira } from '@aso/core/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findBookingDetail, findPaymentByReference } from '../bookings/bookings.repository.ts';
import { escapeHtml } from '../mail/mail.templates.ts';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_CHECKOUT_ROUTE,
  settleSandboxCharge,
  type SandboxProvider,
} from './sandbox.provider.ts';

const SANDBOX_REFUNDS_ROUTE = '/sandbox/refunds';

const ReferenceParamsSchema = z.object({ reference: z.string().min(1).max(200) });
const SettleBodySchema = z.object({ outcome: z.enum(['success', 'failed']) });

const NOT_FOUND = 'This test payment does not exist or has already been settled.';

/**
 * Where "Cancel payment" leads, as on Paystack's checkout: the callback with the
 * reference, which then finds the payment not completed (abandoned).
 */
function backUrl(providerResponse: unknown, reference: string): string {
  const callback = (providerResponse as { callback_url?: string } | null)?.callback_url;
  const url = new URL(callback ?? '/payment/callback', 'http://sandbox.invalid');
  url.searchParams.set('reference', reference);
  return callback ? url.toString() : `${url.pathname}${url.search}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Aso Residences</title>
<style>
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#f7f3e9;color:#2b2b2b}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1.5rem;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#7a3e12;color:#fff;font-weight:700;font-size:.875rem}
h1{font-size:1.75rem;color:#1f4d3a;margin:.75rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#595959}dd{margin:0;font-weight:600}
.amount{font-size:2rem;font-weight:800;color:#1f4d3a}
form{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;font-weight:700;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer;border:2px solid #1f4d3a}
.pay{background:#1f4d3a;color:#fff}.decline{background:#fff;color:#1f4d3a}
button:focus-visible,a:focus-visible{outline:3px solid #7a3e12;outline-offset:2px}
a{color:#1f4d3a;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox provider's checkout (DESIGN §5): a page clearly marked as a test, with
 * Pay and Decline buttons that settle the charge and send the browser to the callback.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ db: Db; provider: SandboxProvider }> = async (
  app,
  { db, provider },
) => {
  await app.register(formBody);
  app.get(
    `${SANDBOX_CHECKOUT_ROUTE}/:reference`,
    { schema: { params: ReferenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const payment = await findPaymentByReference(db, reference);
      if (!payment || payment.provider !== 'sandbox') throw new AppError(404, NOT_FOUND);
      const detail = await findBookingDetail(db, payment.bookingId);
      const settled = Boolean((payment.providerResponse as { outcome?: string } | null)?.outcome);
      const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;
      const body = `<span class="badge">Test payment — no money moves</span>
<h1>Sandbox checkout</h1>
<p class="amount">${formatNaira(koboToNaira(payment.amountKobo))}</p>
<dl>
<dt>Booking</dt><dd>#${payment.bookingId}</dd>
<dt>Room</dt><dd>${escapeHtml(detail?.roomTitle ?? '')}</dd>
<dt>Stay</dt><dd>${detail ? formatStayDates(detail.booking.startDate, detail.booking.endDate) : ''}</dd>
<dt>Reference</dt><dd>${escapeHtml(reference)}</dd>
</dl>
${
  settled
    ? '<p>This test payment has already been settled.</p>'
    : `<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="success">Pay ${formatNaira(koboToNaira(payment.amountKobo))}</button>
<button class="decline" type="submit" name="outcome" value="failed">Decline</button>
</form>
<p><a href="${escapeHtml(backUrl(payment.providerResponse, reference))}">Cancel payment and go back</a></p>`
}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page('Sandbox checkout', body));
    },
  );

  // What the sandbox was asked to refund on a test payment (Paystack's dashboard, in short).
  app.get(
    `${SANDBOX_REFUNDS_ROUTE}/:reference`,
    { schema: { params: ReferenceParamsSchema } },
    async (request) => {
      const { reference } = request.params;
      const payment = await findPaymentByReference(db, reference);
      if (!payment || payment.provider !== 'sandbox') throw new AppError(404, NOT_FOUND);
      return { reference, refunds: provider.refundsOf(reference) };
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_ROUTE}/:reference`,
    { schema: { params: ReferenceParamsSchema, body: SettleBodySchema } },
    async (request, reply) => {
      const next = await settleSandboxCharge(db, request.params.reference, request.body.outcome);
      if (!next) throw new AppError(404, NOT_FOUND);
      return reply.redirect(next, 303);
    },
  );
};
