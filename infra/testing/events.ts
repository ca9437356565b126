import type { EventEnvelope } from '@cards/contracts';
import type { EventBus } from '@cards/kit';

/** Every event of `subjects` (wildcards allowed) published on `bus` from now on, in the order heard. */
export async function recordEvents(bus: EventBus, ...subjects: string[]): Promise<EventEnvelope[]> {
  const heard: EventEnvelope[] = [];
  for (const subject of subjects)
    await bus.subscribe({
      // Unique, so two recorders of one subject each hear every event.
      durable: `test__${subject.replace(/\W+/g, '_')}_${Math.random().toString(36).slice(2, 8)}`,
      subject,
      ephemeral: true,
      handler: async (e) => void heard.push(e),
    });
  return heard;
}
