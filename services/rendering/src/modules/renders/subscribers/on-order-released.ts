import { CartOrderEvents } from '@cards/contracts';
import type { EventBus } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/** A held order released on its dispatch day gets its print files then. */
export function onOrderReleased(bus: EventBus, renders: RenderService) {
  return bus.subscribe({
    durable: 'rendering__cart_order_order_released',
    subject: CartOrderEvents.orderReleased.subject,
    handler: (env) => renders.onOrderReleased(env),
  });
}
