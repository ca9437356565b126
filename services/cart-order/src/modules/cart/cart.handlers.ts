import {
  AddToCartBody, cartOrderRouteSubjects as subj, CartItemIdParams, CouponKeyBody, PaymentCompleteBody, RemoveFromCartBody,
  SetDeliveryBody, StripeWebhookRequest, UpdateCartItemBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CheckoutService } from '../payments/checkout.service.js';
import type { WebhookService } from '../payments/webhook.service.js';
import type { CartService } from './cart.service.js';

/** The cart calls of the REST API (docs/api.md), checkout, and the provider webhook. */
export async function registerCartHandlers(rpc: RequestBus, cart: CartService, checkout: CheckoutService, webhooks: WebhookService) {
  await serveCall(rpc, subj.getCart, async (call) => cart.view(requireActor(call)));
  await serveCall(rpc, subj.addToCart, async (call) => cart.add(requireActor(call), parseInput(AddToCartBody, call.body).cart));
  await serveCall(rpc, subj.removeFromCart, async (call) => cart.remove(requireActor(call), parseInput(RemoveFromCartBody, call.body).cart_item.id));
  await serveCall(rpc, subj.clearCart, async (call) => cart.clear(requireActor(call)));
  await serveCall(rpc, subj.updateCartItem, async (call) =>
    cart.updateItem(requireActor(call), parseInput(CartItemIdParams, call.params).id, parseInput(UpdateCartItemBody, call.body).cart_item.quantity));
  await serveCall(rpc, subj.applyCoupon, async (call) => cart.applyCoupon(requireActor(call), parseInput(CouponKeyBody, call.body).key));
  await serveCall(rpc, subj.removeCoupon, async (call) => cart.removeCoupon(requireActor(call)));
  await serveCall(rpc, subj.setDelivery, async (call) => cart.setDelivery(requireActor(call), parseInput(SetDeliveryBody, call.body).delivery));
  await serveCall(rpc, subj.couponValid, async (call) => cart.couponValid(requireActor(call), parseInput(CouponKeyBody, call.body).key));
  await serveCall(rpc, subj.paymentIntent, async (call) => checkout.paymentIntent(requireActor(call)));
  await serveCall(rpc, subj.paymentComplete, async (call) => checkout.paymentComplete(requireActor(call), parseInput(PaymentCompleteBody, call.body).cart));
  await rpc.handle(subj.stripeWebhook, async (data) => {
    const req = parseInput(StripeWebhookRequest, data);
    return webhooks.handle(Buffer.from(req.payload_base64, 'base64'), req.signature);
  });
}
