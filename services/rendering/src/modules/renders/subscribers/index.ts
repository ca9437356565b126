import type { EventBus, EventSubscription } from '@cards/kit';
import type { RenderService } from '../render.service.js';
import { onOrderPaid } from './on-order-paid.js';
import { onOrderReleased } from './on-order-released.js';
import { onProblemResolved } from './on-problem-resolved.js';

/** The module's event consumers: a paid order, or a held one released, gets its print files; a reported card's reprint its own. */
export async function subscribeRenders(bus: EventBus, renders: RenderService): Promise<EventSubscription[]> {
  return [await onOrderPaid(bus, renders), await onOrderReleased(bus, renders), await onProblemResolved(bus, renders)];
}
