import { cartOrderRoutes, cartOrderRouteSubjects, type ApiRoute } from '@cards/contracts';
import { badRequest } from '@cards/kit';
import { Router } from 'express';
import { z } from 'zod';
import { custom, sendResult, type RouteContext } from '../http/forward.js';

/**
 * The cart-order part of the REST surface (spec §7): cart, checkout, orders, coupons,
 * subscriptions, addresses, each forwarded to the subject paired with it in the contract.
 * Only list routes are written as arrays with paging headers: a cart has `items` and
 * `total` too, and must go out as the object it is. The Stripe webhook's raw body (kept by
 * `express.raw` on /webhooks) travels base64-encoded so the service checks the signature
 * over the exact bytes.
 */
export async function cartOrderRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  const isList = (route: ApiRoute) => route.response instanceof z.ZodArray;
  for (const key of Object.keys(cartOrderRoutes) as Array<keyof typeof cartOrderRoutes>) {
    if (key === 'stripeWebhook') continue;
    const route: ApiRoute = cartOrderRoutes[key];
    // Payments wait on the provider (and 3-D Secure round trips), so they get longer than the default.
    const timeoutMs = key === 'paymentComplete' || key === 'paymentIntent' ? 30_000 : undefined;
    custom(router, ctx, route, async (v, req, res) => {
      const result = await ctx.rpc.request(cartOrderRouteSubjects[key], v.call, { headers: v.headers, timeoutMs });
      if (isList(route) || route.status === 204) sendResult(req, res, route, result);
      else res.status(route.status ?? 200).json(result ?? null);
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
