import { RenderingEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { CardInstanceService } from './card-instance.service.js';

/** Stores the thumbnail URL rendering made for an option (once per event); with it the option may become ready. */
export async function subscribeCardInstanceRendered(
  bus: EventBus,
  ds: DataSource,
  instances: CardInstanceService,
): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'generation',
    handler: 'card_instance_rendered',
    event: RenderingEvents.cardInstanceRendered,
    inbox: ds,
    concurrency: 4,
    apply: (m, e) => instances.onRendered(m, e.data),
    // An option that became ready is announced now, not at the relay's next poll.
    after: () => instances.flushEvents(),
  });
}
