/** Where a payment intent stands, in Stripe's words. */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** A payment intent as the provider reports it; `amount` in pence, `currency` lower case. */
export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  client_secret: string | null;
  metadata: Record<string, string>;
  /** What the customer must still do (3-D Secure) while `requires_action`. */
  next_action: Record<string, unknown> | null;
  last_error: { code: string; message: string; decline_code?: string } | null;
}

/** The card was refused (declined, failed authentication): nothing was charged. */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The intent is not in a state that allows the operation (e.g. confirming a paid one). */
export class PaymentStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentStateError';
  }
}

export interface CheckoutSessionInfo {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  subscription: ProviderSubscription | null;
  customer_id: string | null;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

/** A provider event after its signature was checked. */
export type ProviderEvent =
  | { id: string; type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'; intent: ProviderIntent }
  | { id: string; type: 'checkout.session.completed'; session_id: string }
  | { id: string; type: 'customer.subscription.updated' | 'customer.subscription.deleted'; subscription: ProviderSubscription }
  | { id: string; type: 'charge.refunded'; payment_intent_id: string; amount_refunded: number }
  | { id: string; type: 'other'; raw_type: string };

/**
 * Takes money. Every mutating call carries an idempotency key so a retry after a timeout or a
 * crash never charges, refunds or creates twice; a PaymentIntent itself succeeds at most once.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** For the browser's Payment Element; null when the provider needs none. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: 'gbp';
    metadata: Record<string, string>;
    description?: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Charges with `paymentMethod`; throws {@link PaymentDeclinedError} when refused, {@link PaymentStateError} when not confirmable. */
  confirmIntent(id: string, input: { paymentMethod?: string; idempotencyKey: string }): Promise<ProviderIntent>;
  /**
   * After the customer's extra authentication step. With Stripe the step happens between the
   * browser and the bank, so this only reads the outcome; the test provider takes `result`.
   */
  completeAuthentication(id: string, result: 'succeeded' | 'failed'): Promise<ProviderIntent>;
  cancelIntent(id: string): Promise<void>;
  refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string; amount: number }>;
  createCheckoutSession(input: {
    mode: 'subscription' | 'payment';
    /** Subscription: the provider's price id (or, for the test provider, any reference) and its amount. */
    priceRef: string | null;
    amount: number;
    interval: 'month' | 'year' | null;
    productName: string;
    metadata: Record<string, string>;
    customerEmail?: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<CheckoutSessionInfo>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo>;
  /** Ends a subscription now. */
  cancelSubscription(id: string): Promise<ProviderSubscription>;
  /** Schedules (or takes back) the end of a subscription at the end of the paid period. */
  setCancelAtPeriodEnd(id: string, value: boolean): Promise<ProviderSubscription>;
  /** Checks the signature over the raw body and decodes the event; throws when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}
