import type { EventBus } from './bus/event-bus.port.js';
import type { Logger } from './logging/logger.js';
import type { JobQueue } from './queue/job-queue.port.js';
import type { RequestBus } from './rpc/request-bus.port.js';

/** Connects to NATS and returns the JetStream event bus and the request/reply bus on it. */
export async function createNatsBuses(url: string, log: Logger): Promise<{ bus: EventBus; rpc: RequestBus; ping: () => Promise<void>; close: () => Promise<void> }> {
  void url; void log;
  throw new Error('BUS=nats is not available in this build yet');
}

/** A BullMQ job queue on the Redis at `url`. */
export function createBullmqJobQueue(url: string, log: Logger): { queue: JobQueue; ping: () => Promise<void> } {
  void url; void log;
  throw new Error('QUEUE=bullmq is not available in this build yet');
}
