import {
  CartOrderCalls,
  CheckoutSessionIdParams,
  CreateSubscriptionBody,
  SubscriptionIdParams,
  SubscriptionListQuery,
  TestPayCheckoutBody,
  UpdateSubscriptionBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CatalogView } from '../catalog-view/catalog-view.service.js';
import { planNotFound } from './subscription.errors.js';
import type { SubscriptionService } from './subscription.service.js';

/** `/subscriptions` CRUD, the test checkout page, and the checkout-session calls other services make. */
export async function registerSubscriptionHandlers(rpc: RequestBus, subs: SubscriptionService, catalog: CatalogView, webUrl: string) {
  await serveCall(rpc, CartOrderCalls.listSubscriptions, async (call) =>
    subs.list(requireActor(call), parseInput(SubscriptionListQuery, call.query)),
  );
  await serveCall(rpc, CartOrderCalls.getSubscription, async (call) =>
    subs.get(requireActor(call), parseInput(SubscriptionIdParams, call.params).id),
  );
  await serveCall(rpc, CartOrderCalls.createSubscription, async (call) =>
    subs.create(requireActor(call), parseInput(CreateSubscriptionBody, call.body).subscription),
  );
  await serveCall(rpc, CartOrderCalls.updateSubscription, async (call) =>
    subs.update(
      requireActor(call),
      parseInput(SubscriptionIdParams, call.params).id,
      parseInput(UpdateSubscriptionBody, call.body).subscription,
    ),
  );
  await serveCall(rpc, CartOrderCalls.deleteSubscription, async (call) => {
    await subs.remove(requireActor(call), parseInput(SubscriptionIdParams, call.params).id);
    return null;
  });
  await serveCall(rpc, CartOrderCalls.getCheckoutSession, async (call) =>
    subs.summary(requireActor(call), parseInput(CheckoutSessionIdParams, call.params).id),
  );
  await serveCall(rpc, CartOrderCalls.testPayCheckout, async (call) =>
    subs.testPay(
      requireActor(call),
      parseInput(CheckoutSessionIdParams, call.params).id,
      parseInput(TestPayCheckoutBody, call.body).payment_method,
    ),
  );

  // Service-to-service (not REST): plain payloads.
  await serveCall(rpc, CartOrderCalls.checkoutSessionVerify, async (req) => subs.verify(req.session_id, req.actor));
  await serveCall(rpc, CartOrderCalls.checkoutSessionCreate, async (req) => {
    const plan = req.plan_id != null ? await catalog.plan(req.plan_id) : undefined;
    if (req.plan_id != null && !plan) throw planNotFound();
    const session = await subs.openSession({
      kind: req.kind,
      actor: req.actor,
      plan: plan ?? undefined,
      cardId: req.card_id,
      amount: req.amount,
      description: req.description,
      idempotencyKey: `session-${req.kind}-${req.actor.account_id}-${req.plan_id ?? req.card_id ?? 'x'}-${Date.now()}`,
      successUrl: req.success_url ?? `${webUrl}/cards?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: req.cancel_url ?? `${webUrl}/cards`,
    });
    return { session_id: session.id, url: session.url };
  });
}
