import { CartOrderEvents, GenerationEvents, type OrderPaidData } from '@cards/contracts';
import {
  consumeEvent,
  hasApplied,
  isAppError,
  recordApplied,
  type EventBus,
  type EventSubscription,
  type Logger,
  type Outbox,
} from '@cards/kit';
import type { DataSource } from 'typeorm';
import { isOverAllowance, type EcardWaits } from './ecard-waits.js';

import type { SendEcard } from './send-ecard.js';

export type { SendEcard } from './send-ecard.js';

/** What OrderEcards is built from. */
export interface OrderEcardsDeps {
  ds: DataSource;
  outbox: Outbox;
  bus: EventBus;
  send: SendEcard;
  log: Logger;
  /** Where e-cards over the account's allowance wait for their turn (without it, they fail as before). */
  waits?: EcardWaits;
}

/** The key under which one recipient's e-card is recorded as handled, so a repeated event sends nobody twice. */
const HANDLED = 'generation__order_ecard';

type Paid = Pick<OrderPaidData, 'order_id' | 'user_id' | 'lines'>;

/**
 * The e-cards of an order's lines sent to many: each `ecard` recipient is mailed the option,
 * greeted by their salutation, when the order is paid (or, when it was held for an arrive-by
 * day, when it is released), obeying the e-card limits. Each outcome is published
 * (`generation.order_ecard.handled.v1`) for cart-order to show: `sent`, or `failed` with the
 * reason when a limit or the mailer refused it. A mailer that is down leaves the event to come
 * again; recipients already handled are skipped.
 */
export class OrderEcards {
  constructor(private readonly d: OrderEcardsDeps) {}

  async subscribe(): Promise<EventSubscription[]> {
    const common = { service: 'generation', inbox: this.d.ds, maxDeliver: 10, redeliverAfterMs: 10_000 } as const;
    return [
      await consumeEvent(this.d.bus, {
        ...common,
        handler: 'order_paid_ecards',
        event: CartOrderEvents.orderPaid,
        filter: (e) => !e.data.held_until && hasEcards(e.data),
        after: (e) => this.sendAll(e.data),
      }),
      await consumeEvent(this.d.bus, {
        ...common,
        handler: 'order_released_ecards',
        event: CartOrderEvents.orderReleased,
        filter: (e) => hasEcards(e.data),
        after: (e) => this.sendAll(e.data),
      }),
    ];
  }

  async sendAll(order: Paid): Promise<void> {
    for (const line of order.lines)
      for (const r of line.recipients) {
        if (r.channel !== 'ecard' || !r.email) continue;
        const key = `${order.order_id}:${r.recipient_id}`;
        if (await hasApplied(this.d.ds, HANDLED, key)) continue;
        let reason: string | null = null;
        let waitSeconds: number | null = null;
        try {
          await this.d.send(order.user_id, line.card_instance_id, { email: r.email, name: r.name, salutation: r.salutation });
        } catch (err) {
          // Over the account's allowance: it waits for the next window (nothing failed). Refused
          // otherwise (a card no longer there, an address the mailer will not take): recorded
          // with why. Anything else (the mailer down) leaves the event to come again.
          if (this.d.waits && isOverAllowance(err)) waitSeconds = err.details?.retry_after ?? 60;
          else if (!isAppError(err) || err.status >= 500) throw err;
          else reason = err.message;
        }
        await this.d.ds.transaction(async (m) => {
          const ids = { order_id: order.order_id, line_id: line.line_id, recipient_id: r.recipient_id };
          if (waitSeconds != null) {
            const wait = {
              ...ids,
              user_id: order.user_id,
              card_instance_id: line.card_instance_id,
              email: r.email!,
              name: r.name,
              salutation: r.salutation,
            };
            const sendAt = await this.d.waits!.schedule(m, wait, waitSeconds);
            await this.d.outbox.add(m, GenerationEvents.orderEcardHandled, {
              ...ids,
              outcome: 'scheduled',
              reason: null,
              send_at: sendAt.toISOString(),
            });
            return;
          }
          await this.d.outbox.add(m, GenerationEvents.orderEcardHandled, { ...ids, outcome: reason ? 'failed' : 'sent', reason });
        });
        await recordApplied(this.d.ds, HANDLED, key);
        this.d.log.info(
          { order: order.order_id, recipient: r.recipient_id, outcome: waitSeconds != null ? 'scheduled' : reason ? 'failed' : 'sent' },
          'order e-card handled',
        );
      }
    await this.d.outbox.flush();
  }
}

const hasEcards = (d: Paid) => d.lines.some((l) => l.recipients.some((r) => r.channel === 'ecard'));
