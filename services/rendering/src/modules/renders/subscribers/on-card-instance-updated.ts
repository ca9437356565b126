import { GenerationEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import { RenderService } from '../render.service.js';

/** A ready card instance gets its thumbnails rendered: the job is queued once the event is recorded. */
export function onCardInstanceUpdated(bus: EventBus, renders: RenderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'rendering',
    handler: 'generation_card_instance_updated',
    event: GenerationEvents.cardInstanceUpdated,
    inbox: renders.inbox,
    concurrency: 4,
    filter: (e) => RenderService.wantsThumbnail(e.data),
    after: (e) => renders.queueThumbnail(e.data.card_instance_id, e.id),
  });
}
