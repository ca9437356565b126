import { afterEach, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../db/data-source.js';
import { OutboxRelay } from '../db/outbox.js';
import { MemoryEventBus } from '../bus/memory-event-bus.js';
import { metricsRegistry } from '../health/health.js';
import { MemoryJobQueue } from '../queue/memory-job-queue.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import type { OutboxLagSource } from '../service-app.js';
import { outboxLagOf, registerPlatformMetrics, withJobMetrics } from './platform-metrics.js';

const log = testLogger();
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** One scrape of the process's registry, as Prometheus would do it, parsed into samples. */
async function scrape(metric: string): Promise<Array<{ labels: Record<string, string>; value: number }>> {
  const all = await metricsRegistry.getMetricsAsJSON();
  const m = all.find((x) => x.name === metric) as
    { values: Array<{ labels: Record<string, string | number>; value: number; metricName?: string }> } | undefined;
  return (m?.values ?? []).map((v) => ({
    labels: Object.fromEntries(Object.entries(v.labels).map(([k, l]) => [k, String(l)])),
    value: v.value,
    ...(v.metricName ? { metric: v.metricName } : {}),
  }));
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached');
};

describe('platform metrics', () => {
  it('when a queue holds waiting and failed jobs, then a scrape reports queue_jobs per queue and state', async () => {
    const queue = new MemoryJobQueue(log);
    cleanups.push(() => queue.close());
    await queue.add('render-test', 'render-thumbnail', {});
    await queue.add('render-test', 'render-thumbnail', {});
    await queue.add('fail-test', 'boom', {}, { attempts: 1 });
    const w = queue.work('fail-test', async () => {
      throw new Error('boom');
    });
    cleanups.push(() => w.close());
    await until(async () => (await queue.counts('fail-test')).failed === 1);
    cleanups.push(registerPlatformMetrics({ queue }));

    const samples = await scrape('queue_jobs');
    expect(samples).toContainEqual({ labels: { queue: 'render-test', state: 'waiting' }, value: 2 });
    expect(samples).toContainEqual({ labels: { queue: 'fail-test', state: 'failed' }, value: 1 });
    expect(samples).toContainEqual({ labels: { queue: 'fail-test', state: 'waiting' }, value: 0 });
  });

  it('when workers of an instrumented queue complete one job and fail another, then job_duration_seconds counts each outcome', async () => {
    const queue = withJobMetrics(new MemoryJobQueue(log));
    cleanups.push(() => queue.close());
    const w = queue.work('timed-test', async (job) => {
      if (job.name === 'bad') throw new Error('no');
      return 'ok';
    });
    cleanups.push(() => w.close());
    await queue.add('timed-test', 'good', {});
    await queue.add('timed-test', 'bad', {}, { attempts: 1 });
    await until(async () => {
      const c = await queue.counts('timed-test');
      return c.completed === 1 && c.failed === 1;
    });

    const counts = (await metricsRegistry.getSingleMetricAsString('job_duration_seconds'))
      .split('\n')
      .filter((l) => l.startsWith('job_duration_seconds_count{') && l.includes('queue="timed-test"'));
    expect(counts.sort()).toEqual([
      'job_duration_seconds_count{queue="timed-test",name="bad",outcome="failed"} 1',
      'job_duration_seconds_count{queue="timed-test",name="good",outcome="completed"} 1',
    ]);
  });

  it("when a queue is instrumented, then its other methods and identity stay the adapter's", async () => {
    const inner = new MemoryJobQueue(log);
    const queue = withJobMetrics(inner);
    cleanups.push(() => queue.close());
    expect(queue).toBeInstanceOf(MemoryJobQueue);
    await queue.add('same-test', 'x', {});
    expect((await inner.counts('same-test')).waiting).toBe(1);
    expect(queue.queues()).toEqual(inner.queues());
  });

  it('when BFF replicas register socket counts, then ws_connections reports their sum and drops one when it unregisters', async () => {
    cleanups.push(registerPlatformMetrics({ socketCount: () => 3 }));
    const unregister = registerPlatformMetrics({ socketCount: () => 4 });
    expect((await scrape('ws_connections'))[0].value).toBe(7);
    unregister();
    expect((await scrape('ws_connections'))[0].value).toBe(3);
  });

  it('when one outbox cannot be read, then the scrape still reports the others', async () => {
    const ok: OutboxLagSource = { service: 'catalog-test', pending: async () => 5, oldestPendingSeconds: async () => 12 };
    const broken: OutboxLagSource = {
      service: 'identity-test',
      pending: async () => {
        throw new Error('db down');
      },
    };
    cleanups.push(registerPlatformMetrics({ outboxRelays: [ok, broken] }));
    expect(await scrape('outbox_pending')).toEqual([{ labels: { service: 'catalog-test' }, value: 5 }]);
    expect(await scrape('outbox_oldest_pending_seconds')).toEqual([{ labels: { service: 'catalog-test' }, value: 12 }]);
  });

  it("when a service's outbox has unsent rows in PostgreSQL, then its relay counts them and their age for outboxLagOf", async () => {
    const db = await createTestDatabase('metrics');
    cleanups.push(db.drop);
    const ds = await openDatabase({ url: db.url, schema: 'cart_order', entities: [], migrations: [], log });
    cleanups.push(() => ds.destroy());
    await ds.query(`INSERT INTO cart_order.outbox (id, subject, envelope, created_at) VALUES
      (gen_random_uuid(), 's', '{}', now() - interval '90 seconds'),
      (gen_random_uuid(), 's', '{}', now())`);
    await ds.query(`INSERT INTO cart_order.outbox (id, subject, envelope, sent_at) VALUES (gen_random_uuid(), 's', '{}', now())`);
    // Not started: it would publish the rows. A defined service reports its relay this way.
    const relay = new OutboxRelay(ds, new MemoryEventBus(log), log);
    const app = {
      name: 'cart-order',
      start: async () => {},
      stop: async () => {},
      outboxLag: () => ({
        service: 'cart-order',
        pending: () => relay.pending(),
        oldestPendingSeconds: () => relay.oldestPendingSeconds(),
      }),
    };

    const [source] = outboxLagOf([app, { name: 'bff', start: async () => {}, stop: async () => {} }])();
    expect(source.service).toBe('cart-order');
    expect(await source.pending()).toBe(2);
    expect(await source.oldestPendingSeconds!()).toBeGreaterThanOrEqual(90);
  });
});
