import { CartOrderEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/** A held order released on its dispatch day gets its print files then, as any paid order. */
export function onOrderReleased(bus: EventBus, renders: RenderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'rendering',
    handler: 'cart_order_order_released',
    event: CartOrderEvents.orderReleased,
    inbox: renders.inbox,
    apply: (tx, e) => renders.recordOrderPrints(tx, e.data),
    after: (e) => renders.queueOrderPrints(e.data.order_id),
  });
}
