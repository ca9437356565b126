import { AppError, type Logger } from '@cards/kit';
import { Not, type DataSource } from 'typeorm';
import type { OrderService } from '../orders/index.js';
import type { SubscriptionService } from '../subscriptions/index.js';
import type { PlacesOrders } from './payment-ledger.js';
import type { PaymentProvider, ProviderEvent } from '../providers/index.js';
import { PaymentEntity } from './payment.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

export const invalidSignature = () => new AppError(400, 'invalid_signature', 'Webhook signature verification failed');

/** What a WebhookService is built from. */
export interface WebhookServiceDeps {
  ds: DataSource;
  provider: PaymentProvider;
  writer: PlacesOrders;
  orders: OrderService;
  subs: SubscriptionService;
  log: Logger;
}

/**
 * Provider webhooks. The signature is checked over the raw body; an event id is recorded
 * after it was handled, so a redelivery of a handled event is skipped and one that failed is
 * handled again (every handler is idempotent, so two racing deliveries are harmless too).
 */
export class WebhookService {
  private readonly ds: DataSource;
  private readonly provider: PaymentProvider;
  private readonly writer: PlacesOrders;
  private readonly orders: OrderService;
  private readonly subs: SubscriptionService;
  private readonly log: Logger;

  constructor(deps: WebhookServiceDeps) {
    ({ ds: this.ds, provider: this.provider, writer: this.writer, orders: this.orders, subs: this.subs, log: this.log } = deps);
  }

  async handle(rawBody: Buffer, signature: string): Promise<{ received: true; duplicate: boolean }> {
    let event: ProviderEvent;
    try {
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'webhook refused');
      throw invalidSignature();
    }
    const handled = this.ds.getRepository(WebhookEventEntity);
    if (await handled.existsBy({ id: event.id })) return { received: true, duplicate: true };
    await this.apply(event);
    await handled
      .createQueryBuilder()
      .insert()
      .values({ id: event.id, type: event.type === 'other' ? event.raw_type : event.type })
      .orIgnore()
      .execute();
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
        await this.ds
          .getRepository(PaymentEntity)
          .update({ intent_id: e.intent.id, status: Not('succeeded') }, { last_error: e.intent.last_error });
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
