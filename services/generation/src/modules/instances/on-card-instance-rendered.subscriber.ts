import { CardInstanceRenderedData, RenderingEvents } from '@cards/contracts';
import { applyOnce, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { CardInstanceService } from './card-instance.service.js';

/** Stores the thumbnail URL rendering made for an option (once per event); with it the option may become ready. */
export async function subscribeCardInstanceRendered(bus: EventBus, ds: DataSource, instances: CardInstanceService): Promise<EventSubscription> {
  return bus.subscribe({
    durable: 'generation__card_instance_rendered',
    subject: RenderingEvents.cardInstanceRendered.subject,
    concurrency: 4,
    handler: async (e) => {
      const d = CardInstanceRenderedData.parse(e.data);
      await applyOnce(ds, 'generation', 'generation__card_instance_rendered', e.id, (m) => instances.onRendered(m, d));
      // An option that became ready is announced now, not at the relay's next poll.
      await instances.flushEvents();
    },
  });
}
