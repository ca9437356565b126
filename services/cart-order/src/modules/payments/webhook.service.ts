import { AppError, type Logger } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { one, S } from '../../db/sql.js';
import type { OrderService } from '../orders/order.service.js';
import type { SubscriptionService } from '../subscriptions/subscription.service.js';
import type { OrderWriter } from './order-writer.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.port.js';

export const invalidSignature = () => new AppError(400, 'invalid_signature', 'Webhook signature verification failed');

/**
 * Provider webhooks. The signature is checked over the raw body; an event id is recorded
 * after it was handled, so a redelivery of a handled event is skipped and one that failed is
 * handled again (every handler is idempotent, so two racing deliveries are harmless too).
 */
export class WebhookService {
  constructor(
    private readonly ds: DataSource,
    private readonly provider: PaymentProvider,
    private readonly writer: OrderWriter,
    private readonly orders: OrderService,
    private readonly subs: SubscriptionService,
    private readonly log: Logger,
  ) {}

  async handle(rawBody: Buffer, signature: string): Promise<{ received: true; duplicate: boolean }> {
    let event: ProviderEvent;
    try {
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'webhook refused');
      throw invalidSignature();
    }
    if (await one(this.ds, `SELECT 1 FROM ${S}.webhook_events WHERE id = $1`, [event.id])) return { received: true, duplicate: true };
    await this.apply(event);
    await this.ds.query(`INSERT INTO ${S}.webhook_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.id, event.type === 'other' ? event.raw_type : event.type]);
    return { received: true, duplicate: false };
  }

  private async apply(e: ProviderEvent): Promise<void> {
    switch (e.type) {
      case 'payment_intent.succeeded': {
        // The browser may never come back: the order is made from here. Read the intent
        // again rather than trust a possibly stale event body.
        const order = await this.writer.fromSucceededIntent(await this.provider.retrieveIntent(e.intent.id));
        if (order) this.log.info({ order: order.number, intent: e.intent.id }, 'order made from webhook (or already made)');
        return;
      }
      case 'payment_intent.payment_failed':
        await this.ds.query(`UPDATE ${S}.payments SET last_error = $2, updated_at = now() WHERE intent_id = $1 AND status <> 'succeeded'`,
          [e.intent.id, JSON.stringify(e.intent.last_error)]);
        return;
      case 'checkout.session.completed':
        await this.subs.syncSessionById(e.session_id);
        return;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.subs.syncProviderSubscription(e.subscription);
        return;
      case 'charge.refunded':
        await this.orders.recordProviderRefund(e.payment_intent_id, e.amount_refunded);
        return;
      default:
        return;
    }
  }
}
