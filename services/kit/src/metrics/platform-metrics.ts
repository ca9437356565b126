import client from 'prom-client';
import type { Job, JobHandler, JobQueue, QueueWorker, WorkerOptions } from '../queue/job-queue.port.js';
import type { OutboxLagSource, ServiceApp } from '../service-app.js';

/** What one process reports; every field is optional (the BFF has no outbox, a service no sockets). */
export interface PlatformMetricsSources {
  queue?: JobQueue;
  outboxRelays?: OutboxLagSource[] | (() => OutboxLagSource[]);
  socketCount?: () => number;
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
const sources = new Set<PlatformMetricsSources>();
let jobDuration: client.Histogram<'queue' | 'name' | 'outcome'> | undefined;

const relaysOf = (s: PlatformMetricsSources) => (typeof s.outboxRelays === 'function' ? s.outboxRelays() : (s.outboxRelays ?? []));

/** A failed read leaves its sample out of this scrape rather than failing the whole /metrics. */
async function tryRead<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

/** A gauge of every registered outbox relay, one sample per service, read at scrape. */
function outboxGauge(name: string, help: string, read: (r: OutboxLagSource) => Promise<number | undefined>): void {
  new client.Gauge({
    name,
    help,
    labelNames: ['service'],
    async collect() {
      this.reset();
      for (const s of sources) {
        await Promise.all(
          relaysOf(s).map(async (r) => {
            const n = await tryRead(() => read(r));
            if (n !== undefined) this.set({ service: r.service }, n);
          }),
        );
      }
    },
  });
}

/** Creates the metrics once per process, in the default registry that /metrics serves. */
function ensureMetrics() {
  if (jobDuration) return jobDuration;
  new client.Gauge({
    name: 'queue_jobs',
    help: 'Jobs per BullMQ (or memory) queue and state, sampled at scrape',
    labelNames: ['queue', 'state'],
    async collect() {
      this.reset();
      for (const s of sources) {
        if (!s.queue) continue;
        const queue = s.queue;
        await Promise.all(
          queue.queues().map(async (name) => {
            const counts = await tryRead(() => queue.counts(name));
            if (counts) for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state]);
          }),
        );
      }
    },
  });
  new client.Gauge({
    name: 'ws_connections',
    help: 'Open /ws (ActionCable) connections on this BFF replica',
    collect() {
      let n = 0;
      for (const s of sources) n += s.socketCount?.() ?? 0;
      this.set(n);
    },
  });
  outboxGauge('outbox_pending', 'Outbox rows committed but not yet published to the bus', (r) => r.pending());
  outboxGauge('outbox_oldest_pending_seconds', 'Age of the oldest unpublished outbox row (0 when the outbox is drained)', (r) =>
    r.oldestPendingSeconds ? r.oldestPendingSeconds() : Promise.resolve(undefined),
  );
  jobDuration = new client.Histogram({
    name: 'job_duration_seconds',
    help: 'Time a worker spent on one attempt of a job, by queue, job name and outcome',
    labelNames: ['queue', 'name', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  });
  return jobDuration;
}

/**
 * Registers a process's sources for the platform gauges — queue depth per state, open sockets,
 * outbox backlog — which are read when Prometheus scrapes, never on a timer. Several sources
 * may register (tests start platforms repeatedly in one process); the returned function
 * removes this one.
 */
export function registerPlatformMetrics(s: PlatformMetricsSources): () => void {
  ensureMetrics();
  sources.add(s);
  return () => {
    sources.delete(s);
  };
}

/**
 * The same queue, timing every job attempt its workers run into `job_duration_seconds`
 * (outcome `completed` or `failed`; a failed attempt may be retried).
 */
export function withJobMetrics(queue: JobQueue): JobQueue {
  const histogram = ensureMetrics();
  const work = (name: string, handler: JobHandler, opts?: WorkerOptions): QueueWorker =>
    queue.work(
      name,
      async (job: Job) => {
        const end = histogram.startTimer({ queue: name, name: job.name });
        try {
          const result = await handler(job);
          end({ outcome: 'completed' });
          return result;
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      opts,
    );
  // A proxy, not a copy: everything but work() reaches the adapter itself (its own `this`,
  // private fields and `instanceof` keep working, e.g. for Bull Board).
  return new Proxy(queue, {
    get(target, prop) {
      if (prop === 'work') return work;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The outbox backlog of each service app that has one (see `ServiceApp.outboxLag`). */
export function outboxLagOf(apps: ServiceApp[]): () => OutboxLagSource[] {
  return () => apps.flatMap((app) => app.outboxLag?.() ?? []);
}

/**
 * A counter in the registry /metrics serves, for a service's own counts (provider fallbacks,
 * tokens used). Created once per process by name, since tests start platforms repeatedly.
 */
export function countOf<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
): (labels: Record<L, string>, by?: number) => void {
  const existing = client.register.getSingleMetric(name) as client.Counter<L> | undefined;
  const counter = existing ?? new client.Counter<L>({ name, help, labelNames: [...labelNames] });
  return (labels, by = 1) => counter.inc(labels, by);
}
