import type { Logger } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { rows, S } from '../../db/sql.js';
import type { OrderWriter } from './order-writer.js';
import type { PaymentProvider } from './payment-provider.port.js';

/**
 * Finds payments the provider took but no order records — the process died between the
 * charge and the reply, and no webhook came — and makes their orders. Runs at start (with
 * no grace period: whatever was in flight before a crash is settled now) and then every
 * `intervalMs` for payments idle longer than `graceMs`.
 */
export class PaymentReconciler {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly ds: DataSource,
    private readonly provider: PaymentProvider,
    private readonly writer: OrderWriter,
    private readonly log: Logger,
    private readonly intervalMs = 60_000,
    private readonly graceMs = 120_000,
  ) {}

  start() {
    this.stopped = false;
    let grace = 0;
    const loop = async () => {
      await this.sweep(grace).catch((err) => this.log.error({ err }, 'payment reconciliation failed'));
      grace = this.graceMs;
      if (this.stopped) return;
      this.timer = setTimeout(loop, this.intervalMs);
      this.timer.unref?.();
    };
    this.timer = setTimeout(loop, 0);
    this.timer.unref?.();
  }

  /** One pass; returns how many orders it made. */
  sweep(graceMs = 0): Promise<number> {
    this.running ??= this.pass(graceMs).finally(() => { this.running = undefined; });
    return this.running;
  }

  private async pass(graceMs: number): Promise<number> {
    const open = await rows<{ intent_id: string }>(this.ds, `
      SELECT p.intent_id FROM ${S}.payments p
      WHERE p.intent_id IS NOT NULL AND p.status IN ('pending', 'requires_action', 'processing', 'superseded')
        AND p.created_at > now() - interval '7 days' AND p.updated_at < now() - make_interval(secs => $1)
        AND NOT EXISTS (SELECT 1 FROM ${S}.orders o WHERE o.payment_intent_id = p.intent_id)
      ORDER BY p.id LIMIT 100`, [graceMs / 1000]);
    let made = 0;
    for (const { intent_id } of open) {
      try {
        const intent = await this.provider.retrieveIntent(intent_id);
        if (intent.status === 'succeeded' && (await this.writer.fromSucceededIntent(intent))) {
          made++;
          this.log.warn({ intent: intent_id }, 'paid checkout without an order found and completed');
        } else if (intent.status === 'canceled') {
          await this.ds.query(`UPDATE ${S}.payments SET status = 'canceled', updated_at = now() WHERE intent_id = $1 AND status <> 'succeeded'`, [intent_id]);
        } else {
          await this.ds.query(`UPDATE ${S}.payments SET updated_at = now() WHERE intent_id = $1`, [intent_id]);
        }
      } catch (err) {
        this.log.warn({ err, intent: intent_id }, 'could not reconcile a payment');
      }
    }
    return made;
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
