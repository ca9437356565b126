import { CartOrderCalls, cartOrderRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { CatalogView } from '../catalog-view/index.js';
import { planNotFound } from './subscription.errors.js';
import type { SubscriptionService } from './subscription.service.js';
import { listPurchases } from './subscription.store.js';
import type { Db } from '../../domain/db.js';

/** What the subscription calls answer from. */
export interface SubscriptionParts {
  subs: SubscriptionService;
  db: Db;
  catalog: CatalogView;
  webUrl: string;
}

/** `/subscriptions` CRUD, the test checkout page, and the checkout-session calls other services make. */
export async function serveSubscriptions(rpc: RequestBus, { subs, db, catalog, webUrl }: SubscriptionParts) {
  await serveRoute(rpc, routes.listSubscriptions, async ({ actor, query }) => subs.list(actor, query));
  await serveRoute(rpc, routes.getSubscription, async ({ actor, params }) => subs.get(actor, params.id));
  await serveRoute(rpc, routes.createSubscription, async ({ actor, body }) => subs.create(actor, body.subscription));
  await serveRoute(rpc, routes.updateSubscription, async ({ actor, params, body }) => subs.update(actor, params.id, body.subscription));
  await serveRoute(rpc, routes.deleteSubscription, async ({ actor, params }) => {
    await subs.remove(actor, params.id);
    return null;
  });
  await serveRoute(rpc, routes.getCheckoutSession, async ({ actor, params }) => subs.summary(actor, params.id));
  await serveRoute(rpc, routes.adminListCheckoutSessions, async ({ query }) => listPurchases(db, query));
  await serveRoute(rpc, routes.testPayCheckout, async ({ actor, params, body }) => subs.testPay(actor, params.id, body.payment_method));

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
