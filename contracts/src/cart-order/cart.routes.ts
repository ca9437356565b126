import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import {
  AddToCartBody,
  Cart,
  CartItemIdParams,
  CouponKeyBody,
  CouponValidReply,
  PaymentCompleteBody,
  PaymentIntentReply,
  RemoveFromCartBody,
  UpdateCartItemBody,
} from './cart.js';
import { SendToManyBody, SetRecipientsBody } from './mailing.js';
import { ListDatesBody, ListDatesReply } from './list-dates.js';
import { DeliveryCalendarQuery, DeliveryCalendarReply, DeliveryOptionsQuery, DeliveryOptionsReply, SetDeliveryBody } from './delivery.js';
import { Order } from './order.js';

/** The cart, its delivery choices and checkout: REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const cartRoutes = {
  getCart: forwardedRoute(
    'cart_order.cart.get',
    defineRoute({
      method: 'get',
      path: '/cart',
      summary: 'Show the cart with server-computed totals',
      tag: 'Cart',
      auth: 'user',
      response: Cart,
    }),
  ),
  addToCart: forwardedRoute(
    'cart_order.cart.add',
    defineRoute({
      method: 'post',
      path: '/cart/add',
      summary: 'Add a card instance on a product (same pair adds up)',
      tag: 'Cart',
      auth: 'user',
      body: AddToCartBody,
      response: Cart,
      errors: [404],
    }),
  ),
  removeFromCart: forwardedRoute(
    'cart_order.cart.remove',
    defineRoute({
      method: 'post',
      path: '/cart/remove',
      summary: 'Remove a cart item',
      tag: 'Cart',
      auth: 'user',
      body: RemoveFromCartBody,
      response: Cart,
      errors: [404],
    }),
  ),
  clearCart: forwardedRoute(
    'cart_order.cart.clear',
    defineRoute({ method: 'delete', path: '/cart', summary: 'Empty the cart', tag: 'Cart', auth: 'user', response: Cart }),
  ),
  updateCartItem: forwardedRoute(
    'cart_order.cart_item.update',
    defineRoute({
      method: 'put',
      path: '/cart_item/:id',
      summary: "Change a cart item's quantity",
      tag: 'Cart',
      auth: 'user',
      params: CartItemIdParams,
      body: UpdateCartItemBody,
      response: Cart,
    }),
  ),
  sendToMany: forwardedRoute(
    'cart_order.cart.send_to_many',
    defineRoute({
      method: 'post',
      path: '/cart/send_to_many',
      summary: 'Send one design to many: a new line with a card for each recipient, greeted by name (422 names what is wrong)',
      tag: 'Cart',
      auth: 'user',
      body: SendToManyBody,
      response: Cart,
      errors: [404, 422],
    }),
  ),
  listDates: forwardedRoute(
    'cart_order.cart.list_dates',
    defineRoute({
      method: 'post',
      path: '/cart/list_dates',
      summary: "What a list's days come to before it is added: its people by date, each with the last moment to order (nothing is saved)",
      tag: 'Cart',
      auth: 'user',
      body: ListDatesBody,
      response: ListDatesReply,
      errors: [404, 422],
    }),
  ),
  setCartItemRecipients: forwardedRoute(
    'cart_order.cart_item.set_recipients',
    defineRoute({
      method: 'put',
      path: '/cart_item/:id/recipients',
      summary: 'Replace the recipients of a line sent to many (add, remove, change a greeting)',
      tag: 'Cart',
      auth: 'user',
      params: CartItemIdParams,
      body: SetRecipientsBody,
      response: Cart,
      errors: [404, 422],
    }),
  ),
  applyCoupon: forwardedRoute(
    'cart_order.cart.apply_coupon',
    defineRoute({
      method: 'post',
      path: '/cart/apply_coupon',
      summary: 'Apply a coupon (404 unknown, 422 not applicable with the reason)',
      tag: 'Cart',
      auth: 'user',
      body: CouponKeyBody,
      response: Cart,
    }),
  ),
  removeCoupon: forwardedRoute(
    'cart_order.cart.remove_coupon',
    defineRoute({
      method: 'delete',
      path: '/cart/coupon',
      summary: 'Take the coupon off the cart',
      tag: 'Cart',
      auth: 'user',
      response: Cart,
    }),
  ),
  setDelivery: forwardedRoute(
    'cart_order.cart.set_delivery',
    defineRoute({
      method: 'put',
      path: '/cart/delivery',
      summary: 'Choose send-to-me or direct-to-recipient, the postage class and the address',
      tag: 'Cart',
      auth: 'user',
      body: SetDeliveryBody,
      response: Cart,
      errors: [404],
    }),
  ),
  deliveryOptions: forwardedRoute(
    'cart_order.delivery.options',
    defineRoute({
      method: 'get',
      path: '/delivery_options',
      summary:
        "Postage classes with standard prices, the dispatch and arrival dates of an order paid now, and this season's last order times for Christmas",
      tag: 'Cart',
      auth: 'public',
      query: DeliveryOptionsQuery,
      response: DeliveryOptionsReply,
    }),
  ),
  deliveryCalendar: forwardedRoute(
    'cart_order.delivery.calendar',
    defineRoute({
      method: 'get',
      path: '/delivery_calendar',
      summary: 'The arrive-by calendar of a month: which days a postage class can be asked to arrive by, and why the others cannot',
      tag: 'Cart',
      auth: 'public',
      query: DeliveryCalendarQuery,
      response: DeliveryCalendarReply,
    }),
  ),
  couponValid: forwardedRoute(
    'cart_order.coupon.validate',
    defineRoute({
      method: 'post',
      path: '/order/coupon_valid',
      summary: 'Whether a coupon applies to the current cart',
      tag: 'Cart',
      auth: 'user',
      body: CouponKeyBody,
      response: CouponValidReply,
    }),
  ),
  paymentIntent: forwardedRoute(
    'cart_order.cart.payment_intent',
    defineRoute({
      method: 'post',
      path: '/cart/payment_intent',
      summary: "Start paying the cart's current total",
      tag: 'Checkout',
      auth: 'user',
      response: PaymentIntentReply,
      errors: [409],
    }),
  ),
  paymentComplete: forwardedRoute(
    'cart_order.cart.payment_complete',
    defineRoute({
      method: 'post',
      path: '/cart/payment_complete',
      summary: 'Confirm the payment and create the order (idempotent by payment intent)',
      tag: 'Checkout',
      auth: 'user',
      body: PaymentCompleteBody,
      response: Order,
      errors: [402, 404, 409],
    }),
  ),
} as const;
