import { CartOrderEvents } from '@cards/contracts';
import type { EventBus } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/** A paid order gets one stamped print file per line. */
export function onOrderPaid(bus: EventBus, renders: RenderService) {
  return bus.subscribe({
    durable: 'rendering__cart_order_order_paid',
    subject: CartOrderEvents.orderPaid.subject,
    handler: (env) => renders.onOrderPaid(env),
  });
}
