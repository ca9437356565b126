import { z } from 'zod';
import { ListQuery } from '../common.js';
import { forwardedRoute } from '../calls.js';
import { defineRoute } from '../openapi.js';
import { Address, CreateAddressBody, UpdateAddressBody } from './address.js';
import {
  AddToCartBody, Cart, CartItemIdParams, CouponKeyBody, CouponValidReply, PaymentCompleteBody, PaymentIntentReply,
  RemoveFromCartBody, UpdateCartItemBody,
} from './cart.js';
import { stripeWebhookCall, StripeWebhookReply } from './rpc.js';
import { Coupon, CouponKeyParams, CreateCouponBody, UpdateCouponBody } from './coupon.js';
import { DeliveryCalendarQuery, DeliveryCalendarReply, DeliveryOptionsQuery, DeliveryOptionsReply, SetDeliveryBody } from './delivery.js';
import { ChangeArriveByBody, CreateAdminOrderBody, Order, OrderIdParams, OrderListQuery, OrderNumberParams, UpdateAdminOrderBody } from './order.js';
import {
  CreateReminderBody, Reminder, ReminderIdParams, ReminderListQuery, UnsubscribeRemindersBody, UnsubscribeRemindersReply, UpdateReminderBody,
} from './reminder.js';
import {
  CheckoutSessionIdParams, CreateSubscriptionBody, Subscription, SubscriptionIdParams, SubscriptionListQuery,
  TestPayCheckoutBody, TestPayCheckoutReply, UpdateSubscriptionBody,
} from './subscription.js';

const Id = z.object({ id: z.coerce.number().int().positive() });

/** REST routes owned by the cart-order service (docs/api.md), each with the call the BFF forwards it to. */
export const cartOrderRoutes = {
  getCart: forwardedRoute('cart_order.cart.get', defineRoute({ method: 'get', path: '/cart', summary: 'Show the cart with server-computed totals', tag: 'Cart', auth: 'user', response: Cart })),
  addToCart: forwardedRoute('cart_order.cart.add', defineRoute({ method: 'post', path: '/cart/add', summary: 'Add a card instance on a product (same pair adds up)', tag: 'Cart', auth: 'user', body: AddToCartBody, response: Cart, errors: [404] })),
  removeFromCart: forwardedRoute('cart_order.cart.remove', defineRoute({ method: 'post', path: '/cart/remove', summary: 'Remove a cart item', tag: 'Cart', auth: 'user', body: RemoveFromCartBody, response: Cart, errors: [404] })),
  clearCart: forwardedRoute('cart_order.cart.clear', defineRoute({ method: 'delete', path: '/cart', summary: 'Empty the cart', tag: 'Cart', auth: 'user', response: Cart })),
  updateCartItem: forwardedRoute('cart_order.cart_item.update', defineRoute({ method: 'put', path: '/cart_item/:id', summary: 'Change a cart item\'s quantity', tag: 'Cart', auth: 'user', params: CartItemIdParams, body: UpdateCartItemBody, response: Cart })),
  applyCoupon: forwardedRoute('cart_order.cart.apply_coupon', defineRoute({ method: 'post', path: '/cart/apply_coupon', summary: 'Apply a coupon (404 unknown, 422 not applicable with the reason)', tag: 'Cart', auth: 'user', body: CouponKeyBody, response: Cart })),
  removeCoupon: forwardedRoute('cart_order.cart.remove_coupon', defineRoute({ method: 'delete', path: '/cart/coupon', summary: 'Take the coupon off the cart', tag: 'Cart', auth: 'user', response: Cart })),
  setDelivery: forwardedRoute('cart_order.cart.set_delivery', defineRoute({ method: 'put', path: '/cart/delivery', summary: 'Choose send-to-me or direct-to-recipient, the postage class and the address', tag: 'Cart', auth: 'user', body: SetDeliveryBody, response: Cart, errors: [404] })),
  deliveryOptions: forwardedRoute('cart_order.delivery.options', defineRoute({ method: 'get', path: '/delivery_options', summary: 'Postage classes with standard prices, the dispatch and arrival dates of an order paid now, and this season\'s last order times for Christmas', tag: 'Cart', auth: 'public', query: DeliveryOptionsQuery, response: DeliveryOptionsReply })),
  deliveryCalendar: forwardedRoute('cart_order.delivery.calendar', defineRoute({ method: 'get', path: '/delivery_calendar', summary: 'The arrive-by calendar of a month: which days a postage class can be asked to arrive by, and why the others cannot', tag: 'Cart', auth: 'public', query: DeliveryCalendarQuery, response: DeliveryCalendarReply })),
  couponValid: forwardedRoute('cart_order.coupon.validate', defineRoute({ method: 'post', path: '/order/coupon_valid', summary: 'Whether a coupon applies to the current cart', tag: 'Cart', auth: 'user', body: CouponKeyBody, response: CouponValidReply })),
  paymentIntent: forwardedRoute('cart_order.cart.payment_intent', defineRoute({ method: 'post', path: '/cart/payment_intent', summary: 'Start paying the cart\'s current total', tag: 'Checkout', auth: 'user', response: PaymentIntentReply, errors: [409] })),
  paymentComplete: forwardedRoute('cart_order.cart.payment_complete', defineRoute({ method: 'post', path: '/cart/payment_complete', summary: 'Confirm the payment and create the order (idempotent by payment intent)', tag: 'Checkout', auth: 'user', body: PaymentCompleteBody, response: Order, errors: [402, 404, 409] })),

  listOrders: forwardedRoute('cart_order.order.list', defineRoute({ method: 'get', path: '/orders', summary: 'My orders, newest first', tag: 'Orders', auth: 'user', query: OrderListQuery, response: z.array(Order) })),
  getOrder: forwardedRoute('cart_order.order.get', defineRoute({ method: 'get', path: '/orders/:id', summary: 'One of my orders', tag: 'Orders', auth: 'user', params: OrderIdParams, response: Order })),
  getOrderByNumber: forwardedRoute('cart_order.order.get_by_number', defineRoute({ method: 'get', path: '/order/:number', summary: 'One of my orders by its number', tag: 'Orders', auth: 'user', params: OrderNumberParams, response: Order })),
  cancelOrder: forwardedRoute('cart_order.order.cancel', defineRoute({ method: 'post', path: '/orders/:id/cancel', summary: 'Cancel my order before it goes to production (refunded in full)', tag: 'Orders', auth: 'user', params: OrderIdParams, response: Order, errors: [409] })),
  changeArriveBy: forwardedRoute('cart_order.order.change_arrive_by', defineRoute({ method: 'put', path: '/orders/:id/arrive_by', summary: 'Change the arrive-by day of my held order (422 with the reason when it cannot be reached)', tag: 'Orders', auth: 'user', params: OrderIdParams, body: ChangeArriveByBody, response: Order, errors: [409] })),

  adminListOrders: forwardedRoute('cart_order.admin_order.list', defineRoute({ method: 'get', path: '/admin/orders', summary: 'All orders', tag: 'Admin', auth: 'admin', query: OrderListQuery, response: z.array(Order) })),
  adminGetOrder: forwardedRoute('cart_order.admin_order.get', defineRoute({ method: 'get', path: '/admin/orders/:id', summary: 'Any order', tag: 'Admin', auth: 'admin', params: OrderIdParams, response: Order })),
  adminCreateOrder: forwardedRoute('cart_order.admin_order.create', defineRoute({ method: 'post', path: '/admin/orders', summary: 'Record a manual (already paid) order', tag: 'Admin', auth: 'admin', body: CreateAdminOrderBody, response: Order, status: 201 })),
  adminUpdateOrder: forwardedRoute('cart_order.admin_order.update', defineRoute({ method: 'put', path: '/admin/orders/:id', summary: 'Move an order along its status machine, set tracking', tag: 'Admin', auth: 'admin', params: OrderIdParams, body: UpdateAdminOrderBody, response: Order, errors: [409] })),
  adminDeleteOrder: forwardedRoute('cart_order.admin_order.delete', defineRoute({ method: 'delete', path: '/admin/orders/:id', summary: 'Archive a cancelled or refunded order', tag: 'Admin', auth: 'admin', params: OrderIdParams, status: 204, errors: [409] })),

  listCoupons: forwardedRoute('cart_order.coupon.list', defineRoute({ method: 'get', path: '/coupons', summary: 'List coupons', tag: 'Coupons', auth: 'admin', query: ListQuery, response: z.array(Coupon) })),
  getCoupon: forwardedRoute('cart_order.coupon.get', defineRoute({ method: 'get', path: '/coupons/:key', summary: 'Show a coupon by key (case-insensitive)', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, response: Coupon })),
  createCoupon: forwardedRoute('cart_order.coupon.create', defineRoute({ method: 'post', path: '/coupons', summary: 'Create a coupon', tag: 'Coupons', auth: 'admin', body: CreateCouponBody, response: Coupon, status: 201 })),
  updateCoupon: forwardedRoute('cart_order.coupon.update', defineRoute({ method: 'put', path: '/coupons/:key', summary: 'Update a coupon', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, body: UpdateCouponBody, response: Coupon })),
  deleteCoupon: forwardedRoute('cart_order.coupon.delete', defineRoute({ method: 'delete', path: '/coupons/:key', summary: 'Delete a coupon (redemptions are kept)', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, status: 204 })),

  listSubscriptions: forwardedRoute('cart_order.subscription.list', defineRoute({ method: 'get', path: '/subscriptions', summary: 'Subscriptions (admins: all; customers: their account\'s)', tag: 'Subscriptions', auth: 'user', query: SubscriptionListQuery, response: z.array(Subscription) })),
  getSubscription: forwardedRoute('cart_order.subscription.get', defineRoute({ method: 'get', path: '/subscriptions/:id', summary: 'Show a subscription', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, response: Subscription })),
  createSubscription: forwardedRoute('cart_order.subscription.create', defineRoute({ method: 'post', path: '/subscriptions', summary: 'Subscribe to a plan (checkout session) or, as admin, grant one', tag: 'Subscriptions', auth: 'user', body: CreateSubscriptionBody, response: Subscription, status: 201, errors: [409] })),
  updateSubscription: forwardedRoute('cart_order.subscription.update', defineRoute({ method: 'put', path: '/subscriptions/:id', summary: 'Schedule or undo cancellation; admins change anything', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, body: UpdateSubscriptionBody, response: Subscription })),
  deleteSubscription: forwardedRoute('cart_order.subscription.delete', defineRoute({ method: 'delete', path: '/subscriptions/:id', summary: 'Cancel a subscription now', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, status: 204 })),
  testPayCheckout: forwardedRoute('cart_order.checkout_session.test_pay', defineRoute({ method: 'post', path: '/checkout_sessions/:id/test_pay', summary: 'Test provider only: pay a checkout session as Stripe\'s hosted page would', tag: 'Subscriptions', auth: 'user', params: CheckoutSessionIdParams, body: TestPayCheckoutBody, response: TestPayCheckoutReply, errors: [402] })),

  listAddresses: forwardedRoute('cart_order.address.list', defineRoute({ method: 'get', path: '/addresses', summary: 'My address book', tag: 'Addresses', auth: 'user', query: ListQuery, response: z.array(Address) })),
  getAddress: forwardedRoute('cart_order.address.get', defineRoute({ method: 'get', path: '/addresses/:id', summary: 'One saved address', tag: 'Addresses', auth: 'user', params: Id, response: Address })),
  createAddress: forwardedRoute('cart_order.address.create', defineRoute({ method: 'post', path: '/addresses', summary: 'Save an address', tag: 'Addresses', auth: 'user', body: CreateAddressBody, response: Address, status: 201 })),
  updateAddress: forwardedRoute('cart_order.address.update', defineRoute({ method: 'put', path: '/addresses/:id', summary: 'Change a saved address', tag: 'Addresses', auth: 'user', params: Id, body: UpdateAddressBody, response: Address })),
  deleteAddress: forwardedRoute('cart_order.address.delete', defineRoute({ method: 'delete', path: '/addresses/:id', summary: 'Forget a saved address', tag: 'Addresses', auth: 'user', params: Id, status: 204 })),

  listReminders: forwardedRoute('cart_order.reminder.list', defineRoute({ method: 'get', path: '/reminders', summary: 'My reminders: people and dates, soonest first', tag: 'Reminders', auth: 'user', query: ReminderListQuery, response: z.array(Reminder) })),
  getReminder: forwardedRoute('cart_order.reminder.get', defineRoute({ method: 'get', path: '/reminders/:id', summary: 'One reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, response: Reminder })),
  createReminder: forwardedRoute('cart_order.reminder.create', defineRoute({ method: 'post', path: '/reminders', summary: 'Save a person and a date to be reminded of', tag: 'Reminders', auth: 'user', body: CreateReminderBody, response: Reminder, status: 201, errors: [404] })),
  updateReminder: forwardedRoute('cart_order.reminder.update', defineRoute({ method: 'put', path: '/reminders/:id', summary: 'Change a reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, body: UpdateReminderBody, response: Reminder, errors: [404] })),
  deleteReminder: forwardedRoute('cart_order.reminder.delete', defineRoute({ method: 'delete', path: '/reminders/:id', summary: 'Forget a reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, status: 204 })),
  unsubscribeReminders: forwardedRoute('cart_order.reminder.unsubscribe', defineRoute({ method: 'post', path: '/reminders/unsubscribe', summary: 'Stop reminder mails with the signed link from one of them (no sign-in)', tag: 'Reminders', auth: 'public', body: UnsubscribeRemindersBody, response: UnsubscribeRemindersReply, errors: [400] })),

  // The raw body travels base64 with its signature (not as an RpcCall), so its call is declared with the service's other calls.
  stripeWebhook: { ...defineRoute({ method: 'post', path: '/webhooks/stripe', summary: 'Stripe events (signature checked on the raw body)', tag: 'Checkout', auth: 'public', response: StripeWebhookReply, errors: [400] }), call: stripeWebhookCall },
} as const;

