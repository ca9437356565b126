import { cartOrderRoutes } from '@cards/contracts';
import { badRequest, requestCall } from '@cards/kit';
import { Router } from 'express';
import { custom, forward, type RouteContext } from '../http/forward.js';

/**
 * The cart-order part of the REST API (docs/api.md): cart, checkout, orders, coupons,
 * subscriptions, addresses, each forwarded to the call its route declares. The Stripe
 * webhook's raw body (kept by `express.raw` on /webhooks) travels base64-encoded so the
 * service checks the signature over the exact bytes.
 */
export async function cartOrderRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  const { stripeWebhook, ...forwarded } = cartOrderRoutes;
  for (const [key, route] of Object.entries(forwarded)) {
    // Payments wait on the provider (and 3-D Secure round trips), so they get longer than the default.
    const timeoutMs = key === 'paymentComplete' || key === 'paymentIntent' ? 30_000 : undefined;
    forward(router, ctx, route, { timeoutMs });
  }
  custom(router, ctx, stripeWebhook, async (v, req, res) => {
    const signature = req.get('stripe-signature');
    if (!signature || !Buffer.isBuffer(req.body)) throw badRequest('invalid_signature', 'Missing Stripe-Signature header or body');
    const result = await requestCall(
      ctx.rpc,
      stripeWebhook.call,
      { payload_base64: req.body.toString('base64'), signature },
      { headers: v.headers, timeoutMs: 30_000 },
    );
    res.status(200).json(result);
  });
  return router;
}
