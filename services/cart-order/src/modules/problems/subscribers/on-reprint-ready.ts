import { RenderingEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { ProblemService } from '../problem.service.js';

/** A reprint's print file is made: the report's timeline says so, once per event. */
export function onReprintReady(bus: EventBus, problems: ProblemService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'cart_order',
    handler: 'card_problem_reprint_ready',
    event: RenderingEvents.reprintReady,
    inbox: problems.inbox,
    apply: (tx, e) => problems.markReprinted(tx, e.data.problem_id),
  });
}
