import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MemoryEventBus } from '../src/bus/memory-event-bus.js';
import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { currentTraceCarrier } from '../src/telemetry/propagation.js';
import { testLogger } from '@cards/testing/logger';
import { activeTraceId, inRootSpan, installTestTracing } from '@cards/testing/tracing';
import { deferred } from './support/wait.js';

/** Embedded mode keeps one trace across events and jobs, as the NATS and BullMQ adapters do. */
describe('trace context through the memory adapters', () => {
  installTestTracing();

  it('when an event is published inside a trace, then its handler runs in that trace', async () => {
    const bus = new MemoryEventBus(testLogger());
    const seen = deferred<string>();
    await bus.subscribe({
      durable: 'test__traced',
      subject: 'kit.thing.traced.v1',
      handler: async () => {
        seen.resolve(activeTraceId());
      },
    });
    const { traceId } = await inRootSpan(() =>
      bus.publish({
        id: randomUUID(),
        type: 'kit.thing.traced.v1',
        version: 1,
        occurredAt: new Date().toISOString(),
        source: 'kit',
        correlationId: null,
        trace: currentTraceCarrier(),
        data: {},
      }),
    );
    expect(await seen.promise).toBe(traceId);
    expect(traceId).not.toBe('');
    await bus.close();
  });

  it('when a job is added inside a trace, then the worker runs it in that trace', async () => {
    const q = new MemoryJobQueue(testLogger());
    const seen = deferred<string>();
    q.work('traced', async () => {
      seen.resolve(activeTraceId());
    });
    const { traceId } = await inRootSpan(() => q.add('traced', 'do-thing', {}));
    expect(await seen.promise).toBe(traceId);
    await q.close();
  });
});
