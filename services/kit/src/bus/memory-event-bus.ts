import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@cards/contracts';
import type { Logger } from '../logging/logger.js';
import { withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type { EventBus, EventSubscription, SubscribeOptions } from './event-bus.port.js';
import { subjectMatches } from './subject-match.js';

interface Pending {
  event: EventEnvelope;
  deliveries: number;
}
interface Member {
  handler: SubscribeOptions['handler'];
  concurrency: number;
  running: Set<Promise<void>>;
  stopped: boolean;
}

/**
 * One durable consumer: messages wait here while no member is subscribed, as they do in a
 * JetStream durable, and are shared between members with the same durable name.
 */
class DurableConsumer {
  readonly queue: Pending[] = [];
  readonly members: Member[] = [];
  private next = 0;
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly opts: SubscribeOptions,
    private readonly deadLetter: (e: EventEnvelope, reason: string) => void,
    private readonly log: Logger,
  ) {}

  enqueue(event: EventEnvelope) {
    this.queue.push({ event, deliveries: 0 });
    this.schedule();
  }

  schedule() {
    setImmediate(() => this.pump());
  }

  private pump() {
    while (this.queue.length > 0) {
      const member = this.pickMember();
      if (!member) return;
      const item = this.queue.shift()!;
      this.deliver(member, item);
    }
  }

  private pickMember(): Member | undefined {
    const live = this.members.filter((m) => !m.stopped && m.running.size < m.concurrency);
    if (live.length === 0) return undefined;
    this.next = (this.next + 1) % live.length;
    return live[this.next];
  }

  private deliver(member: Member, item: Pending) {
    item.deliveries++;
    // A deep copy, so a handler cannot mutate what the next consumer sees, as over the wire.
    const copy = JSON.parse(JSON.stringify(item.event)) as EventEnvelope;
    const run = (async () => {
      try {
        // Continue the publisher's trace, as the NATS adapter does from message headers.
        await withTraceCarrier(copy.trace, () =>
          inSpan(
            `${copy.type} process`,
            SpanKind.CONSUMER,
            {
              'messaging.system': 'memory',
              'messaging.destination': copy.type,
              'messaging.consumer': this.opts.durable,
              'messaging.message_id': copy.id,
            },
            () => member.handler(copy),
          ),
        );
      } catch (err) {
        const max = this.opts.maxDeliver ?? 5;
        if (item.deliveries >= max) {
          this.log.error({ err, subject: item.event.type, eventId: item.event.id, durable: this.opts.durable }, 'event dead-lettered');
          this.deadLetter(item.event, String((err as Error)?.message ?? err));
        } else {
          this.log.warn(
            { err, subject: item.event.type, eventId: item.event.id, attempt: item.deliveries },
            'event handler failed; redelivering',
          );
          const t = setTimeout(() => {
            this.timers.delete(t);
            this.queue.unshift(item);
            this.pump();
          }, this.opts.redeliverAfterMs ?? 1000);
          this.timers.add(t);
        }
      }
    })();
    member.running.add(run);
    void run.finally(() => {
      member.running.delete(run);
      this.schedule();
    });
  }

  close() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/**
 * In-process event bus with the semantics the code relies on from JetStream: asynchronous
 * delivery, at-least-once with redelivery and a dead-letter subject, durable consumers that
 * keep messages while nobody listens, dedupe by envelope id. Not for production: nothing
 * survives the process.
 */
export class MemoryEventBus implements EventBus {
  private readonly log: EventEnvelope[] = [];
  private readonly seen = new Set<string>();
  private readonly consumers = new Map<string, DurableConsumer>();

  constructor(private readonly logger: Logger) {}

  async publish(event: EventEnvelope): Promise<void> {
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    this.log.push(event);
    if (this.log.length > 10_000) this.log.splice(0, this.log.length - 10_000);
    for (const c of this.consumers.values()) if (subjectMatches(c.opts.subject, event.type)) c.enqueue(event);
  }

  async subscribe(opts: SubscribeOptions): Promise<EventSubscription> {
    if (opts.ephemeral) opts = { ...opts, durable: `${opts.durable}#${randomUUID()}`, deliverNewOnly: true };
    let consumer = this.consumers.get(opts.durable);
    if (!consumer) {
      consumer = new DurableConsumer(opts, (e, reason) => void this.publishDeadLetter(e, reason), this.logger);
      this.consumers.set(opts.durable, consumer);
      if (!opts.deliverNewOnly) for (const e of this.log) if (subjectMatches(opts.subject, e.type)) consumer.enqueue(e);
    }
    const member: Member = { handler: opts.handler, concurrency: opts.concurrency ?? 1, running: new Set(), stopped: false };
    consumer.members.push(member);
    consumer.schedule();
    const c = consumer;
    return {
      stop: async () => {
        member.stopped = true;
        c.members.splice(c.members.indexOf(member), 1);
        if (opts.ephemeral) {
          c.close();
          this.consumers.delete(opts.durable);
        }
        await Promise.allSettled([...member.running]);
      },
    };
  }

  private async publishDeadLetter(event: EventEnvelope, reason: string) {
    await this.publish({ ...event, id: randomUUID(), type: `dlq.${event.type}`, data: { original: event, reason } });
  }

  async close(): Promise<void> {
    for (const c of this.consumers.values()) {
      c.close();
      for (const m of c.members) m.stopped = true;
      await Promise.allSettled(c.members.flatMap((m) => [...m.running]));
    }
    this.consumers.clear();
  }
}
