import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentStateError,
  type CheckoutSessionInfo,
  type IntentStatus,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderSubscription,
} from './payment-provider.port.js';

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Alternative API origin (a local fake in tests): host, port and protocol of the SDK. */
  apiBase?: string;
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const err = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amount: pi.amount,
    currency: pi.currency,
    client_secret: pi.client_secret,
    metadata: { ...(pi.metadata ?? {}) },
    next_action: (pi.next_action as unknown as Record<string, unknown> | null) ?? null,
    last_error: err
      ? { code: err.code ?? 'payment_failed', message: err.message ?? 'The payment failed', decline_code: err.decline_code ?? undefined }
      : null,
  };
}

/** Subscription periods moved onto the items in newer API versions; read either place. */
function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  const loose = s as unknown as { current_period_end?: number; items?: { data?: Array<{ current_period_end?: number }> } };
  const end = loose.current_period_end ?? loose.items?.data?.[0]?.current_period_end;
  return {
    id: s.id,
    status: s.status,
    current_period_end: end ? new Date(end * 1000) : null,
    cancel_at_period_end: !!s.cancel_at_period_end,
  };
}

/** Turns the SDK's errors into the port's: a card refusal is a decline, a wrong state a state error. */
function mapError(e: unknown): never {
  if (e instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(e.code ?? 'card_declined', e.message, e.decline_code);
  if (
    e instanceof Stripe.errors.StripeInvalidRequestError &&
    (e.code === 'payment_intent_unexpected_state' || e.code === 'resource_missing')
  ) {
    throw new PaymentStateError(e.message);
  }
  throw e;
}

/**
 * Stripe through its official SDK: PaymentIntents in pence and GBP for carts, Checkout in
 * subscription mode for plans. Every POST carries an idempotency key chosen by the caller,
 * and the SDK retries network failures with the same key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly cfg: StripeProviderConfig) {
    this.publishableKey = cfg.publishableKey;
    const base = cfg.apiBase ? new URL(cfg.apiBase) : undefined;
    this.stripe = new Stripe(cfg.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createIntent(input: {
    amount: number;
    currency: 'gbp';
    metadata: Record<string, string>;
    description?: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent> {
    const pi = await this.stripe.paymentIntents
      .create(
        {
          amount: input.amount,
          currency: input.currency,
          metadata: input.metadata,
          description: input.description,
          // No redirect-based methods, so the server can confirm test cards without a return URL.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(mapError);
    return toIntent(pi);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toIntent(await this.stripe.paymentIntents.retrieve(id).catch(mapError));
  }

  async confirmIntent(id: string, input: { paymentMethod?: string; idempotencyKey: string }): Promise<ProviderIntent> {
    const pi = await this.stripe.paymentIntents
      .confirm(id, input.paymentMethod ? { payment_method: input.paymentMethod } : {}, { idempotencyKey: input.idempotencyKey })
      .catch(mapError);
    return toIntent(pi);
  }

  async completeAuthentication(id: string): Promise<ProviderIntent> {
    const pi = await this.retrieveIntent(id);
    if (pi.status === 'requires_payment_method' && pi.last_error)
      throw new PaymentDeclinedError(pi.last_error.code, pi.last_error.message, pi.last_error.decline_code);
    return pi;
  }

  async cancelIntent(id: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(id).catch(() => undefined);
  }

  async refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string; amount: number }> {
    const r = await this.stripe.refunds
      .create({ payment_intent: input.paymentIntentId, amount: input.amount }, { idempotencyKey: input.idempotencyKey })
      .catch(mapError);
    return { id: r.id, amount: r.amount };
  }

  async createCheckoutSession(input: Parameters<PaymentProvider['createCheckoutSession']>[0]): Promise<CheckoutSessionInfo> {
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = input.priceRef
      ? { price: input.priceRef, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: input.amount,
            product_data: { name: input.productName },
            ...(input.mode === 'subscription' ? { recurring: { interval: input.interval ?? 'month' } } : {}),
          },
        };
    const s = await this.stripe.checkout.sessions
      .create(
        {
          mode: input.mode,
          line_items: [lineItem],
          metadata: input.metadata,
          ...(input.mode === 'subscription'
            ? { subscription_data: { metadata: input.metadata } }
            : { payment_intent_data: { metadata: input.metadata } }),
          customer_email: input.customerEmail,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(mapError);
    return this.toSession(s);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo> {
    return this.toSession(await this.stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] }).catch(mapError));
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription> {
    return toSubscription(await this.stripe.subscriptions.cancel(id).catch(mapError));
  }

  async setCancelAtPeriodEnd(id: string, value: boolean): Promise<ProviderSubscription> {
    return toSubscription(await this.stripe.subscriptions.update(id, { cancel_at_period_end: value }).catch(mapError));
  }

  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    if (!this.cfg.webhookSecret) throw new PaymentStateError('STRIPE_WEBHOOK_SECRET is not configured');
    const e = this.stripe.webhooks.constructEvent(rawBody, signature, this.cfg.webhookSecret);
    const obj = e.data.object as unknown;
    switch (e.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        return { id: e.id, type: e.type, intent: toIntent(obj as Stripe.PaymentIntent) };
      case 'checkout.session.completed':
        return { id: e.id, type: e.type, session_id: (obj as Stripe.Checkout.Session).id };
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { id: e.id, type: e.type, subscription: toSubscription(obj as Stripe.Subscription) };
      case 'charge.refunded': {
        const c = obj as Stripe.Charge;
        const pi = typeof c.payment_intent === 'string' ? c.payment_intent : c.payment_intent?.id;
        return pi
          ? { id: e.id, type: e.type, payment_intent_id: pi, amount_refunded: c.amount_refunded }
          : { id: e.id, type: 'other', raw_type: e.type };
      }
      default:
        return { id: e.id, type: 'other', raw_type: e.type };
    }
  }

  private async toSession(s: Stripe.Checkout.Session): Promise<CheckoutSessionInfo> {
    let subscription: ProviderSubscription | null = null;
    if (typeof s.subscription === 'string')
      subscription = toSubscription(await this.stripe.subscriptions.retrieve(s.subscription).catch(mapError));
    else if (s.subscription) subscription = toSubscription(s.subscription);
    return {
      id: s.id,
      url: s.url ?? null,
      status: (s.status ?? 'open') as CheckoutSessionInfo['status'],
      payment_status: s.payment_status as CheckoutSessionInfo['payment_status'],
      metadata: { ...(s.metadata ?? {}) },
      subscription,
      customer_id: typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null),
    };
  }
}
