import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import {
  CheckoutSessionIdParams,
  CheckoutSummary,
  Purchase,
  PurchaseListQuery,
  CreateSubscriptionBody,
  Subscription,
  SubscriptionIdParams,
  SubscriptionListQuery,
  TestPayCheckoutBody,
  TestPayCheckoutReply,
  UpdateSubscriptionBody,
} from './subscription.js';

/** Subscriptions and checkout sessions outside orders: REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const subscriptionRoutes = {
  listSubscriptions: forwardedRoute(
    'cart_order.subscription.list',
    defineRoute({
      method: 'get',
      path: '/subscriptions',
      summary: "Subscriptions (admins: all; customers: their account's)",
      tag: 'Subscriptions',
      auth: 'user',
      query: SubscriptionListQuery,
      response: z.array(Subscription),
    }),
  ),
  getSubscription: forwardedRoute(
    'cart_order.subscription.get',
    defineRoute({
      method: 'get',
      path: '/subscriptions/:id',
      summary: 'Show a subscription',
      tag: 'Subscriptions',
      auth: 'user',
      params: SubscriptionIdParams,
      response: Subscription,
    }),
  ),
  createSubscription: forwardedRoute(
    'cart_order.subscription.create',
    defineRoute({
      method: 'post',
      path: '/subscriptions',
      summary: 'Subscribe to a plan (checkout session) or, as admin, grant one',
      tag: 'Subscriptions',
      auth: 'user',
      body: CreateSubscriptionBody,
      response: Subscription,
      status: 201,
      errors: [409],
    }),
  ),
  updateSubscription: forwardedRoute(
    'cart_order.subscription.update',
    defineRoute({
      method: 'put',
      path: '/subscriptions/:id',
      summary: 'Schedule or undo cancellation; admins change anything',
      tag: 'Subscriptions',
      auth: 'user',
      params: SubscriptionIdParams,
      body: UpdateSubscriptionBody,
      response: Subscription,
    }),
  ),
  deleteSubscription: forwardedRoute(
    'cart_order.subscription.delete',
    defineRoute({
      method: 'delete',
      path: '/subscriptions/:id',
      summary: 'Cancel a subscription now',
      tag: 'Subscriptions',
      auth: 'user',
      params: SubscriptionIdParams,
      status: 204,
    }),
  ),
  adminListCheckoutSessions: forwardedRoute(
    'cart_order.admin_checkout_session.list',
    defineRoute({
      method: 'get',
      path: '/admin/checkout_sessions',
      summary: 'Checkouts outside orders (design packs, plans), newest first: what, when, price, paid or not',
      tag: 'Admin',
      auth: 'admin',
      query: PurchaseListQuery,
      response: z.array(Purchase),
    }),
  ),
  getCheckoutSession: forwardedRoute(
    'cart_order.checkout_session.get',
    defineRoute({
      method: 'get',
      path: '/checkout_sessions/:id',
      summary: 'What a checkout sells and its price, for the page that takes the payment',
      tag: 'Subscriptions',
      auth: 'user',
      params: CheckoutSessionIdParams,
      response: CheckoutSummary,
      errors: [404],
    }),
  ),
  testPayCheckout: forwardedRoute(
    'cart_order.checkout_session.test_pay',
    defineRoute({
      method: 'post',
      path: '/checkout_sessions/:id/test_pay',
      summary: "Test provider only: pay a checkout session as Stripe's hosted page would",
      tag: 'Subscriptions',
      auth: 'user',
      params: CheckoutSessionIdParams,
      body: TestPayCheckoutBody,
      response: TestPayCheckoutReply,
      errors: [402],
    }),
  ),
} as const;
