import { EventEnvelope } from '@cards/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { EventBus, EventSubscription, SubscribeOptions } from '../bus/event-bus.port.js';
import { applyOnce, hasApplied, recordApplied } from '../db/inbox.js';

/** A declared event (contracts' `defineEvent`), or a family of them under one wildcard subject with one payload schema. */
export interface ConsumableEvent<S extends z.ZodTypeAny = z.ZodTypeAny> {
  subject: string;
  data: S;
}

/** The envelope as a handler gets it: parsed, with its payload parsed by the event's schema. */
export type ConsumedEvent<S extends z.ZodTypeAny> = EventEnvelope<z.output<S>>;

const NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The one rule for naming a consumer: `<service>__<handler>` (`cart_order__order_paid_mail`).
 * It is the JetStream durable's name and the consumer's key in its inbox, so one handler has
 * one name everywhere.
 */
export function consumerName(service: string, handler: string): string {
  if (!NAME.test(service) || !NAME.test(handler)) throw new Error(`consumer ${service}__${handler}: service and handler are snake_case`);
  return `${service}__${handler}`;
}

interface ConsumerBase<S extends z.ZodTypeAny> {
  /** The consuming service in snake case (`cart_order`, `bff`). */
  service: string;
  /** What the handler does, in snake case (`order_paid_mail`). */
  handler: string;
  event: ConsumableEvent<S>;
  /** Events this consumer does nothing for: acknowledged without touching the inbox. */
  filter?: (event: ConsumedEvent<S>) => boolean;
  maxDeliver?: SubscribeOptions['maxDeliver'];
  redeliverAfterMs?: SubscribeOptions['redeliverAfterMs'];
  concurrency?: SubscribeOptions['concurrency'];
}

/**
 * A service's consumer: every event applied once. `apply` runs in the transaction that
 * records the event in the inbox, so its writes and that record commit together; `after` runs
 * once that committed, outside any transaction, for what leaves the database (calls to other
 * services, mails, queue jobs, an outbox flush). `after` is recorded in the inbox only when it
 * succeeds: if it throws (or the process dies) the event comes again, `apply` is skipped and
 * `after` runs again, so `after` must bear running twice (at least once, never lost).
 */
export interface InboxConsumer<S extends z.ZodTypeAny> extends ConsumerBase<S> {
  /** The service's database: its inbox records what was applied. */
  inbox: DataSource;
  apply?: (tx: EntityManager, event: ConsumedEvent<S>) => Promise<void>;
  after?: (event: ConsumedEvent<S>) => Promise<void>;
}

/**
 * A per-replica consumer (a cache, socket fan-out): every replica gets every event published
 * from now on and nothing is kept for it when it stops, so it has no inbox; `handle` must be
 * harmless to repeat.
 */
export interface ReplicaConsumer<S extends z.ZodTypeAny> extends ConsumerBase<S> {
  perReplica: true;
  handle: (event: ConsumedEvent<S>) => Promise<void> | void;
}

/** The envelope and its payload parsed; a malformed event fails here, naming the consumer, and goes to the dead letters after its retries. */
function parseEvent<S extends z.ZodTypeAny>(name: string, def: ConsumableEvent<S>, raw: unknown): ConsumedEvent<S> {
  const env = EventEnvelope.safeParse(raw);
  if (!env.success)
    throw new Error(`${name}: not an event envelope: ${env.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const data = def.data.safeParse(env.data.data);
  if (!data.success) {
    throw new Error(
      `${name}: ${env.data.type} ${env.data.id} does not match its schema: ${data.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; ')}`,
    );
  }
  return { ...env.data, data: data.data as z.output<S> };
}

/**
 * Consumes a declared event: subscribes under {@link consumerName}, parses the envelope and
 * the payload, and hands it to the consumer — once through the inbox for a service's
 * consumer ({@link InboxConsumer}), or to each replica ({@link ReplicaConsumer}).
 */
export async function consumeEvent<S extends z.ZodTypeAny>(
  bus: EventBus,
  spec: InboxConsumer<S> | ReplicaConsumer<S>,
): Promise<EventSubscription> {
  const name = consumerName(spec.service, spec.handler);
  const run = 'perReplica' in spec ? spec.handle : inboxHandler(name, spec);
  return bus.subscribe({
    durable: name,
    subject: spec.event.subject,
    ephemeral: 'perReplica' in spec,
    maxDeliver: spec.maxDeliver,
    redeliverAfterMs: spec.redeliverAfterMs,
    concurrency: spec.concurrency,
    handler: async (raw) => {
      const event = parseEvent(name, spec.event, raw);
      if (spec.filter && !spec.filter(event)) return;
      await run(event);
    },
  });
}

function inboxHandler<S extends z.ZodTypeAny>(name: string, spec: InboxConsumer<S>) {
  const ds = spec.inbox;
  const { apply, after } = spec;
  if (!apply && !after) throw new Error(`consumer ${name} has neither apply nor after`);
  // With nothing to apply, the inbox records `after` under the consumer's own name.
  const afterKey = apply ? `${name}:after` : name;
  return async (event: ConsumedEvent<S>) => {
    if (apply) await applyOnce(ds, name, event.id, (tx) => apply(tx, event));
    if (!after || (await hasApplied(ds, afterKey, event.id))) return;
    await after(event);
    await recordApplied(ds, afterKey, event.id);
  };
}
