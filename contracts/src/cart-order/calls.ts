import { callsOf, defineCall, defineHealthCall } from '../calls.js';
import { cartOrderRoutes } from './routes.js';
import {
  CheckoutSessionCreateReply,
  CheckoutSessionCreateRequest,
  CheckoutSessionVerifyReply,
  CheckoutSessionVerifyRequest,
  stripeWebhookCall,
} from './rpc.js';

/** Every call the cart-order service answers: its REST routes' calls and those other services make. */
export const CartOrderCalls = {
  ...callsOf(cartOrderRoutes),
  /** Called by generation's `GET /payment_session` (see {@link CheckoutSessionVerifyRequest}). */
  checkoutSessionVerify: defineCall({
    subject: 'cart_order.checkout_session.verify',
    request: CheckoutSessionVerifyRequest,
    reply: CheckoutSessionVerifyReply,
  }),
  /** For other services that sell something (generation packs). */
  checkoutSessionCreate: defineCall({
    subject: 'cart_order.checkout_session.create',
    request: CheckoutSessionCreateRequest,
    reply: CheckoutSessionCreateReply,
  }),
  stripeWebhook: stripeWebhookCall,
  health: defineHealthCall('cart_order'),
} as const;
