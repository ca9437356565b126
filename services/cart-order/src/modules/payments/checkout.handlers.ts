import { CartOrderCalls, cartOrderRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { CheckoutService } from './checkout.service.js';
import type { WebhookService } from './webhook.service.js';

/** Paying for the cart (`/cart/payment_intent`, `/cart/payment_complete`) and the provider's webhook. */
export async function serveCheckout(rpc: RequestBus, checkout: CheckoutService, webhooks: WebhookService) {
  await serveRoute(rpc, routes.paymentIntent, async ({ actor }) => checkout.paymentIntent(actor));
  await serveRoute(rpc, routes.paymentComplete, async ({ actor, body }) => checkout.paymentComplete(actor, body.cart));
  // The raw body travels base64 with its signature, not as a forwarded REST call.
  await serveCall(rpc, CartOrderCalls.stripeWebhook, async (req) =>
    webhooks.handle(Buffer.from(req.payload_base64, 'base64'), req.signature),
  );
}
