import {
  CartOrderEvents,
  type Actor,
  type CheckoutSummary,
  type CheckoutSessionVerifyReply,
  type Page,
  type Subscription,
  type SubscriptionStatus,
} from '@cards/contracts';
import { forbidden, isUniqueViolation, lockForTransaction, type Logger, type Outbox } from '@cards/kit';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { CatalogView, PlanView } from '../catalog-view/index.js';
import { declined, providerUnavailable } from '../../domain/checkout.errors.js';
import {
  type CheckoutSessionInfo,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderSubscription,
  TestPaymentProvider,
} from '../providers/index.js';
import {
  alreadySubscribed,
  checkoutNotFound,
  noAccount,
  planIsFree,
  planNotFound,
  planUnavailable,
  testProviderOnly,
} from './subscription.errors.js';
import { CheckoutSessionEntity, SubscriptionEntity } from './subscription.entity.js';
import {
  fromProviderStatus,
  ownSubscription,
  ownSession,
  rememberSession,
  subscriptionChanged,
  toCheckoutSummary,
  toSubscription,
} from './subscription.store.js';

const LIVE: SubscriptionStatus[] = ['active', 'past_due'];

/** What a SubscriptionService is built from. */
export interface SubscriptionServiceDeps {
  ds: DataSource;
  outbox: Outbox;
  provider: PaymentProvider;
  catalog: CatalogView;
  webUrl: string;
  log: Logger;
}

/**
 * Plan subscriptions. A customer buys one through a provider checkout session; it becomes
 * active when the session is verified as paid (`GET /payment_session`, the webhook or the
 * test payment page), whichever comes first, once. Admins may grant plans directly.
 */
export class SubscriptionService {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;
  private readonly provider: PaymentProvider;
  private readonly catalog: CatalogView;
  private readonly webUrl: string;
  private readonly log: Logger;

  constructor(deps: SubscriptionServiceDeps) {
    ({ ds: this.ds, outbox: this.outbox, provider: this.provider, catalog: this.catalog, webUrl: this.webUrl, log: this.log } = deps);
  }

  async list(
    actor: Actor,
    q: { page: number; per_page: number; status?: SubscriptionStatus; account_id?: number },
  ): Promise<Page<Subscription>> {
    const account = actor.admin ? (q.account_id ?? null) : (actor.account_id ?? -1);
    const [items, total] = await this.subs.findAndCount({
      where: { ...(account != null ? { account_id: account } : {}), ...(q.status ? { status: q.status } : {}) },
      order: { created_at: 'DESC', id: 'DESC' },
      take: q.per_page,
      skip: (q.page - 1) * q.per_page,
    });
    return { items: items.map(toSubscription), total };
  }

  async get(actor: Actor, id: number): Promise<Subscription> {
    return toSubscription(await ownSubscription(this.ds, actor, id));
  }

  async create(
    actor: Actor,
    input: { plan_id: number; account_id?: number; current_period_end?: string | null; success_url?: string; cancel_url?: string },
  ): Promise<Subscription> {
    const plan = await this.catalog.plan(input.plan_id);
    if (!plan) throw planNotFound();
    if (input.account_id != null) {
      if (!actor.admin) throw forbidden();
      return this.grant(input.account_id, plan, input.current_period_end ?? null);
    }
    if (actor.account_id == null) throw noAccount();
    if (!plan.active) throw planUnavailable();
    if (plan.price <= 0) throw planIsFree();
    const accountId = actor.account_id;
    const sub = await this.ds.transaction(async (m) => {
      await lockForTransaction(m, 'subscription', accountId);
      const live = await m.findOneBy(SubscriptionEntity, { account_id: accountId, status: In(LIVE) });
      if (live && live.plan_id === plan.id) throw alreadySubscribed();
      const open = await m.findOne(SubscriptionEntity, {
        where: { account_id: accountId, plan_id: plan.id, status: 'incomplete' },
        order: { id: 'DESC' },
      });
      if (open) return open;
      return m.save(
        SubscriptionEntity,
        m.create(SubscriptionEntity, {
          account_id: accountId,
          user_id: actor.user_id,
          plan_id: plan.id,
          plan_slug: plan.slug,
          plan_name: plan.name,
          status: 'incomplete',
          provider: this.provider.name,
        }),
      );
    });
    if (sub.checkout_session_id) return toSubscription(sub);
    const session = await this.openSession({
      kind: 'subscription',
      actor,
      plan,
      subscriptionId: sub.id,
      idempotencyKey: `subscription-checkout-${sub.id}`,
      successUrl: input.success_url ?? `${this.webUrl}/subscription/${sub.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: input.cancel_url ?? `${this.webUrl}/subscriptions`,
    });
    await this.subs.update({ id: sub.id }, { checkout_session_id: session.id, checkout_url: session.url });
    return toSubscription(await this.subs.findOneByOrFail({ id: sub.id }));
  }

  /** Opens a provider checkout session and remembers whose it is; for subscriptions and other services' purchases. */
  async openSession(o: {
    kind: 'subscription' | 'generation_pack';
    actor: Actor;
    plan?: PlanView;
    subscriptionId?: number;
    cardId?: number;
    amount?: number;
    description?: string;
    idempotencyKey: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }> {
    if (o.actor.account_id == null) throw noAccount();
    const metadata: Record<string, string> = { kind: o.kind, account_id: String(o.actor.account_id), user_id: String(o.actor.user_id) };
    if (o.plan) metadata.plan_id = String(o.plan.id);
    if (o.cardId) metadata.card_id = String(o.cardId);
    const productName = o.plan ? `${o.plan.name} plan` : (o.description ?? 'Card generation pack');
    let s: CheckoutSessionInfo;
    try {
      s = await this.provider.createCheckoutSession({
        mode: o.kind === 'subscription' ? 'subscription' : 'payment',
        priceRef: o.plan?.provider_price_id ?? null,
        amount: o.plan?.price ?? o.amount ?? 0,
        interval: o.plan?.interval ?? null,
        productName,
        metadata,
        customerEmail: o.actor.email || undefined,
        successUrl: o.successUrl,
        cancelUrl: o.cancelUrl,
        idempotencyKey: o.idempotencyKey,
      });
    } catch (err) {
      this.log.error({ err }, 'payment provider failed to open a checkout session');
      throw providerUnavailable();
    }
    await rememberSession(this.ds, {
      id: s.id,
      provider: this.provider.name,
      kind: o.kind,
      account_id: o.actor.account_id,
      user_id: o.actor.user_id,
      plan_id: o.plan?.id ?? null,
      card_id: o.cardId ?? null,
      amount: o.plan?.price ?? o.amount ?? null,
      description: productName,
      interval: o.plan?.interval ?? null,
      subscription_id: o.subscriptionId ?? null,
      success_url: o.successUrl,
    });
    return { id: s.id, url: s.url ?? '' };
  }

  /** `CartOrderCalls.checkoutSessionVerify`: asks the provider, activates what was bought once paid. */
  async verify(sessionId: string, actor: Actor): Promise<CheckoutSessionVerifyReply> {
    const row = await this.ds.getRepository(CheckoutSessionEntity).findOneBy({ id: sessionId });
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw checkoutNotFound();
    const paid = await this.sync(row);
    return {
      status: paid ? 'paid' : 'unpaid',
      kind: row.kind,
      account_id: row.account_id,
      ...(row.plan_id != null ? { plan_id: row.plan_id } : {}),
      ...(row.card_id != null ? { card_id: row.card_id } : {}),
    };
  }

  /** The webhook's `checkout.session.completed`. */
  async syncSessionById(sessionId: string): Promise<void> {
    const row = await this.ds.getRepository(CheckoutSessionEntity).findOneBy({ id: sessionId });
    if (row) await this.sync(row);
  }

  /** What a checkout sells and its price, for its owner. */
  async summary(actor: Actor, sessionId: string): Promise<CheckoutSummary> {
    return toCheckoutSummary(await ownSession(this.ds, actor, sessionId));
  }

  /** Test provider only: pays the session as the hosted checkout page would, then activates. */
  async testPay(actor: Actor, sessionId: string, paymentMethod: string) {
    if (!(this.provider instanceof TestPaymentProvider)) throw testProviderOnly();
    const row = await ownSession(this.ds, actor, sessionId);
    let successUrl: string | null;
    try {
      successUrl = (await this.provider.payCheckoutSession(sessionId, paymentMethod)).successUrl;
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw declined(err.code, err.message, err.declineCode);
      throw err;
    }
    const paid = await this.sync(row);
    return { session_id: sessionId, status: paid ? ('paid' as const) : ('unpaid' as const), success_url: successUrl };
  }

  private async sync(row: CheckoutSessionEntity): Promise<boolean> {
    if (row.status === 'paid') return true;
    let info: CheckoutSessionInfo;
    try {
      info = await this.provider.retrieveCheckoutSession(row.id);
    } catch (err) {
      this.log.error({ err, session: row.id }, 'payment provider failed to retrieve a checkout session');
      throw providerUnavailable();
    }
    const paid = info.status === 'complete' && info.payment_status !== 'unpaid';
    if (!paid) return false;
    const superseded: string[] = [];
    await this.ds.transaction(async (m) => {
      const cur = await m.findOne(CheckoutSessionEntity, { where: { id: row.id }, lock: { mode: 'pessimistic_write' } });
      if (!cur || cur.status === 'paid') return;
      await m.update(CheckoutSessionEntity, { id: row.id }, { status: 'paid' });
      if (cur.kind !== 'subscription' || cur.subscription_id == null) return;
      // A new plan replaces the account's current one.
      const old = await m.find(SubscriptionEntity, {
        where: { account_id: cur.account_id, status: In(LIVE), id: Not(cur.subscription_id) },
        lock: { mode: 'pessimistic_write' },
      });
      for (const o of old) {
        await m.update(SubscriptionEntity, { id: o.id }, { status: 'canceled' });
        await this.announce(m, { ...o, status: 'canceled' });
        if (o.provider_subscription_id && o.provider !== 'manual') superseded.push(o.provider_subscription_id);
      }
      const r = await m.update(
        SubscriptionEntity,
        { id: cur.subscription_id },
        {
          status: 'active',
          provider_subscription_id: info.subscription?.id ?? null,
          provider_customer_id: info.customer_id,
          current_period_start: () => 'coalesce(current_period_start, now())',
          current_period_end: info.subscription?.current_period_end ?? null,
          checkout_url: null,
        },
      );
      if (r.affected) await this.announce(m, await m.findOneByOrFail(SubscriptionEntity, { id: cur.subscription_id }));
    });
    await this.outbox.flush();
    for (const id of superseded)
      void this.provider.cancelSubscription(id).catch((err) => this.log.warn({ err, id }, 'could not cancel a replaced subscription'));
    return true;
  }

  /** The webhook's `customer.subscription.updated|deleted`: renewals, failed payments, cancellations. */
  async syncProviderSubscription(p: ProviderSubscription): Promise<void> {
    await this.ds.transaction(async (m) => {
      const cur = await m.findOne(SubscriptionEntity, { where: { provider_subscription_id: p.id }, lock: { mode: 'pessimistic_write' } });
      if (!cur) return;
      const status = fromProviderStatus(p.status);
      const end = p.current_period_end?.toISOString() ?? cur.current_period_end?.toISOString() ?? null;
      if (
        status === cur.status &&
        end === (cur.current_period_end?.toISOString() ?? null) &&
        p.cancel_at_period_end === cur.cancel_at_period_end
      )
        return;
      await m.update(
        SubscriptionEntity,
        { id: cur.id },
        { status, current_period_end: end ? new Date(end) : null, cancel_at_period_end: p.cancel_at_period_end },
      );
      await this.announce(m, await m.findOneByOrFail(SubscriptionEntity, { id: cur.id }));
    });
    await this.outbox.flush();
  }

  async update(
    actor: Actor,
    id: number,
    patch: { cancel_at_period_end?: boolean; status?: SubscriptionStatus; plan_id?: number; current_period_end?: string | null },
  ): Promise<Subscription> {
    const cur = await ownSubscription(this.ds, actor, id);
    if (!actor.admin && (patch.status !== undefined || patch.plan_id !== undefined || patch.current_period_end !== undefined))
      throw forbidden('Only administrators change plans and statuses here; buy another plan to change yours');
    if (patch.cancel_at_period_end !== undefined && cur.provider_subscription_id && cur.provider !== 'manual') {
      await this.provider.setCancelAtPeriodEnd(cur.provider_subscription_id, patch.cancel_at_period_end).catch((err) => {
        this.log.error({ err, id }, 'provider refused to change the cancellation');
        throw providerUnavailable();
      });
    }
    const plan = patch.plan_id !== undefined ? await this.catalog.plan(patch.plan_id) : null;
    if (patch.plan_id !== undefined && !plan) throw planNotFound();
    const s = await this.ds.transaction(async (m) => {
      const set: QueryDeepPartialEntity<SubscriptionEntity> = { updated_at: () => 'now()' };
      if (patch.cancel_at_period_end != null) set.cancel_at_period_end = patch.cancel_at_period_end;
      if (patch.status != null) set.status = patch.status;
      if (plan) Object.assign(set, { plan_id: plan.id, plan_slug: plan.slug, plan_name: plan.name });
      if (patch.current_period_end !== undefined)
        set.current_period_end = patch.current_period_end ? new Date(patch.current_period_end) : null;
      await m.update(SubscriptionEntity, { id }, set).catch((e: unknown) => {
        if (isUniqueViolation(e)) throw alreadySubscribed();
        throw e;
      });
      const u = await m.findOneByOrFail(SubscriptionEntity, { id });
      await this.announce(m, u);
      return u;
    });
    await this.outbox.flush();
    return toSubscription(s);
  }

  /** Ends it now, at the provider too. */
  async remove(actor: Actor, id: number): Promise<void> {
    const cur = await ownSubscription(this.ds, actor, id);
    if (cur.status === 'canceled') return;
    if (cur.provider_subscription_id && cur.provider !== 'manual') {
      await this.provider.cancelSubscription(cur.provider_subscription_id).catch((err) => {
        this.log.error({ err, id }, 'provider refused to cancel');
        throw providerUnavailable();
      });
    }
    await this.ds.transaction(async (m) => {
      // An incomplete one never ran: it keeps its (empty) period; a running one ends now at the latest.
      await m.update(
        SubscriptionEntity,
        { id },
        {
          status: 'canceled',
          current_period_end: () =>
            `CASE WHEN status = 'incomplete' THEN current_period_end ELSE least(coalesce(current_period_end, now()), now()) END`,
        },
      );
      await this.announce(m, await m.findOneByOrFail(SubscriptionEntity, { id }));
    });
    await this.outbox.flush();
  }

  private async grant(accountId: number, plan: PlanView, end: string | null): Promise<Subscription> {
    const s = await this.ds.transaction(async (m) => {
      const u = await m
        .save(
          SubscriptionEntity,
          m.create(SubscriptionEntity, {
            account_id: accountId,
            plan_id: plan.id,
            plan_slug: plan.slug,
            plan_name: plan.name,
            status: 'active',
            provider: 'manual',
            current_period_start: new Date(),
            current_period_end: end ? new Date(end) : null,
          }),
        )
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw alreadySubscribed();
          throw e;
        });
      await this.announce(m, u);
      return u;
    });
    await this.outbox.flush();
    return toSubscription(s);
  }

  private get subs() {
    return this.ds.getRepository(SubscriptionEntity);
  }

  private announce(m: EntityManager, s: SubscriptionEntity) {
    return this.outbox.add(m, CartOrderEvents.subscriptionChanged, subscriptionChanged(s));
  }
}
