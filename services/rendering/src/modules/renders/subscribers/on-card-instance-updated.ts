import { GenerationEvents } from '@cards/contracts';
import type { EventBus } from '@cards/kit';
import type { RenderService } from '../render.service.js';

/** A ready card instance gets its thumbnails rendered. */
export function onCardInstanceUpdated(bus: EventBus, renders: RenderService) {
  return bus.subscribe({
    durable: 'rendering__generation_card_instance_updated',
    subject: GenerationEvents.cardInstanceUpdated.subject,
    concurrency: 4,
    handler: (env) => renders.onCardInstanceUpdated(env),
  });
}
