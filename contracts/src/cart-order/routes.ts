import { defineRoute } from '../api-route.js';
import { addressCollectionRoutes } from './address-collection.routes.js';
import { addressRoutes } from './address.routes.js';
import { cartRoutes } from './cart.routes.js';
import { couponRoutes } from './coupon.routes.js';
import { orderRoutes } from './order.routes.js';
import { problemRoutes } from './problem.routes.js';
import { reminderRoutes } from './reminder.routes.js';
import { stripeWebhookCall, StripeWebhookReply } from './rpc.js';
import { subscriptionRoutes } from './subscription.routes.js';

/** REST routes owned by the cart-order service (docs/api.md), each with the call the BFF forwards it to; declared by area. */
export const cartOrderRoutes = {
  ...cartRoutes,
  ...orderRoutes,
  ...problemRoutes,
  ...couponRoutes,
  ...subscriptionRoutes,
  ...addressRoutes,
  ...addressCollectionRoutes,
  ...reminderRoutes,
  // The raw body travels base64 with its signature (not as an RpcCall), so its call is declared with the service's other calls.
  stripeWebhook: {
    ...defineRoute({
      method: 'post',
      path: '/webhooks/stripe',
      summary: 'Stripe events (signature checked on the raw body)',
      tag: 'Checkout',
      auth: 'public',
      response: StripeWebhookReply,
      errors: [400],
    }),
    call: stripeWebhookCall,
  },
} as const;
