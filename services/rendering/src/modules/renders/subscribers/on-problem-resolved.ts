import { CartOrderEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/**
 * A reported card the admin answered with a reprint gets one new print file for that person,
 * once per report (its `reprint_key`): recorded with the event's inbox entry, then queued.
 */
export function onProblemResolved(bus: EventBus, renders: RenderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'rendering',
    handler: 'cart_order_card_problem_resolved',
    event: CartOrderEvents.cardProblemResolved,
    inbox: renders.inbox,
    filter: (e) => e.data.outcome === 'reprint' && !!e.data.reprint_key,
    apply: (tx, e) => renders.recordReprint(tx, e.data),
    after: (e) => renders.queueReprint(e.data.order_id, e.data.problem_id),
  });
}
