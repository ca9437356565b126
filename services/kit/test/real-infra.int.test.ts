import { describe, expect, it } from '@jest/globals';
import { testServers } from '@cards/testing';
import { ConfigSchema } from '../src/config/config.schema.js';
import { createInfra } from '../src/infra.js';
import { NatsEventBus } from '../src/bus/nats-event-bus.js';
import { NatsRequestBus } from '../src/rpc/nats-request-bus.js';
import { BullmqJobQueue } from '../src/queue/bullmq-job-queue.js';
import { testLogger } from '@cards/testing/logger';
import { envelope } from './event-bus.conformance.js';
import { deferred, unique } from './support/wait.js';

describe('createInfra with BUS=nats and QUEUE=bullmq', () => {
  it('when configured for NATS and Redis, then the real adapters carry events, requests and jobs, report ready, and close in flight work cleanly', async () => {
    const config = ConfigSchema.parse({
      BUS: 'nats',
      NATS_URL: testServers().natsUrl,
      QUEUE: 'bullmq',
      REDIS_URL: testServers().redisUrl,
      DATABASE_URL: 'postgres://unused/unused',
    });
    const infra = await createInfra(config, testLogger(), { database: false });
    expect(infra.bus).toBeInstanceOf(NatsEventBus);
    expect(infra.rpc).toBeInstanceOf(NatsRequestBus);
    expect(infra.queue).toBeInstanceOf(BullmqJobQueue);
    expect(await infra.health.ready()).toEqual({ ok: true, checks: { nats: 'ok', redis: 'ok' } });

    const entity = unique('e');
    const got = deferred<string>();
    await infra.bus.subscribe({ durable: `test__${entity}`, subject: `kit.${entity}.wired.v1`, handler: async (e) => got.resolve(e.id) });
    const e = envelope(`kit.${entity}.wired.v1`, {});
    await infra.bus.publish(e);
    expect(await got.promise).toBe(e.id);

    await infra.rpc.handle(`kit.${entity}.get`, async (d) => ({ echo: d }));
    expect(await infra.rpc.request(`kit.${entity}.get`, { a: 1 })).toEqual({ echo: { a: 1 } });

    // A job still running at shutdown is finished before the queue's connections close.
    const queue = unique('q');
    const started = deferred();
    let finished = false;
    infra.queue.work(queue, async () => {
      started.resolve();
      await new Promise((r) => setTimeout(r, 200));
      finished = true;
    });
    await infra.queue.add(queue, 'slow', {});
    await started.promise;
    await infra.lifecycle.stop();
    expect(finished).toBe(true);
    expect((await infra.health.ready()).ok).toBe(false);
  });
});
