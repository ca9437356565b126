import { GenerationEvents } from '@cards/contracts';
import { consumeEvent, makeEnvelope, type EventBus, type EventSubscription, type Logger } from '@cards/kit';
import type { ProviderModels } from './openai/provider-models.js';
import type { FailureCode } from './provider-error.js';

type Part = 'words' | 'artwork';

/**
 * Tells every generation process of a fallback. The worker that fell back is seldom the process
 * that answers the admin's queues page (`make stack`, Kubernetes: workers and services apart), so
 * a count kept where it happened would never reach ops. Losing a notice only lowers a count,
 * so it is published directly, not through the outbox.
 */
export function announceFallbacks(bus: EventBus, log: Logger): (part: Part, reason: FailureCode) => void {
  return (part, reason) => {
    bus
      .publish(makeEnvelope(GenerationEvents.providerFellBack, { part, reason }, { source: 'generation' }))
      .catch((err: unknown) => log.warn({ err, part, fallback: reason }, 'could not tell the other generation processes of a fallback'));
  };
}

/** This process counts every generation process's fallbacks, for the queues page it may answer. */
export function countFallbacks(bus: EventBus, models: ProviderModels): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'generation',
    handler: 'provider_fell_back',
    perReplica: true,
    event: GenerationEvents.providerFellBack,
    handle: (e) => models.noteFallback(e.data.part, e.data.reason as FailureCode),
  });
}
