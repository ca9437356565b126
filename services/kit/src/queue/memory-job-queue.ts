import type { Logger } from '../logging/logger.js';
import type {
  FailedJob,
  JobHandler,
  JobOptions,
  JobOutcome,
  JobQueue,
  JobSchedule,
  PendingJob,
  QueueWorker,
  Repeat,
  ScheduledJob,
  WorkerOptions,
} from './job-queue.port.js';
import { MemQueue, type MemWorker } from './memory-queue.js';
import { assertRepeat } from './repeat.js';

/**
 * In-process job queue with BullMQ's semantics the code relies on: idempotent job ids,
 * attempts with exponential backoff, a per-job timeout, a concurrency limit per worker,
 * schedules of periodic work that plan one job at a time, and waiting for a job told by the
 * queue itself. Not for production: jobs and schedules do not survive the process.
 */
export class MemoryJobQueue implements JobQueue {
  private readonly qs = new Map<string, MemQueue>();
  constructor(private readonly log: Logger) {}

  private q(name: string) {
    let q = this.qs.get(name);
    if (!q) {
      q = new MemQueue(name, this.log);
      this.qs.set(name, q);
    }
    return q;
  }

  async add(queue: string, name: string, data: unknown, opts: JobOptions = {}) {
    return this.q(queue).add(name, data, opts);
  }

  work(queue: string, handler: JobHandler, opts: WorkerOptions = {}): QueueWorker {
    const q = this.q(queue);
    const w: MemWorker = {
      handler,
      concurrency: opts.concurrency ?? 1,
      timeoutMs: opts.timeoutMs ?? 60_000,
      active: new Set(),
      closed: false,
    };
    q.workers.push(w);
    q.pump();
    return {
      close: async () => {
        w.closed = true;
        q.workers.splice(q.workers.indexOf(w), 1);
        await Promise.allSettled([...w.active]);
      },
    };
  }

  async schedule(queue: string, name: string, repeat: Repeat, job: ScheduledJob = {}): Promise<void> {
    assertRepeat(repeat);
    this.q(queue).schedule(name, repeat, job);
  }

  async unschedule(queue: string, name: string): Promise<void> {
    this.q(queue).unschedule(name);
  }

  async schedules(queue: string): Promise<JobSchedule[]> {
    return this.q(queue).listSchedules();
  }

  waitUntilFinished(queue: string, jobId: string, timeoutMs: number): Promise<JobOutcome> {
    return this.q(queue).waitUntilFinished(jobId, timeoutMs);
  }

  async counts(queue: string) {
    return this.q(queue).counts();
  }

  async failed(queue: string, limit = 50): Promise<FailedJob[]> {
    return [...this.q(queue).jobs.values()]
      .filter((e) => e.state === 'failed')
      .slice(0, limit)
      .map((e) => ({ id: e.id, name: e.name, data: e.data, attempts: e.attempt, reason: e.reason ?? '', failedAt: e.failedAt ?? '' }));
  }

  async pending(queue: string, limit = 50): Promise<PendingJob[]> {
    return this.q(queue).pending(limit);
  }

  async retry(queue: string, jobId: string) {
    const q = this.q(queue);
    const e = q.jobs.get(jobId);
    if (!e || e.state !== 'failed') return;
    e.attempt = 0;
    e.state = 'waiting';
    e.reason = undefined;
    q.waiting.push(e.id);
    q.pump();
  }

  async remove(queue: string, jobId: string) {
    this.q(queue).remove(jobId);
  }

  queues() {
    return [...this.qs.keys()];
  }

  async close() {
    for (const q of this.qs.values()) {
      for (const w of [...q.workers]) {
        w.closed = true;
        await Promise.allSettled([...w.active]);
      }
      q.close();
    }
  }
}
