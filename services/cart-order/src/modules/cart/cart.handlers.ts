import {
  AddToCartBody,
  CartItemIdParams,
  CartOrderCalls,
  CouponKeyBody,
  PaymentCompleteBody,
  RemoveFromCartBody,
  SetDeliveryBody,
  UpdateCartItemBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CheckoutService } from '../payments/checkout.service.js';
import type { WebhookService } from '../payments/webhook.service.js';
import type { CartService } from './cart.service.js';

/** The cart calls of the REST API (docs/api.md), checkout, and the provider webhook. */
export async function registerCartHandlers(rpc: RequestBus, cart: CartService, checkout: CheckoutService, webhooks: WebhookService) {
  await serveCall(rpc, CartOrderCalls.getCart, async (call) => cart.view(requireActor(call)));
  await serveCall(rpc, CartOrderCalls.addToCart, async (call) => cart.add(requireActor(call), parseInput(AddToCartBody, call.body).cart));
  await serveCall(rpc, CartOrderCalls.removeFromCart, async (call) =>
    cart.remove(requireActor(call), parseInput(RemoveFromCartBody, call.body).cart_item.id),
  );
  await serveCall(rpc, CartOrderCalls.clearCart, async (call) => cart.clear(requireActor(call)));
  await serveCall(rpc, CartOrderCalls.updateCartItem, async (call) =>
    cart.updateItem(
      requireActor(call),
      parseInput(CartItemIdParams, call.params).id,
      parseInput(UpdateCartItemBody, call.body).cart_item.quantity,
    ),
  );
  await serveCall(rpc, CartOrderCalls.applyCoupon, async (call) =>
    cart.applyCoupon(requireActor(call), parseInput(CouponKeyBody, call.body).key),
  );
  await serveCall(rpc, CartOrderCalls.removeCoupon, async (call) => cart.removeCoupon(requireActor(call)));
  await serveCall(rpc, CartOrderCalls.setDelivery, async (call) =>
    cart.setDelivery(requireActor(call), parseInput(SetDeliveryBody, call.body).delivery),
  );
  await serveCall(rpc, CartOrderCalls.couponValid, async (call) =>
    cart.couponValid(requireActor(call), parseInput(CouponKeyBody, call.body).key),
  );
  await serveCall(rpc, CartOrderCalls.paymentIntent, async (call) => checkout.paymentIntent(requireActor(call)));
  await serveCall(rpc, CartOrderCalls.paymentComplete, async (call) =>
    checkout.paymentComplete(requireActor(call), parseInput(PaymentCompleteBody, call.body).cart),
  );
  await serveCall(rpc, CartOrderCalls.stripeWebhook, async (req) => {
    return webhooks.handle(Buffer.from(req.payload_base64, 'base64'), req.signature);
  });
}
