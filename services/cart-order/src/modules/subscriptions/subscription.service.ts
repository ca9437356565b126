import {
  CartOrderEvents, type Actor, type CheckoutSessionVerifyReply, type Page, type Subscription, type SubscriptionStatus,
} from '@cards/contracts';
import { forbidden, type Logger, type Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { one, rows, S, type Queryable } from '../../db/sql.js';
import type { CatalogView, PlanView } from '../catalog-view/catalog-view.service.js';
import { declined, providerUnavailable } from '../payments/checkout.errors.js';
import { PaymentDeclinedError, type CheckoutSessionInfo, type PaymentProvider, type ProviderSubscription } from '../payments/payment-provider.port.js';
import { TestPaymentProvider } from '../payments/test-payment-provider.js';
import {
  alreadySubscribed, checkoutNotFound, noAccount, planIsFree, planNotFound, planUnavailable, subscriptionNotFound, testProviderOnly,
} from './subscription.errors.js';
import { fromProviderStatus, toSubscription, type CheckoutSessionRow, type SubscriptionRow } from './subscription.store.js';

const LIVE = `('active', 'past_due')`;

/**
 * Plan subscriptions. A customer buys one through a provider checkout session; it becomes
 * active when the session is verified as paid (`GET /payment_session`, the webhook or the
 * test payment page), whichever comes first, once. Admins may grant plans directly.
 */
export class SubscriptionService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly provider: PaymentProvider,
    private readonly catalog: CatalogView,
    private readonly webUrl: string,
    private readonly log: Logger,
  ) {}

  async list(actor: Actor, q: { page: number; per_page: number; status?: SubscriptionStatus; account_id?: number }): Promise<Page<Subscription>> {
    const account = actor.admin ? q.account_id ?? null : actor.account_id ?? -1;
    const where = `($1::int IS NULL OR account_id = $1) AND ($2::text IS NULL OR status = $2)`;
    const items = await rows<SubscriptionRow>(this.ds, `SELECT * FROM ${S}.subscriptions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [account, q.status ?? null, q.per_page, (q.page - 1) * q.per_page]);
    const total = await one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM ${S}.subscriptions WHERE ${where}`, [account, q.status ?? null]);
    return { items: items.map(toSubscription), total: total!.n };
  }

  async get(actor: Actor, id: number): Promise<Subscription> {
    return toSubscription(await this.own(this.ds, actor, id));
  }

  async create(actor: Actor, input: { plan_id: number; account_id?: number; current_period_end?: string | null; success_url?: string; cancel_url?: string }): Promise<Subscription> {
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
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('subscription'), $1)`, [accountId]);
      const live = await one<SubscriptionRow>(m, `SELECT * FROM ${S}.subscriptions WHERE account_id = $1 AND status IN ${LIVE}`, [accountId]);
      if (live && live.plan_id === plan.id) throw alreadySubscribed();
      const open = await one<SubscriptionRow>(m, `SELECT * FROM ${S}.subscriptions WHERE account_id = $1 AND plan_id = $2 AND status = 'incomplete' ORDER BY id DESC LIMIT 1`, [accountId, plan.id]);
      if (open) return open;
      return (await one<SubscriptionRow>(m, `INSERT INTO ${S}.subscriptions (account_id, user_id, plan_id, plan_slug, plan_name, status, provider)
        VALUES ($1, $2, $3, $4, $5, 'incomplete', $6) RETURNING *`, [accountId, actor.user_id, plan.id, plan.slug, plan.name, this.provider.name]))!;
    });
    if (sub.checkout_session_id) return toSubscription(sub);
    const session = await this.openSession({
      kind: 'subscription', actor, plan, subscriptionId: sub.id, idempotencyKey: `subscription-checkout-${sub.id}`,
      successUrl: input.success_url ?? `${this.webUrl}/subscription/${sub.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: input.cancel_url ?? `${this.webUrl}/subscriptions`,
    });
    const [u] = await rows<SubscriptionRow>(this.ds, `UPDATE ${S}.subscriptions SET checkout_session_id = $2, checkout_url = $3, updated_at = now() WHERE id = $1 RETURNING *`,
      [sub.id, session.id, session.url]);
    return toSubscription(u!);
  }

  /** Opens a provider checkout session and remembers whose it is; for subscriptions and other services' purchases. */
  async openSession(o: {
    kind: 'subscription' | 'generation_pack'; actor: Actor; plan?: PlanView; subscriptionId?: number; cardId?: number; amount?: number;
    description?: string; idempotencyKey: string; successUrl: string; cancelUrl: string;
  }): Promise<{ id: string; url: string }> {
    if (o.actor.account_id == null) throw noAccount();
    const metadata: Record<string, string> = { kind: o.kind, account_id: String(o.actor.account_id), user_id: String(o.actor.user_id) };
    if (o.plan) metadata.plan_id = String(o.plan.id);
    if (o.cardId) metadata.card_id = String(o.cardId);
    let s: CheckoutSessionInfo;
    try {
      s = await this.provider.createCheckoutSession({
        mode: o.kind === 'subscription' ? 'subscription' : 'payment',
        priceRef: o.plan?.provider_price_id ?? null, amount: o.plan?.price ?? o.amount ?? 0, interval: o.plan?.interval ?? null,
        productName: o.plan ? `${o.plan.name} plan` : o.description ?? 'Card generation pack',
        metadata, customerEmail: o.actor.email || undefined, successUrl: o.successUrl, cancelUrl: o.cancelUrl, idempotencyKey: o.idempotencyKey,
      });
    } catch (err) {
      this.log.error({ err }, 'payment provider failed to open a checkout session');
      throw providerUnavailable();
    }
    await this.ds.query(`INSERT INTO ${S}.checkout_sessions (id, provider, kind, account_id, user_id, plan_id, card_id, amount, subscription_id, success_url)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [s.id, this.provider.name, o.kind, o.actor.account_id, o.actor.user_id, o.plan?.id ?? null, o.cardId ?? null, o.plan?.price ?? o.amount ?? null, o.subscriptionId ?? null, o.successUrl]);
    return { id: s.id, url: s.url ?? '' };
  }

  /** `CartOrderCalls.checkoutSessionVerify`: asks the provider, activates what was bought once paid. */
  async verify(sessionId: string, actor: Actor): Promise<CheckoutSessionVerifyReply> {
    const row = await one<CheckoutSessionRow>(this.ds, `SELECT * FROM ${S}.checkout_sessions WHERE id = $1`, [sessionId]);
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw checkoutNotFound();
    const paid = await this.sync(row);
    return {
      status: paid ? 'paid' : 'unpaid', kind: row.kind, account_id: row.account_id,
      ...(row.plan_id != null ? { plan_id: row.plan_id } : {}), ...(row.card_id != null ? { card_id: row.card_id } : {}),
    };
  }

  /** The webhook's `checkout.session.completed`. */
  async syncSessionById(sessionId: string): Promise<void> {
    const row = await one<CheckoutSessionRow>(this.ds, `SELECT * FROM ${S}.checkout_sessions WHERE id = $1`, [sessionId]);
    if (row) await this.sync(row);
  }

  /** Test provider only: pays the session as the hosted checkout page would, then activates. */
  async testPay(actor: Actor, sessionId: string, paymentMethod: string) {
    if (!(this.provider instanceof TestPaymentProvider)) throw testProviderOnly();
    const row = await one<CheckoutSessionRow>(this.ds, `SELECT * FROM ${S}.checkout_sessions WHERE id = $1`, [sessionId]);
    if (!row || row.account_id !== actor.account_id) throw checkoutNotFound();
    let successUrl: string | null;
    try {
      successUrl = (await this.provider.payCheckoutSession(sessionId, paymentMethod)).successUrl;
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw declined(err.code, err.message, err.declineCode);
      throw err;
    }
    const paid = await this.sync(row);
    return { session_id: sessionId, status: paid ? 'paid' as const : 'unpaid' as const, success_url: successUrl };
  }

  private async sync(row: CheckoutSessionRow): Promise<boolean> {
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
      const cur = await one<CheckoutSessionRow>(m, `SELECT * FROM ${S}.checkout_sessions WHERE id = $1 FOR UPDATE`, [row.id]);
      if (!cur || cur.status === 'paid') return;
      await m.query(`UPDATE ${S}.checkout_sessions SET status = 'paid', updated_at = now() WHERE id = $1`, [row.id]);
      if (cur.kind !== 'subscription' || cur.subscription_id == null) return;
      // A new plan replaces the account's current one.
      const old = await rows<SubscriptionRow>(m, `UPDATE ${S}.subscriptions SET status = 'canceled', updated_at = now()
        WHERE account_id = $1 AND status IN ${LIVE} AND id <> $2 RETURNING *`, [cur.account_id, cur.subscription_id]);
      for (const o of old) {
        await this.announce(m, o);
        if (o.provider_subscription_id && o.provider !== 'manual') superseded.push(o.provider_subscription_id);
      }
      const [s] = await rows<SubscriptionRow>(m, `UPDATE ${S}.subscriptions SET status = 'active', provider_subscription_id = $2, provider_customer_id = $3,
          current_period_start = coalesce(current_period_start, now()), current_period_end = $4, checkout_url = NULL, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [cur.subscription_id, info.subscription?.id ?? null, info.customer_id, info.subscription?.current_period_end ?? null]);
      if (s) await this.announce(m, s);
    });
    await this.outbox.flush();
    for (const id of superseded) void this.provider.cancelSubscription(id).catch((err) => this.log.warn({ err, id }, 'could not cancel a replaced subscription'));
    return true;
  }

  /** The webhook's `customer.subscription.updated|deleted`: renewals, failed payments, cancellations. */
  async syncProviderSubscription(p: ProviderSubscription): Promise<void> {
    await this.ds.transaction(async (m) => {
      const cur = await one<SubscriptionRow>(m, `SELECT * FROM ${S}.subscriptions WHERE provider_subscription_id = $1 FOR UPDATE`, [p.id]);
      if (!cur) return;
      const status = fromProviderStatus(p.status);
      const end = p.current_period_end?.toISOString() ?? cur.current_period_end?.toISOString() ?? null;
      if (status === cur.status && end === (cur.current_period_end?.toISOString() ?? null) && p.cancel_at_period_end === cur.cancel_at_period_end) return;
      const [s] = await rows<SubscriptionRow>(m, `UPDATE ${S}.subscriptions SET status = $2, current_period_end = $3, cancel_at_period_end = $4, updated_at = now() WHERE id = $1 RETURNING *`,
        [cur.id, status, end, p.cancel_at_period_end]);
      await this.announce(m, s!);
    });
    await this.outbox.flush();
  }

  async update(actor: Actor, id: number, patch: { cancel_at_period_end?: boolean; status?: SubscriptionStatus; plan_id?: number; current_period_end?: string | null }): Promise<Subscription> {
    const cur = await this.own(this.ds, actor, id);
    if (!actor.admin && (patch.status !== undefined || patch.plan_id !== undefined || patch.current_period_end !== undefined)) throw forbidden('Only administrators change plans and statuses here; buy another plan to change yours');
    if (patch.cancel_at_period_end !== undefined && cur.provider_subscription_id && cur.provider !== 'manual') {
      await this.provider.setCancelAtPeriodEnd(cur.provider_subscription_id, patch.cancel_at_period_end).catch((err) => {
        this.log.error({ err, id }, 'provider refused to change the cancellation');
        throw providerUnavailable();
      });
    }
    const plan = patch.plan_id !== undefined ? await this.catalog.plan(patch.plan_id) : null;
    if (patch.plan_id !== undefined && !plan) throw planNotFound();
    const s = await this.ds.transaction(async (m) => {
      const [u] = await rows<SubscriptionRow>(m, `UPDATE ${S}.subscriptions SET
          cancel_at_period_end = coalesce($2, cancel_at_period_end), status = coalesce($3, status),
          plan_id = coalesce($4, plan_id), plan_slug = coalesce($5, plan_slug), plan_name = coalesce($6, plan_name),
          current_period_end = CASE WHEN $7 THEN $8::timestamptz ELSE current_period_end END, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [id, patch.cancel_at_period_end ?? null, patch.status ?? null, plan?.id ?? null, plan?.slug ?? null, plan?.name ?? null,
        patch.current_period_end !== undefined, patch.current_period_end ?? null]).catch((e: { code?: string }) => {
        if (e.code === '23505') throw alreadySubscribed();
        throw e;
      });
      await this.announce(m, u!);
      return u!;
    });
    await this.outbox.flush();
    return toSubscription(s);
  }

  /** Ends it now, at the provider too. */
  async remove(actor: Actor, id: number): Promise<void> {
    const cur = await this.own(this.ds, actor, id);
    if (cur.status === 'canceled') return;
    if (cur.provider_subscription_id && cur.provider !== 'manual') {
      await this.provider.cancelSubscription(cur.provider_subscription_id).catch((err) => {
        this.log.error({ err, id }, 'provider refused to cancel');
        throw providerUnavailable();
      });
    }
    await this.ds.transaction(async (m) => {
      const [u] = await rows<SubscriptionRow>(m, `UPDATE ${S}.subscriptions SET status = 'canceled', current_period_end = CASE WHEN status = 'incomplete' THEN current_period_end ELSE least(coalesce(current_period_end, now()), now()) END, updated_at = now() WHERE id = $1 RETURNING *`, [id]);
      await this.announce(m, u!);
    });
    await this.outbox.flush();
  }

  private async grant(accountId: number, plan: PlanView, end: string | null): Promise<Subscription> {
    const s = await this.ds.transaction(async (m) => {
      const [u] = await rows<SubscriptionRow>(m, `INSERT INTO ${S}.subscriptions (account_id, plan_id, plan_slug, plan_name, status, provider, current_period_start, current_period_end)
        VALUES ($1, $2, $3, $4, 'active', 'manual', now(), $5) RETURNING *`, [accountId, plan.id, plan.slug, plan.name, end]).catch((e: { code?: string }) => {
        if (e.code === '23505') throw alreadySubscribed();
        throw e;
      });
      await this.announce(m, u!);
      return u!;
    });
    await this.outbox.flush();
    return toSubscription(s);
  }

  private async own(q: Queryable, actor: Actor, id: number): Promise<SubscriptionRow> {
    const r = await one<SubscriptionRow>(q, `SELECT * FROM ${S}.subscriptions WHERE id = $1`, [id]);
    if (!r || (!actor.admin && r.account_id !== actor.account_id)) throw subscriptionNotFound();
    return r;
  }

  private announce(m: EntityManager, s: SubscriptionRow) {
    return this.outbox.add(m, CartOrderEvents.subscriptionChanged, {
      subscription_id: s.id, account_id: s.account_id, plan_id: s.plan_id, plan_slug: s.plan_slug, status: s.status,
      current_period_end: s.current_period_end ? new Date(s.current_period_end).toISOString() : null,
    });
  }
}
