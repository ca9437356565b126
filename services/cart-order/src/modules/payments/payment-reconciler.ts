import type { Logger } from '@cards/kit';
import { Not, type DataSource } from 'typeorm';
import type { PlacesOrders } from './payment-ledger.js';
import type { PaymentProvider } from '../providers/index.js';
import { PaymentEntity } from './payment.entity.js';

/** How long a payment is left alone before the periodic pass asks the provider about it: a customer may still be paying. */
export const RECONCILE_GRACE_MS = 120_000;

/**
 * Finds payments the provider took but no order records — the process died between the
 * charge and the reply, and no webhook came — and makes their orders. Runs at start with no
 * grace period (whatever was in flight before a crash is settled now) and then as the
 * service's periodic work, every minute for the cluster, for payments idle longer than
 * `RECONCILE_GRACE_MS`.
 */
export class PaymentReconciler {
  private running?: Promise<number>;

  constructor(
    private readonly ds: DataSource,
    private readonly provider: PaymentProvider,
    private readonly writer: PlacesOrders,
    private readonly log: Logger,
  ) {}

  /** One pass; returns how many orders it made. */
  sweep(graceMs = 0): Promise<number> {
    this.running ??= this.pass(graceMs).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(graceMs: number): Promise<number> {
    const open = await this.ds
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .select('p.intent_id', 'intent_id')
      .where('p.intent_id IS NOT NULL')
      .andWhere('p.status IN (:...statuses)', { statuses: ['pending', 'requires_action', 'processing', 'superseded'] })
      .andWhere(`p.created_at > now() - interval '7 days'`)
      .andWhere('p.updated_at < now() - make_interval(secs => :graceSeconds)', { graceSeconds: graceMs / 1000 })
      .andWhere(
        // The orders module's table, by its entity name: one statement picks the payments still without an order.
        (qb) => `NOT EXISTS ${qb.subQuery().select('1').from('orders', 'o').where('o.payment_intent_id = p.intent_id').getQuery()}`,
      )
      .orderBy('p.id')
      .limit(100)
      .getRawMany<{ intent_id: string }>();
    const payments = this.ds.getRepository(PaymentEntity);
    let made = 0;
    for (const { intent_id } of open) {
      try {
        const intent = await this.provider.retrieveIntent(intent_id);
        if (intent.status === 'succeeded' && (await this.writer.fromSucceededIntent(intent))) {
          made++;
          this.log.warn({ intent: intent_id }, 'paid checkout without an order found and completed');
        } else if (intent.status === 'canceled') {
          await payments.update({ intent_id, status: Not('succeeded') }, { status: 'canceled' });
        } else {
          // Looked at now: the next pass waits its grace period before asking again.
          await payments.update({ intent_id }, { updated_at: () => 'now()' });
        }
      } catch (err) {
        this.log.warn({ err, intent: intent_id }, 'could not reconcile a payment');
      }
    }
    return made;
  }

  /** Waits for a pass under way. */
  async stop() {
    await this.running?.catch(() => undefined);
  }
}
