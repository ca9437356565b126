import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { nanos, nuid, type NatsConnection } from '@nats-io/nats-core';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { EventEnvelope } from '@cards/contracts';
import type { Logger } from '../logging/logger.js';
import { withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type { EventSubscription, SubscribeOptions } from './event-bus.port.js';
import { fromNatsHeaders } from './nats-headers.js';
import { consumerName, isNotFound, streamFor } from './nats-streams.js';

export interface ConsumerSettings {
  /** Unanswered deliveries are redelivered after this (the owner died); running handlers extend it. */
  ackWaitMs: number;
  /** How long one pull request waits for messages. */
  pullExpiresMs: number;
}

export interface SubscriptionDeps {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: () => Promise<JetStreamManager>;
  log: Logger;
  deadLetter: (event: EventEnvelope, reason: string, durable: string) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Sends an ack/nak/term; on a closed connection there is nobody to tell (JetStream redelivers). */
function answer(fn: () => void) {
  try {
    fn();
  } catch {
    /* connection gone: the message comes back after ack_wait */
  }
}

/**
 * One subscription on a JetStream pull consumer. It only asks for as many messages as it has
 * free handler slots, so nothing waits in a client buffer while its ack_wait runs out, and a
 * stopped subscription leaves every unfinished message with the server.
 */
export class NatsSubscription implements EventSubscription {
  private readonly stream: string;
  private readonly name: string;
  private readonly maxDeliver: number;
  private readonly concurrency: number;
  private readonly inflight = new Set<Promise<void>>();
  private stopped = false;
  private stopping?: Promise<void>;
  private loop?: Promise<void>;
  private fetching?: ConsumerMessages;
  private consumer?: Consumer;
  private wake: () => void = () => {};

  constructor(
    private readonly deps: SubscriptionDeps,
    private readonly opts: SubscribeOptions,
    private readonly settings: ConsumerSettings,
  ) {
    this.stream = streamFor(opts.subject).name;
    const base = consumerName(opts.durable);
    // An ephemeral consumer is this replica's alone: a unique name, deleted on stop (or by the
    // server after inactivity when the process dies).
    this.name = opts.ephemeral ? `${base}_${nuid.next()}` : base;
    this.maxDeliver = opts.maxDeliver ?? 5;
    this.concurrency = Math.max(1, opts.concurrency ?? 1);
  }

  /** Creates (or updates) the consumer and starts fetching. */
  async start(): Promise<void> {
    await this.ensureConsumer();
    // Handlers continue the publisher's trace, never the one that happened to call subscribe().
    this.loop = context.with(ROOT_CONTEXT, () => this.run());
  }

  private consumerConfig(): Partial<ConsumerConfig> {
    const cfg: Partial<ConsumerConfig> = {
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(this.settings.ackWaitMs),
      // One more than maxDeliver: that extra delivery only happens when the last attempt died
      // without an answer, and it is dead-lettered without running the handler, so a message
      // that kills its consumer still reaches the DLQ instead of vanishing at the server's limit.
      max_deliver: this.maxDeliver + 1,
      filter_subject: this.opts.subject,
      deliver_policy: this.opts.ephemeral || this.opts.deliverNewOnly ? DeliverPolicy.New : DeliverPolicy.All,
      max_ack_pending: 1000,
    };
    if (this.opts.ephemeral) {
      cfg.name = this.name;
      cfg.inactive_threshold = nanos(Math.max(60_000, 2 * this.settings.ackWaitMs));
    } else {
      cfg.durable_name = this.name;
    }
    return cfg;
  }

  private async ensureConsumer(): Promise<void> {
    const jsm = await this.deps.jsm();
    const cfg = this.consumerConfig();
    try {
      await jsm.consumers.add(this.stream, cfg);
    } catch (err) {
      if (!(err instanceof JetStreamApiError) || this.opts.ephemeral) throw err;
      // The durable exists with other settings (an older deploy): change what may change.
      try {
        await jsm.consumers.update(this.stream, this.name, {
          ack_wait: cfg.ack_wait,
          max_deliver: cfg.max_deliver,
          max_ack_pending: cfg.max_ack_pending,
        });
        this.deps.log.info({ durable: this.name, stream: this.stream }, 'JetStream consumer updated');
      } catch (e) {
        this.deps.log.warn({ err: e, durable: this.name, stream: this.stream }, 'JetStream consumer kept with its existing settings');
      }
    }
  }

  private async run(): Promise<void> {
    const { nc, js, log } = this.deps;
    while (!this.stopped) {
      const free = this.concurrency - this.inflight.size;
      if (free <= 0) {
        await new Promise<void>((r) => {
          this.wake = r;
        });
        continue;
      }
      try {
        this.consumer ??= await js.consumers.get(this.stream, this.name);
        const batch = await this.consumer.fetch({ max_messages: free, expires: this.settings.pullExpiresMs });
        this.fetching = batch;
        if (this.stopped) batch.stop();
        for await (const m of batch) {
          // Arrived while stopping: hand it straight back rather than wait for ack_wait.
          if (this.stopped) answer(() => m.nak());
          else this.dispatch(m);
        }
      } catch (err) {
        this.consumer = undefined;
        if (this.stopped || nc.isClosed() || nc.isDraining()) break;
        log.warn({ err, durable: this.opts.durable, stream: this.stream }, 'JetStream fetch failed; retrying');
        if (isNotFound(err)) await this.ensureConsumer().catch((e) => log.error({ err: e }, 'JetStream consumer could not be recreated'));
        await sleep(1000);
      } finally {
        this.fetching = undefined;
      }
    }
  }

  private dispatch(m: JsMsg) {
    const p: Promise<void> = this.process(m)
      .catch((err) => this.deps.log.error({ err, subject: m.subject }, 'event delivery failed'))
      .finally(() => {
        this.inflight.delete(p);
        this.wake();
      });
    this.inflight.add(p);
  }

  private async process(m: JsMsg): Promise<void> {
    const { log } = this.deps;
    const deliveries = m.info.deliveryCount;
    let event: EventEnvelope;
    try {
      event = m.json<EventEnvelope>();
    } catch {
      log.error({ subject: m.subject, seq: m.seq }, 'undecodable event dropped');
      answer(() => m.term('undecodable'));
      return;
    }
    if (deliveries > this.maxDeliver) {
      await this.deadLetter(m, event, `no answer after ${this.maxDeliver} deliveries`);
      return;
    }
    const headers = fromNatsHeaders(m.headers);
    const carrier = headers.traceparent ? headers : event.trace;
    // A long handler tells the server it is still working, so ack_wait only catches dead owners.
    // A timer per message this process holds, for as long as it holds it: not periodic work.
    // eslint-disable-next-line no-restricted-globals -- the lease of one message, not work of the cluster
    const keepAlive = setInterval(
      () => {
        if (this.deps.nc.isClosed()) clearInterval(keepAlive);
        else answer(() => m.working());
      },
      Math.max(250, this.settings.ackWaitMs / 2),
    );
    try {
      await withTraceCarrier(carrier, () =>
        inSpan(
          `${m.subject} process`,
          SpanKind.CONSUMER,
          {
            'messaging.system': 'nats',
            'messaging.destination': m.subject,
            'messaging.consumer': this.opts.durable,
            'messaging.message_id': event.id,
          },
          () => this.opts.handler(event),
        ),
      );
      clearInterval(keepAlive);
      answer(() => m.ack());
    } catch (err) {
      clearInterval(keepAlive);
      if (deliveries >= this.maxDeliver) {
        await this.deadLetter(m, event, String((err as Error)?.message ?? err));
      } else {
        log.warn(
          { err, subject: m.subject, eventId: event.id, attempt: deliveries, durable: this.opts.durable },
          'event handler failed; redelivering',
        );
        answer(() => m.nak(this.opts.redeliverAfterMs ?? 1000));
      }
    }
  }

  private async deadLetter(m: JsMsg, event: EventEnvelope, reason: string) {
    try {
      await this.deps.deadLetter(event, reason, this.opts.durable);
      this.deps.log.error({ subject: m.subject, eventId: event.id, durable: this.opts.durable, reason }, 'event dead-lettered');
      answer(() => m.term(reason.slice(0, 200)));
    } catch (err) {
      // The DLQ is unreachable: keep the message; the next delivery tries again.
      this.deps.log.error({ err, eventId: event.id }, 'dead-lettering failed; redelivering');
      answer(() => m.nak(this.opts.redeliverAfterMs ?? 1000));
    }
  }

  /** Stops fetching, lets running handlers finish (and ack), then makes sure the acks reached the server. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      this.fetching?.stop();
      this.wake();
      await this.loop;
      await Promise.allSettled([...this.inflight]);
      const { nc } = this.deps;
      if (!nc.isClosed()) {
        await nc.flush().catch(() => {});
        if (this.opts.ephemeral) {
          const jsm = await this.deps.jsm();
          await jsm.consumers.delete(this.stream, this.name).catch(() => {});
        }
      }
    })();
    return this.stopping;
  }
}
