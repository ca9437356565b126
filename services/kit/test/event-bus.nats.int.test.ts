import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/nats-core';
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testServers } from '@cards/testing';
import type { EventBus } from '../src/bus/event-bus.port.js';
import { NatsEventBus } from '../src/bus/nats-event-bus.js';
import { testLogger } from '@cards/testing/logger';
import { envelope, eventBusConformance } from './event-bus.conformance.js';
import { activeTraceId, inRootSpan, installTestTracing } from '@cards/testing/tracing';
import { deferred, unique } from './support/wait.js';

/** Each "process" is its own connection; a short ack_wait so a killed consumer's message comes back quickly. */
eventBusConformance('NatsEventBus (JetStream)', async () => {
  const open = new Map<EventBus, NatsConnection>();
  return {
    process: async () => {
      const nc = await connect({ servers: testServers().natsUrl });
      const bus = new NatsEventBus(nc, testLogger(), { ackWaitMs: 1000, pullExpiresMs: 1000 });
      open.set(bus, nc);
      return bus;
    },
    kill: async (bus) => {
      await open.get(bus)!.close();
    },
    close: async () => {
      for (const [bus, nc] of open) {
        await bus.close();
        if (!nc.isClosed()) await nc.drain();
      }
    },
  };
});

describe('NatsEventBus on JetStream specifics', () => {
  installTestTracing();
  let producer: NatsConnection;
  let consumer: NatsConnection;
  let pub: NatsEventBus;
  let sub: NatsEventBus;
  beforeAll(async () => {
    producer = await connect({ servers: testServers().natsUrl });
    consumer = await connect({ servers: testServers().natsUrl });
    pub = new NatsEventBus(producer, testLogger());
    sub = new NatsEventBus(consumer, testLogger());
  });
  afterAll(async () => {
    await pub.close();
    await sub.close();
    await producer.drain();
    await consumer.drain();
  });

  it('when an event is published inside a trace, then the handler on another connection runs in that trace', async () => {
    const entity = unique('e');
    const subject = `kit.${entity}.traced.v1`;
    const seen = deferred<string>();
    await sub.subscribe({
      durable: `test__${entity}`,
      subject,
      handler: async () => {
        seen.resolve(activeTraceId());
      },
    });
    const { traceId } = await inRootSpan(() => pub.publish(envelope(subject, {})));
    expect(await seen.promise).toBe(traceId);
  });

  it('when an envelope made inside a trace is published later outside it (as the outbox relay does), then the handler still continues that trace', async () => {
    const entity = unique('e');
    const subject = `kit.${entity}.relayed.v1`;
    const seen = deferred<{ trace: string; correlation: string | null }>();
    await sub.subscribe({
      durable: `test__${entity}`,
      subject,
      handler: async (e) => {
        seen.resolve({ trace: activeTraceId(), correlation: e.correlationId });
      },
    });
    const { traceId, result: e } = await inRootSpan(async () => envelope(subject, {}));
    expect(activeTraceId()).toBe('');
    await pub.publish(e);
    expect(await seen.promise).toEqual({ trace: traceId, correlation: e.correlationId });
  });

  it('when a service first publishes, then its stream is named after it and dead letters get a DLQ stream', async () => {
    const entity = unique('e');
    const subject = `kit_streams.${entity}.failed.v1`;
    const dead = deferred();
    await sub.subscribe({ durable: `test.${entity} dlq`, subject: `dlq.${subject}`, handler: async () => dead.resolve() });
    await sub.subscribe({
      durable: `test__${entity}`,
      subject,
      maxDeliver: 1,
      handler: async () => {
        throw new Error('no');
      },
    });
    await pub.publish(envelope(subject, {}));
    await dead.promise;
    const jsm = await jetstreamManager(producer);
    const stream = await jsm.streams.info('KIT_STREAMS');
    expect(stream.config.subjects).toEqual(['kit_streams.*.*.*']);
    expect((await jsm.streams.info('DLQ')).config.subjects).toEqual(['dlq.>']);
    // The durable name was made legal (no dots or spaces) rather than refused.
    expect((await jsm.consumers.info('DLQ', `test_${entity}_dlq`)).config.filter_subject).toBe(`dlq.${subject}`);
  });

  it('when the consumer dies during the last allowed delivery, then the event still reaches the DLQ without running the handler again', async () => {
    const entity = unique('e');
    const subject = `kit.${entity}.doomed.v1`;
    const durable = `test__${entity}`;
    const doomedNc = await connect({ servers: testServers().natsUrl });
    const doomed = new NatsEventBus(doomedNc, testLogger(), { ackWaitMs: 1000 });
    const lastAttempt = deferred();
    let calls = 0;
    await doomed.subscribe({
      durable,
      subject,
      maxDeliver: 2,
      redeliverAfterMs: 10,
      handler: async () => {
        if (++calls === 1) throw new Error('first attempt fails');
        lastAttempt.resolve();
        await new Promise(() => {});
      },
    });
    await pub.publish(envelope(subject, {}));
    await lastAttempt.promise;
    await doomedNc.close();

    const survivorNc = await connect({ servers: testServers().natsUrl });
    const survivor = new NatsEventBus(survivorNc, testLogger(), { ackWaitMs: 1000 });
    const dead = deferred<unknown>();
    let survivorCalls = 0;
    await survivor.subscribe({ durable: `${durable}_dlq`, subject: `dlq.${subject}`, handler: async (d) => dead.resolve(d.data) });
    await survivor.subscribe({
      durable,
      subject,
      maxDeliver: 2,
      handler: async () => {
        survivorCalls++;
      },
    });
    expect(await dead.promise).toMatchObject({ reason: 'no answer after 2 deliveries', consumer: durable });
    expect(survivorCalls).toBe(0);
    await survivor.close();
    await survivorNc.drain();
  });

  it('when an ephemeral subscription stops, then its consumer is deleted from the stream', async () => {
    const entity = unique('e');
    const subject = `kit.${entity}.fanned.v1`;
    const s = await sub.subscribe({ durable: `test__${entity}`, subject, ephemeral: true, handler: async () => {} });
    const jsm = await jetstreamManager(producer);
    const names = async () => (await jsm.consumers.list('KIT').next()).map((c) => c.name).filter((n) => n.startsWith(`test__${entity}_`));
    expect(await names()).toHaveLength(1);
    await s.stop();
    expect(await names()).toEqual([]);
  });

  it('when a subscription waits with nothing to deliver, then its connection exchanges no message with the server for 6 s (idle pulls cost every process CPU)', async () => {
    const entity = unique('e');
    const nc = await connect({ servers: testServers().natsUrl });
    const bus = new NatsEventBus(nc, testLogger());
    await bus.subscribe({ durable: `test__${entity}`, subject: `kit.${entity}.quiet.v1`, handler: async () => {} });
    // Past the subscription's first pull request.
    await new Promise((r) => setTimeout(r, 500));
    const before = nc.stats();
    await new Promise((r) => setTimeout(r, 6000));
    const after = nc.stats();
    await bus.close();
    await nc.drain();
    expect({ sent: after.outMsgs - before.outMsgs, received: after.inMsgs - before.inMsgs }).toEqual({ sent: 0, received: 0 });
  });
});
