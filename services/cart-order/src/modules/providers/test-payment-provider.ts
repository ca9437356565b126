import { randomBytes } from 'node:crypto';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import {
  PaymentDeclinedError,
  PaymentStateError,
  type CheckoutSessionInfo,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderSubscription,
} from './payment-provider.port.js';
import { TestCheckoutSessionEntity, TestIntentEntity, TestRefundEntity, TestSubscriptionEntity } from './test-provider.entities.js';

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's test payment methods and what they do. */
const METHODS: Record<
  string,
  { outcome: 'succeed' | 'decline' | 'authenticate'; decline?: { code: string; decline_code: string; message: string } }
> = {
  pm_card_visa: { outcome: 'succeed' },
  pm_card_visa_debit: { outcome: 'succeed' },
  pm_card_mastercard: { outcome: 'succeed' },
  pm_card_amex: { outcome: 'succeed' },
  pm_card_chargeDeclined: {
    outcome: 'decline',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    outcome: 'decline',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    outcome: 'decline',
    decline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_authenticationRequired: { outcome: 'authenticate' },
  pm_card_threeDSecure2Required: { outcome: 'authenticate' },
};

const toIntent = (r: TestIntentEntity): ProviderIntent => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  client_secret: r.client_secret,
  metadata: r.metadata,
  next_action: r.next_action as ProviderIntent['next_action'],
  last_error: r.last_error,
});

/**
 * The built-in provider used when no STRIPE_SECRET_KEY is set: it follows Stripe's test
 * payment methods (`pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined,
 * `pm_card_authenticationRequired` asks for a 3-D Secure step) and keeps its intents,
 * charges and sessions in the service's database so they survive a restart. Not a real
 * payment processor: no money moves.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly ds: DataSource,
    private readonly webUrl: string,
  ) {}

  private get intents() {
    return this.ds.getRepository(TestIntentEntity);
  }

  async createIntent(input: {
    amount: number;
    currency: 'gbp';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderIntent> {
    const id = rid('pi_test');
    // ON CONFLICT DO NOTHING: the same idempotency key answers the intent made the first time.
    await this.intents
      .createQueryBuilder()
      .insert()
      .values({
        id,
        idempotency_key: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: input.metadata,
      })
      .orIgnore()
      .execute();
    return toIntent(await this.intents.findOneByOrFail({ idempotency_key: input.idempotencyKey }));
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    const r = await this.intents.findOneBy({ id });
    if (!r) throw new PaymentStateError(`No such payment_intent: ${id}`);
    return toIntent(r);
  }

  /** How many times an intent was charged: the tests' proof that nothing was charged twice. */
  async chargeCount(id: string): Promise<number> {
    return (await this.intents.findOneBy({ id }))?.charge_count ?? 0;
  }

  async confirmIntent(id: string, input: { paymentMethod?: string }): Promise<ProviderIntent> {
    const { intent, declined } = await this.locked(id, async (m, r) => {
      if (r.status !== 'requires_payment_method' && r.status !== 'requires_confirmation') {
        throw new PaymentStateError(`You cannot confirm this PaymentIntent because it has a status of ${r.status}.`);
      }
      const pm = input.paymentMethod ?? r.payment_method;
      if (!pm) throw new PaymentStateError('You cannot confirm this PaymentIntent because it is missing a payment method.');
      const method = METHODS[pm];
      if (!method) {
        return { intent: r, declined: new PaymentDeclinedError('resource_missing', `No such PaymentMethod: '${pm}'`) };
      }
      if (method.outcome === 'succeed')
        return { intent: await this.set(m, id, { status: 'succeeded', payment_method: pm, last_error: null, next_action: null }, true) };
      if (method.outcome === 'authenticate') {
        const next_action = {
          type: 'test_authentication',
          test_authentication: {
            complete_with:
              'POST /cart/payment_complete {cart:{payment_intent_id, confirm:true, authentication_result:"succeeded"|"failed"}}',
          },
        };
        return { intent: await this.set(m, id, { status: 'requires_action', payment_method: pm, last_error: null, next_action }, false) };
      }
      const d = method.decline!;
      await this.set(m, id, { status: 'requires_payment_method', payment_method: null, last_error: d, next_action: null }, false);
      return { intent: r, declined: new PaymentDeclinedError(d.code, d.message, d.decline_code) };
    });
    if (declined) throw declined;
    return intent;
  }

  async completeAuthentication(id: string, result: 'succeeded' | 'failed'): Promise<ProviderIntent> {
    const { intent, declined } = await this.locked(id, async (m, r) => {
      if (r.status !== 'requires_action') return { intent: toIntent(r) };
      if (result === 'succeeded')
        return {
          intent: await this.set(
            m,
            id,
            { status: 'succeeded', payment_method: r.payment_method, last_error: null, next_action: null },
            true,
          ),
        };
      const err = {
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      await this.set(m, id, { status: 'requires_payment_method', payment_method: null, last_error: err, next_action: null }, false);
      return { intent: toIntent(r), declined: new PaymentDeclinedError(err.code, err.message) };
    });
    if (declined) throw declined;
    return intent;
  }

  async cancelIntent(id: string): Promise<void> {
    await this.intents.update({ id, status: Not('succeeded') }, { status: 'canceled' });
  }

  async refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string; amount: number }> {
    return this.ds.transaction(async (m) => {
      const seen = await m.findOneBy(TestRefundEntity, { idempotency_key: input.idempotencyKey });
      if (seen) return { id: seen.id, amount: seen.amount };
      const r = await m.findOne(TestIntentEntity, { where: { id: input.paymentIntentId }, lock: { mode: 'pessimistic_write' } });
      if (!r || r.status !== 'succeeded') throw new PaymentStateError('This PaymentIntent has no successful charge to refund.');
      if (input.amount <= 0 || input.amount > r.amount - r.amount_refunded)
        throw new PaymentStateError('Refund amount is greater than the unrefunded amount of the charge.');
      const id = rid('re_test');
      await m.insert(TestRefundEntity, { id, payment_intent_id: r.id, amount: input.amount, idempotency_key: input.idempotencyKey });
      await m.update(TestIntentEntity, { id: r.id }, { amount_refunded: r.amount_refunded + input.amount });
      return { id, amount: input.amount };
    });
  }

  async createCheckoutSession(input: Parameters<PaymentProvider['createCheckoutSession']>[0]): Promise<CheckoutSessionInfo> {
    const id = rid('cs_test');
    const sessions = this.ds.getRepository(TestCheckoutSessionEntity);
    await sessions
      .createQueryBuilder()
      .insert()
      .values({
        id,
        idempotency_key: input.idempotencyKey,
        mode: input.mode,
        amount: input.amount,
        price_ref: input.priceRef,
        metadata: { ...input.metadata, interval: input.interval ?? '' },
        success_url: input.successUrl,
      })
      .orIgnore()
      .execute();
    return this.retrieveCheckoutSession((await sessions.findOneByOrFail({ idempotency_key: input.idempotencyKey })).id);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo> {
    const s = await this.ds.getRepository(TestCheckoutSessionEntity).findOneBy({ id });
    if (!s) throw new PaymentStateError(`No such checkout.session: ${id}`);
    return {
      id: s.id,
      status: s.status,
      payment_status: s.payment_status,
      metadata: s.metadata,
      customer_id: s.customer_id,
      url: `${this.webUrl}/subscription/new?test_checkout_session=${encodeURIComponent(s.id)}`,
      subscription: s.subscription_id ? await this.subscription(s.subscription_id) : null,
    };
  }

  /**
   * Pays an open session as the customer would on Stripe's hosted page. Subscriptions run
   * for one interval from now. Returns the success URL to send the customer to.
   */
  async payCheckoutSession(id: string, paymentMethod: string): Promise<{ status: 'paid' | 'unpaid'; successUrl: string | null }> {
    const method = METHODS[paymentMethod];
    if (!method) throw new PaymentDeclinedError('resource_missing', `No such PaymentMethod: '${paymentMethod}'`);
    if (method.outcome === 'decline')
      throw new PaymentDeclinedError(method.decline!.code, method.decline!.message, method.decline!.decline_code);
    return this.ds.transaction(async (m) => {
      const s = await m.findOne(TestCheckoutSessionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!s) throw new PaymentStateError(`No such checkout.session: ${id}`);
      if (s.status === 'open') {
        let subId: string | null = null;
        if (s.mode === 'subscription') {
          subId = rid('sub_test');
          const days = s.metadata.interval === 'year' ? 365 : 30;
          await m.insert(TestSubscriptionEntity, {
            id: subId,
            status: 'active',
            current_period_end: () => `now() + interval '${days} days'`,
          });
        }
        await m.update(
          TestCheckoutSessionEntity,
          { id },
          { status: 'complete', payment_status: 'paid', subscription_id: subId, customer_id: rid('cus_test') },
        );
      }
      return { status: 'paid', successUrl: s.success_url?.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) ?? null };
    });
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription> {
    await this.ds.getRepository(TestSubscriptionEntity).update({ id }, { status: 'canceled', current_period_end: () => 'now()' });
    return this.subscription(id);
  }

  async setCancelAtPeriodEnd(id: string, value: boolean): Promise<ProviderSubscription> {
    await this.ds.getRepository(TestSubscriptionEntity).update({ id }, { cancel_at_period_end: value });
    return this.subscription(id);
  }

  parseWebhook(): never {
    throw new PaymentStateError('The test payment provider sends no webhooks');
  }

  private async subscription(id: string): Promise<ProviderSubscription> {
    const r = await this.ds.getRepository(TestSubscriptionEntity).findOneBy({ id });
    if (!r) throw new PaymentStateError(`No such subscription: ${id}`);
    return { id: r.id, status: r.status, current_period_end: r.current_period_end, cancel_at_period_end: r.cancel_at_period_end };
  }

  /** Runs `fn` holding the intent's row lock, so concurrent confirmations charge once. */
  private locked<T>(id: string, fn: (m: EntityManager, r: TestIntentEntity) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (m) => {
      const r = await m.findOne(TestIntentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!r) throw new PaymentStateError(`No such payment_intent: ${id}`);
      return fn(m, r);
    });
  }

  private async set(
    m: EntityManager,
    id: string,
    v: { status: IntentStatus; payment_method: string | null; last_error: unknown; next_action: unknown },
    charge: boolean,
  ): Promise<ProviderIntent> {
    await m.update(
      TestIntentEntity,
      { id },
      {
        status: v.status,
        payment_method: v.payment_method,
        last_error: (v.last_error ?? null) as TestIntentEntity['last_error'],
        next_action: (v.next_action ?? null) as object | null,
        ...(charge ? { charge_count: () => 'charge_count + 1' } : {}),
      },
    );
    return toIntent(await m.findOneByOrFail(TestIntentEntity, { id }));
  }
}
