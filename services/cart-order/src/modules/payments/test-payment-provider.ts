import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PaymentDeclinedError, PaymentStateError,
  type CheckoutSessionInfo, type IntentStatus, type PaymentProvider, type ProviderIntent, type ProviderSubscription,
} from './payment-provider.port.js';

const S = 'cart_order';
const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's test payment methods and what they do. */
const METHODS: Record<string, { outcome: 'succeed' | 'decline' | 'authenticate'; decline?: { code: string; decline_code: string; message: string } }> = {
  pm_card_visa: { outcome: 'succeed' },
  pm_card_visa_debit: { outcome: 'succeed' },
  pm_card_mastercard: { outcome: 'succeed' },
  pm_card_amex: { outcome: 'succeed' },
  pm_card_chargeDeclined: { outcome: 'decline', decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: { outcome: 'decline', decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  pm_card_chargeDeclinedExpiredCard: { outcome: 'decline', decline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' } },
  pm_card_authenticationRequired: { outcome: 'authenticate' },
  pm_card_threeDSecure2Required: { outcome: 'authenticate' },
};

interface IntentRow {
  id: string; amount: number; currency: string; status: IntentStatus; client_secret: string; payment_method: string | null;
  metadata: Record<string, string>; last_error: ProviderIntent['last_error']; next_action: Record<string, unknown> | null;
  charge_count: number; amount_refunded: number;
}

const toIntent = (r: IntentRow): ProviderIntent => ({
  id: r.id, status: r.status, amount: r.amount, currency: r.currency, client_secret: r.client_secret,
  metadata: r.metadata, next_action: r.next_action, last_error: r.last_error,
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

  constructor(private readonly ds: DataSource, private readonly webUrl: string) {}

  async createIntent(input: { amount: number; currency: 'gbp'; metadata: Record<string, string>; idempotencyKey: string }): Promise<ProviderIntent> {
    const id = rid('pi_test');
    await this.ds.query(
      `INSERT INTO ${S}.test_payment_intents (id, idempotency_key, amount, currency, status, client_secret, metadata)
       VALUES ($1, $2, $3, $4, 'requires_payment_method', $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, input.idempotencyKey, input.amount, input.currency, `${id}_secret_${randomBytes(8).toString('hex')}`, JSON.stringify(input.metadata)],
    );
    const rows: IntentRow[] = await this.ds.query(`SELECT * FROM ${S}.test_payment_intents WHERE idempotency_key = $1`, [input.idempotencyKey]);
    return toIntent(rows[0]!);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    const rows: IntentRow[] = await this.ds.query(`SELECT * FROM ${S}.test_payment_intents WHERE id = $1`, [id]);
    if (!rows[0]) throw new PaymentStateError(`No such payment_intent: ${id}`);
    return toIntent(rows[0]);
  }

  /** How many times an intent was charged: the tests' proof that nothing was charged twice. */
  async chargeCount(id: string): Promise<number> {
    const rows: Array<{ charge_count: number }> = await this.ds.query(`SELECT charge_count FROM ${S}.test_payment_intents WHERE id = $1`, [id]);
    return rows[0]?.charge_count ?? 0;
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
      if (method.outcome === 'succeed') return { intent: await this.set(m, id, { status: 'succeeded', payment_method: pm, last_error: null, next_action: null }, true) };
      if (method.outcome === 'authenticate') {
        const next_action = { type: 'test_authentication', test_authentication: { complete_with: 'POST /cart/payment_complete {cart:{payment_intent_id, confirm:true, authentication_result:"succeeded"|"failed"}}' } };
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
      if (result === 'succeeded') return { intent: await this.set(m, id, { status: 'succeeded', payment_method: r.payment_method, last_error: null, next_action: null }, true) };
      const err = { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
      await this.set(m, id, { status: 'requires_payment_method', payment_method: null, last_error: err, next_action: null }, false);
      return { intent: toIntent(r), declined: new PaymentDeclinedError(err.code, err.message) };
    });
    if (declined) throw declined;
    return intent;
  }

  async cancelIntent(id: string): Promise<void> {
    await this.ds.query(`UPDATE ${S}.test_payment_intents SET status = 'canceled', updated_at = now() WHERE id = $1 AND status <> 'succeeded'`, [id]);
  }

  async refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string; amount: number }> {
    return this.ds.transaction(async (m) => {
      const seen: Array<{ id: string; amount: number }> = await m.query(`SELECT id, amount FROM ${S}.test_refunds WHERE idempotency_key = $1`, [input.idempotencyKey]);
      if (seen[0]) return seen[0];
      const rows: IntentRow[] = await m.query(`SELECT * FROM ${S}.test_payment_intents WHERE id = $1 FOR UPDATE`, [input.paymentIntentId]);
      const r = rows[0];
      if (!r || r.status !== 'succeeded') throw new PaymentStateError('This PaymentIntent has no successful charge to refund.');
      if (input.amount <= 0 || input.amount > r.amount - r.amount_refunded) throw new PaymentStateError('Refund amount is greater than the unrefunded amount of the charge.');
      const id = rid('re_test');
      await m.query(`INSERT INTO ${S}.test_refunds (id, payment_intent_id, amount, idempotency_key) VALUES ($1, $2, $3, $4)`, [id, r.id, input.amount, input.idempotencyKey]);
      await m.query(`UPDATE ${S}.test_payment_intents SET amount_refunded = amount_refunded + $2, updated_at = now() WHERE id = $1`, [r.id, input.amount]);
      return { id, amount: input.amount };
    });
  }

  async createCheckoutSession(input: Parameters<PaymentProvider['createCheckoutSession']>[0]): Promise<CheckoutSessionInfo> {
    const id = rid('cs_test');
    await this.ds.query(
      `INSERT INTO ${S}.test_checkout_sessions (id, idempotency_key, mode, amount, price_ref, metadata, success_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, input.idempotencyKey, input.mode, input.amount, input.priceRef, JSON.stringify({ ...input.metadata, interval: input.interval ?? '' }), input.successUrl],
    );
    const rows: Array<{ id: string }> = await this.ds.query(`SELECT id FROM ${S}.test_checkout_sessions WHERE idempotency_key = $1`, [input.idempotencyKey]);
    return this.retrieveCheckoutSession(rows[0]!.id);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo> {
    const rows: Array<{ id: string; status: 'open' | 'complete'; payment_status: 'paid' | 'unpaid'; metadata: Record<string, string>; subscription_id: string | null; customer_id: string | null }> =
      await this.ds.query(`SELECT * FROM ${S}.test_checkout_sessions WHERE id = $1`, [id]);
    const s = rows[0];
    if (!s) throw new PaymentStateError(`No such checkout.session: ${id}`);
    return {
      id: s.id, status: s.status, payment_status: s.payment_status, metadata: s.metadata, customer_id: s.customer_id,
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
    if (method.outcome === 'decline') throw new PaymentDeclinedError(method.decline!.code, method.decline!.message, method.decline!.decline_code);
    return this.ds.transaction(async (m) => {
      const rows: Array<{ status: string; mode: string; metadata: Record<string, string>; success_url: string | null }> =
        await m.query(`SELECT * FROM ${S}.test_checkout_sessions WHERE id = $1 FOR UPDATE`, [id]);
      const s = rows[0];
      if (!s) throw new PaymentStateError(`No such checkout.session: ${id}`);
      if (s.status === 'open') {
        let subId: string | null = null;
        if (s.mode === 'subscription') {
          subId = rid('sub_test');
          const days = s.metadata.interval === 'year' ? 365 : 30;
          await m.query(`INSERT INTO ${S}.test_subscriptions (id, status, current_period_end) VALUES ($1, 'active', now() + make_interval(days => $2))`, [subId, days]);
        }
        await m.query(`UPDATE ${S}.test_checkout_sessions SET status = 'complete', payment_status = 'paid', subscription_id = $2, customer_id = $3 WHERE id = $1`, [id, subId, rid('cus_test')]);
      }
      return { status: 'paid', successUrl: s.success_url?.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) ?? null };
    });
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription> {
    await this.ds.query(`UPDATE ${S}.test_subscriptions SET status = 'canceled', current_period_end = now() WHERE id = $1`, [id]);
    return this.subscription(id);
  }

  async setCancelAtPeriodEnd(id: string, value: boolean): Promise<ProviderSubscription> {
    await this.ds.query(`UPDATE ${S}.test_subscriptions SET cancel_at_period_end = $2 WHERE id = $1`, [id, value]);
    return this.subscription(id);
  }

  parseWebhook(): never {
    throw new PaymentStateError('The test payment provider sends no webhooks');
  }

  private async subscription(id: string): Promise<ProviderSubscription> {
    const rows: Array<{ id: string; status: string; current_period_end: Date | null; cancel_at_period_end: boolean }> =
      await this.ds.query(`SELECT * FROM ${S}.test_subscriptions WHERE id = $1`, [id]);
    const r = rows[0];
    if (!r) throw new PaymentStateError(`No such subscription: ${id}`);
    return { id: r.id, status: r.status, current_period_end: r.current_period_end, cancel_at_period_end: r.cancel_at_period_end };
  }

  /** Runs `fn` holding the intent's row lock, so concurrent confirmations charge once. */
  private locked<T>(id: string, fn: (m: EntityManager, r: IntentRow) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (m) => {
      const rows: IntentRow[] = await m.query(`SELECT * FROM ${S}.test_payment_intents WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new PaymentStateError(`No such payment_intent: ${id}`);
      return fn(m, rows[0]);
    });
  }

  private async set(m: EntityManager, id: string, v: { status: IntentStatus; payment_method: string | null; last_error: unknown; next_action: unknown }, charge: boolean): Promise<ProviderIntent> {
    const rows: IntentRow[][] = await m.query(
      `UPDATE ${S}.test_payment_intents SET status = $2, payment_method = $3, last_error = $4, next_action = $5,
         charge_count = charge_count + $6, updated_at = now() WHERE id = $1 RETURNING *`,
      [id, v.status, v.payment_method, v.last_error ? JSON.stringify(v.last_error) : null, v.next_action ? JSON.stringify(v.next_action) : null, charge ? 1 : 0],
    );
    return toIntent(rows[0]![0]!);
  }
}
