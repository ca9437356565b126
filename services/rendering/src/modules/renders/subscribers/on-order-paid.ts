import { CartOrderEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/** A paid order gets one stamped print file per line, unless it is held for a later dispatch day (then see on-order-released). */
export function onOrderPaid(bus: EventBus, renders: RenderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'rendering',
    handler: 'cart_order_order_paid',
    event: CartOrderEvents.orderPaid,
    inbox: renders.inbox,
    filter: (e) => !e.data.held_until,
    apply: (tx, e) => renders.recordOrderPrints(tx, e.data),
    after: (e) => renders.queueOrderPrints(e.data.order_id),
  });
}
