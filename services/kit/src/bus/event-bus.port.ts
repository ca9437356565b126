import type { EventEnvelope } from '@cards/contracts';

export interface EventSubscription {
  /** Stops taking new messages and waits for in-flight handlers to finish (or hand back). */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /**
   * Durable consumer name, `<consumer>__<subject-stem>` (e.g. `bff__catalog_changed`). Two
   * subscriptions with one name share the work (one of them gets each message); different names each get every message.
   */
  durable: string;
  /** One subject, wildcards allowed (`catalog.*.changed.v1`). */
  subject: string;
  handler: (event: EventEnvelope) => Promise<void>;
  /** Deliveries before a message goes to the dead-letter subject. Default 5. */
  maxDeliver?: number;
  /** Delay before redelivery after a failure, ms. Default 1000. */
  redeliverAfterMs?: number;
  /** Handlers running at once for this subscription. Default 1 (ordered per subscription). */
  concurrency?: number;
  /** Deliver only events published after subscribing (for caches), not the stored backlog. */
  deliverNewOnly?: boolean;
  /**
   * Every subscriber of this kind gets every message and nothing is kept for it after it
   * stops: for per-replica caches and socket fan-out. `durable` then only names it in logs.
   * Implies `deliverNewOnly`.
   */
  ephemeral?: boolean;
}

/**
 * Domain events, at least once: a handler that throws (or whose process dies) gets the
 * message again; after `maxDeliver` attempts it is published to `dlq.<subject>`. Handlers
 * must therefore be idempotent (see the inbox). Publishing with the envelope id dedupes.
 */
export interface EventBus {
  publish(event: EventEnvelope): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<EventSubscription>;
  close(): Promise<void>;
}
