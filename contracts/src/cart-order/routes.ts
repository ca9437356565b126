import { z } from 'zod';
import { ListQuery } from '../common.js';
import { defineRoute } from '../openapi.js';
import { Address, CreateAddressBody, UpdateAddressBody } from './address.js';
import {
  AddToCartBody, Cart, CartItemIdParams, CouponKeyBody, CouponValidReply, PaymentCompleteBody, PaymentIntentReply,
  RemoveFromCartBody, UpdateCartItemBody,
} from './cart.js';
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

/** REST routes owned by the cart-order service (docs/api.md), with the bus subject each is forwarded to. */
export const cartOrderRoutes = {
  getCart: defineRoute({ method: 'get', path: '/cart', summary: 'Show the cart with server-computed totals', tag: 'Cart', auth: 'user', response: Cart }),
  addToCart: defineRoute({ method: 'post', path: '/cart/add', summary: 'Add a card instance on a product (same pair adds up)', tag: 'Cart', auth: 'user', body: AddToCartBody, response: Cart, errors: [404] }),
  removeFromCart: defineRoute({ method: 'post', path: '/cart/remove', summary: 'Remove a cart item', tag: 'Cart', auth: 'user', body: RemoveFromCartBody, response: Cart, errors: [404] }),
  clearCart: defineRoute({ method: 'delete', path: '/cart', summary: 'Empty the cart', tag: 'Cart', auth: 'user', response: Cart }),
  updateCartItem: defineRoute({ method: 'put', path: '/cart_item/:id', summary: 'Change a cart item\'s quantity', tag: 'Cart', auth: 'user', params: CartItemIdParams, body: UpdateCartItemBody, response: Cart }),
  applyCoupon: defineRoute({ method: 'post', path: '/cart/apply_coupon', summary: 'Apply a coupon (404 unknown, 422 not applicable with the reason)', tag: 'Cart', auth: 'user', body: CouponKeyBody, response: Cart }),
  removeCoupon: defineRoute({ method: 'delete', path: '/cart/coupon', summary: 'Take the coupon off the cart', tag: 'Cart', auth: 'user', response: Cart }),
  setDelivery: defineRoute({ method: 'put', path: '/cart/delivery', summary: 'Choose send-to-me or direct-to-recipient, the postage class and the address', tag: 'Cart', auth: 'user', body: SetDeliveryBody, response: Cart, errors: [404] }),
  deliveryOptions: defineRoute({ method: 'get', path: '/delivery_options', summary: 'Postage classes with standard prices, the dispatch and arrival dates of an order paid now, and this season\'s last order times for Christmas', tag: 'Cart', auth: 'public', query: DeliveryOptionsQuery, response: DeliveryOptionsReply }),
  deliveryCalendar: defineRoute({ method: 'get', path: '/delivery_calendar', summary: 'The arrive-by calendar of a month: which days a postage class can be asked to arrive by, and why the others cannot', tag: 'Cart', auth: 'public', query: DeliveryCalendarQuery, response: DeliveryCalendarReply }),
  couponValid: defineRoute({ method: 'post', path: '/order/coupon_valid', summary: 'Whether a coupon applies to the current cart', tag: 'Cart', auth: 'user', body: CouponKeyBody, response: CouponValidReply }),
  paymentIntent: defineRoute({ method: 'post', path: '/cart/payment_intent', summary: 'Start paying the cart\'s current total', tag: 'Checkout', auth: 'user', response: PaymentIntentReply, errors: [409] }),
  paymentComplete: defineRoute({ method: 'post', path: '/cart/payment_complete', summary: 'Confirm the payment and create the order (idempotent by payment intent)', tag: 'Checkout', auth: 'user', body: PaymentCompleteBody, response: Order, errors: [402, 404, 409] }),

  listOrders: defineRoute({ method: 'get', path: '/orders', summary: 'My orders, newest first', tag: 'Orders', auth: 'user', query: OrderListQuery, response: z.array(Order) }),
  getOrder: defineRoute({ method: 'get', path: '/orders/:id', summary: 'One of my orders', tag: 'Orders', auth: 'user', params: OrderIdParams, response: Order }),
  getOrderByNumber: defineRoute({ method: 'get', path: '/order/:number', summary: 'One of my orders by its number', tag: 'Orders', auth: 'user', params: OrderNumberParams, response: Order }),
  cancelOrder: defineRoute({ method: 'post', path: '/orders/:id/cancel', summary: 'Cancel my order before it goes to production (refunded in full)', tag: 'Orders', auth: 'user', params: OrderIdParams, response: Order, errors: [409] }),
  changeArriveBy: defineRoute({ method: 'put', path: '/orders/:id/arrive_by', summary: 'Change the arrive-by day of my held order (422 with the reason when it cannot be reached)', tag: 'Orders', auth: 'user', params: OrderIdParams, body: ChangeArriveByBody, response: Order, errors: [409] }),

  adminListOrders: defineRoute({ method: 'get', path: '/admin/orders', summary: 'All orders', tag: 'Admin', auth: 'admin', query: OrderListQuery, response: z.array(Order) }),
  adminGetOrder: defineRoute({ method: 'get', path: '/admin/orders/:id', summary: 'Any order', tag: 'Admin', auth: 'admin', params: OrderIdParams, response: Order }),
  adminCreateOrder: defineRoute({ method: 'post', path: '/admin/orders', summary: 'Record a manual (already paid) order', tag: 'Admin', auth: 'admin', body: CreateAdminOrderBody, response: Order, status: 201 }),
  adminUpdateOrder: defineRoute({ method: 'put', path: '/admin/orders/:id', summary: 'Move an order along its status machine, set tracking', tag: 'Admin', auth: 'admin', params: OrderIdParams, body: UpdateAdminOrderBody, response: Order, errors: [409] }),
  adminDeleteOrder: defineRoute({ method: 'delete', path: '/admin/orders/:id', summary: 'Archive a cancelled or refunded order', tag: 'Admin', auth: 'admin', params: OrderIdParams, status: 204, errors: [409] }),

  listCoupons: defineRoute({ method: 'get', path: '/coupons', summary: 'List coupons', tag: 'Coupons', auth: 'admin', query: ListQuery, response: z.array(Coupon) }),
  getCoupon: defineRoute({ method: 'get', path: '/coupons/:key', summary: 'Show a coupon by key (case-insensitive)', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, response: Coupon }),
  createCoupon: defineRoute({ method: 'post', path: '/coupons', summary: 'Create a coupon', tag: 'Coupons', auth: 'admin', body: CreateCouponBody, response: Coupon, status: 201 }),
  updateCoupon: defineRoute({ method: 'put', path: '/coupons/:key', summary: 'Update a coupon', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, body: UpdateCouponBody, response: Coupon }),
  deleteCoupon: defineRoute({ method: 'delete', path: '/coupons/:key', summary: 'Delete a coupon (redemptions are kept)', tag: 'Coupons', auth: 'admin', params: CouponKeyParams, status: 204 }),

  listSubscriptions: defineRoute({ method: 'get', path: '/subscriptions', summary: 'Subscriptions (admins: all; customers: their account\'s)', tag: 'Subscriptions', auth: 'user', query: SubscriptionListQuery, response: z.array(Subscription) }),
  getSubscription: defineRoute({ method: 'get', path: '/subscriptions/:id', summary: 'Show a subscription', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, response: Subscription }),
  createSubscription: defineRoute({ method: 'post', path: '/subscriptions', summary: 'Subscribe to a plan (checkout session) or, as admin, grant one', tag: 'Subscriptions', auth: 'user', body: CreateSubscriptionBody, response: Subscription, status: 201, errors: [409] }),
  updateSubscription: defineRoute({ method: 'put', path: '/subscriptions/:id', summary: 'Schedule or undo cancellation; admins change anything', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, body: UpdateSubscriptionBody, response: Subscription }),
  deleteSubscription: defineRoute({ method: 'delete', path: '/subscriptions/:id', summary: 'Cancel a subscription now', tag: 'Subscriptions', auth: 'user', params: SubscriptionIdParams, status: 204 }),
  testPayCheckout: defineRoute({ method: 'post', path: '/checkout_sessions/:id/test_pay', summary: 'Test provider only: pay a checkout session as Stripe\'s hosted page would', tag: 'Subscriptions', auth: 'user', params: CheckoutSessionIdParams, body: TestPayCheckoutBody, response: TestPayCheckoutReply, errors: [402] }),

  listAddresses: defineRoute({ method: 'get', path: '/addresses', summary: 'My address book', tag: 'Addresses', auth: 'user', query: ListQuery, response: z.array(Address) }),
  getAddress: defineRoute({ method: 'get', path: '/addresses/:id', summary: 'One saved address', tag: 'Addresses', auth: 'user', params: Id, response: Address }),
  createAddress: defineRoute({ method: 'post', path: '/addresses', summary: 'Save an address', tag: 'Addresses', auth: 'user', body: CreateAddressBody, response: Address, status: 201 }),
  updateAddress: defineRoute({ method: 'put', path: '/addresses/:id', summary: 'Change a saved address', tag: 'Addresses', auth: 'user', params: Id, body: UpdateAddressBody, response: Address }),
  deleteAddress: defineRoute({ method: 'delete', path: '/addresses/:id', summary: 'Forget a saved address', tag: 'Addresses', auth: 'user', params: Id, status: 204 }),

  listReminders: defineRoute({ method: 'get', path: '/reminders', summary: 'My reminders: people and dates, soonest first', tag: 'Reminders', auth: 'user', query: ReminderListQuery, response: z.array(Reminder) }),
  getReminder: defineRoute({ method: 'get', path: '/reminders/:id', summary: 'One reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, response: Reminder }),
  createReminder: defineRoute({ method: 'post', path: '/reminders', summary: 'Save a person and a date to be reminded of', tag: 'Reminders', auth: 'user', body: CreateReminderBody, response: Reminder, status: 201, errors: [404] }),
  updateReminder: defineRoute({ method: 'put', path: '/reminders/:id', summary: 'Change a reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, body: UpdateReminderBody, response: Reminder, errors: [404] }),
  deleteReminder: defineRoute({ method: 'delete', path: '/reminders/:id', summary: 'Forget a reminder', tag: 'Reminders', auth: 'user', params: ReminderIdParams, status: 204 }),
  unsubscribeReminders: defineRoute({ method: 'post', path: '/reminders/unsubscribe', summary: 'Stop reminder mails with the signed link from one of them (no sign-in)', tag: 'Reminders', auth: 'public', body: UnsubscribeRemindersBody, response: UnsubscribeRemindersReply, errors: [400] }),

  stripeWebhook: defineRoute({ method: 'post', path: '/webhooks/stripe', summary: 'Stripe events (signature checked on the raw body)', tag: 'Checkout', auth: 'public', response: z.object({ received: z.boolean() }), errors: [400] }),
} as const;

/** Bus subject of each route above; the BFF forwards to these and the service serves them. */
export const cartOrderRouteSubjects: Record<keyof typeof cartOrderRoutes, string> = {
  getCart: 'cart_order.cart.get',
  addToCart: 'cart_order.cart.add',
  removeFromCart: 'cart_order.cart.remove',
  clearCart: 'cart_order.cart.clear',
  updateCartItem: 'cart_order.cart_item.update',
  applyCoupon: 'cart_order.cart.apply_coupon',
  removeCoupon: 'cart_order.cart.remove_coupon',
  setDelivery: 'cart_order.cart.set_delivery',
  deliveryOptions: 'cart_order.delivery.options',
  deliveryCalendar: 'cart_order.delivery.calendar',
  couponValid: 'cart_order.coupon.validate',
  paymentIntent: 'cart_order.cart.payment_intent',
  paymentComplete: 'cart_order.cart.payment_complete',
  listOrders: 'cart_order.order.list',
  getOrder: 'cart_order.order.get',
  getOrderByNumber: 'cart_order.order.get_by_number',
  cancelOrder: 'cart_order.order.cancel',
  changeArriveBy: 'cart_order.order.change_arrive_by',
  adminListOrders: 'cart_order.admin_order.list',
  adminGetOrder: 'cart_order.admin_order.get',
  adminCreateOrder: 'cart_order.admin_order.create',
  adminUpdateOrder: 'cart_order.admin_order.update',
  adminDeleteOrder: 'cart_order.admin_order.delete',
  listCoupons: 'cart_order.coupon.list',
  getCoupon: 'cart_order.coupon.get',
  createCoupon: 'cart_order.coupon.create',
  updateCoupon: 'cart_order.coupon.update',
  deleteCoupon: 'cart_order.coupon.delete',
  listSubscriptions: 'cart_order.subscription.list',
  getSubscription: 'cart_order.subscription.get',
  createSubscription: 'cart_order.subscription.create',
  updateSubscription: 'cart_order.subscription.update',
  deleteSubscription: 'cart_order.subscription.delete',
  testPayCheckout: 'cart_order.checkout_session.test_pay',
  listAddresses: 'cart_order.address.list',
  getAddress: 'cart_order.address.get',
  createAddress: 'cart_order.address.create',
  updateAddress: 'cart_order.address.update',
  deleteAddress: 'cart_order.address.delete',
  listReminders: 'cart_order.reminder.list',
  getReminder: 'cart_order.reminder.get',
  createReminder: 'cart_order.reminder.create',
  updateReminder: 'cart_order.reminder.update',
  deleteReminder: 'cart_order.reminder.delete',
  unsubscribeReminders: 'cart_order.reminder.unsubscribe',
  stripeWebhook: 'cart_order.webhook.stripe',
};
