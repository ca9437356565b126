import type { NatsConnection } from '@nats-io/nats-core';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { EventEnvelope } from '@cards/contracts';
import type { Logger } from '../logging/logger.js';
import { currentTraceCarrier } from '../telemetry/propagation.js';
import type { EventBus, EventSubscription, SubscribeOptions } from './event-bus.port.js';
import { CORRELATION_HEADER, toNatsHeaders, uuidFrom } from './nats-headers.js';
import { StreamRegistry, streamFor } from './nats-streams.js';
import { NatsSubscription } from './nats-subscription.js';

export interface NatsEventBusOptions {
  /** A delivery nobody answers (its consumer's process died) comes back after this. Default 30 s. */
  ackWaitMs?: number;
  /**
   * How long one pull request waits for messages; an idle subscription asks again after it, and
   * the server sends a heartbeat at half of it. Default 30 s: at 5 s the stack's 30-odd idle
   * subscriptions made the server and every process exchange 18 messages a second doing nothing.
   * A message still arrives at once; a stopped subscription ends its pull at once.
   */
  pullExpiresMs?: number;
  /** How long streams keep events (for consumers that are behind or new). Default 7 days. */
  streamMaxAgeMs?: number;
  /** The `Nats-Msg-Id` dedupe window. Default 2 minutes. */
  duplicateWindowMs?: number;
}

/**
 * The EventBus on NATS JetStream. Each producing service has one stream, named after the
 * subject's first token (`catalog.event.changed.v1` → `CATALOG` over `catalog.*.*.*`), created on
 * first use; dead letters go to `DLQ` over `dlq.>`. Publishing uses the envelope id as
 * `Nats-Msg-Id`, so a re-publish within the dedupe window is dropped by the server. Each
 * subscription is a pull consumer with explicit acks: durable ones (shared by every
 * subscription with that name) or, for `ephemeral`, one per subscriber that starts at new
 * messages and is deleted when it stops.
 *
 * The connection belongs to the caller (see `createNatsBuses`), so several buses can share one.
 */
export class NatsEventBus implements EventBus {
  private readonly js: JetStreamClient;
  private jsmP?: Promise<JetStreamManager>;
  private readonly streams: StreamRegistry;
  private readonly subs = new Set<NatsSubscription>();
  private readonly settings: Required<NatsEventBusOptions>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly log: Logger,
    opts: NatsEventBusOptions = {},
  ) {
    this.settings = {
      ackWaitMs: opts.ackWaitMs ?? 30_000,
      pullExpiresMs: opts.pullExpiresMs ?? 30_000,
      streamMaxAgeMs: opts.streamMaxAgeMs ?? 7 * 24 * 3600_000,
      duplicateWindowMs: opts.duplicateWindowMs ?? 120_000,
    };
    this.js = jetstream(nc);
    this.streams = new StreamRegistry(
      () => this.jsm(),
      { maxAgeMs: this.settings.streamMaxAgeMs, duplicateWindowMs: this.settings.duplicateWindowMs },
      log,
    );
  }

  private jsm(): Promise<JetStreamManager> {
    this.jsmP ??= jetstreamManager(this.nc).catch((err) => {
      this.jsmP = undefined;
      throw err;
    });
    return this.jsmP;
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.streams.ensure(streamFor(event.type));
    // The envelope's own trace (captured where the event was made, e.g. inside the request that
    // wrote the outbox row) wins over the relay's context that happens to publish it.
    const trace = event.trace && Object.keys(event.trace).length > 0 ? event.trace : currentTraceCarrier();
    const headers = toNatsHeaders({ ...trace, [CORRELATION_HEADER]: event.correlationId });
    await this.js.publish(event.type, JSON.stringify(event), { msgID: event.id, headers });
  }

  async subscribe(opts: SubscribeOptions): Promise<EventSubscription> {
    await this.streams.ensure(streamFor(opts.subject));
    const sub = new NatsSubscription(
      {
        nc: this.nc,
        js: this.js,
        jsm: () => this.jsm(),
        log: this.log,
        deadLetter: (e, reason, durable) => this.publishDeadLetter(e, reason, durable),
      },
      opts,
      { ackWaitMs: this.settings.ackWaitMs, pullExpiresMs: this.settings.pullExpiresMs },
    );
    await sub.start();
    this.subs.add(sub);
    return {
      stop: async () => {
        await sub.stop();
        this.subs.delete(sub);
      },
    };
  }

  /** `dlq.<subject>` with the original and the last failure; one dead letter per event and consumer. */
  private async publishDeadLetter(event: EventEnvelope, reason: string, durable: string) {
    await this.publish({
      ...event,
      id: uuidFrom(`${durable}:${event.id}`),
      type: `dlq.${event.type}`,
      data: { original: event, reason, consumer: durable },
    });
  }

  /** Stops every subscription (running handlers finish and ack); the connection stays open for its owner to drain. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.subs].map((s) => s.stop()));
    this.subs.clear();
  }
}
