import { cartOrderRoutes, cartOrderRouteSubjects, type ApiRoute } from '@cards/contracts';
import { badRequest } from '@cards/kit';
import { Router } from 'express';
import { custom, sendResult, type RouteContext } from '../http/forward.js';

/**
 * The cart-order part of the REST API (docs/api.md): cart, checkout, orders, coupons,
 * subscriptions, addresses, each forwarded to the subject paired with it in the contract.
 * The Stripe webhook's raw body (kept by
 * `express.raw` on /webhooks) travels base64-encoded so the service checks the signature
 * over the exact bytes.
 */
export async function cartOrderRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  for (const key of Object.keys(cartOrderRoutes) as Array<keyof typeof cartOrderRoutes>) {
    if (key === 'stripeWebhook') continue;
    const route: ApiRoute = cartOrderRoutes[key];
    // Payments wait on the provider (and 3-D Secure round trips), so they get longer than the default.
    const timeoutMs = key === 'paymentComplete' || key === 'paymentIntent' ? 30_000 : undefined;
    custom(router, ctx, route, async (v, req, res) => {
      const result = await ctx.rpc.request(cartOrderRouteSubjects[key], v.call, { headers: v.headers, timeoutMs });
      sendResult(req, res, route, result);
    });
  }
  custom(router, ctx, cartOrderRoutes.stripeWebhook, async (v, req, res) => {
    const signature = req.get('stripe-signature');
    if (!signature || !Buffer.isBuffer(req.body)) throw badRequest('invalid_signature', 'Missing Stripe-Signature header or body');
    const result = await ctx.rpc.request(cartOrderRouteSubjects.stripeWebhook, { payload_base64: req.body.toString('base64'), signature }, { headers: v.headers, timeoutMs: 30_000 });
    res.status(200).json(result);
  });
  return router;
}
