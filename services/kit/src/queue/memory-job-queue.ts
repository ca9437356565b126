import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging/logger.js';
import { currentTraceCarrier, withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type { FailedJob, Job, JobCounts, JobHandler, JobOptions, JobQueue, QueueWorker, WorkerOptions } from './job-queue.port.js';

type State = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';
interface Entry {
  id: string;
  name: string;
  data: unknown;
  opts: Required<Pick<JobOptions, 'attempts' | 'backoffMs'>>;
  attempt: number;
  state: State;
  reason?: string;
  failedAt?: string;
  timer?: NodeJS.Timeout;
  /** 0 when none was given: before every prioritised job, as in BullMQ. */
  priority: number;
  /** Trace context of whoever added the job, continued by the worker. */
  trace: Record<string, string>;
}
/** The longest delay `setTimeout` keeps (2^31 − 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;
interface MemWorker {
  handler: JobHandler;
  concurrency: number;
  timeoutMs: number;
  active: Set<Promise<void>>;
  closed: boolean;
}

class MemQueue {
  readonly jobs = new Map<string, Entry>();
  readonly waiting: string[] = [];
  readonly workers: MemWorker[] = [];
  private completedOrder: string[] = [];

  constructor(
    readonly name: string,
    private readonly log: Logger,
  ) {}

  add(name: string, data: unknown, opts: JobOptions): string {
    const id = opts.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const e: Entry = {
      id,
      name,
      data: JSON.parse(JSON.stringify(data ?? null)),
      opts: { attempts: opts.attempts ?? 3, backoffMs: opts.backoffMs ?? 1000 },
      attempt: 0,
      state: 'waiting',
      trace: currentTraceCarrier(),
      priority: Math.max(0, opts.priority ?? 0),
    };
    this.jobs.set(id, e);
    if (opts.delayMs && opts.delayMs > 0) this.delay(e, opts.delayMs);
    else {
      this.enqueue(e);
      this.pump();
    }
    return id;
  }

  /** Into the waiting line behind every job of its priority or a more urgent one. */
  private enqueue(e: Entry) {
    const after = this.waiting.findIndex((id) => (this.jobs.get(id)?.priority ?? 0) > e.priority);
    if (after < 0) this.waiting.push(e.id);
    else this.waiting.splice(after, 0, e.id);
  }

  private delay(e: Entry, ms: number) {
    e.state = 'delayed';
    // Node fires a timer longer than about 24.8 days at once: a long delay waits in steps.
    const step = Math.min(ms, MAX_TIMER_MS);
    e.timer = setTimeout(() => {
      e.timer = undefined;
      if (ms > step) {
        this.delay(e, ms - step);
        return;
      }
      e.state = 'waiting';
      this.enqueue(e);
      this.pump();
    }, step);
  }

  pump() {
    setImmediate(() => {
      for (;;) {
        const w = this.workers.find((x) => !x.closed && x.active.size < x.concurrency);
        if (!w || this.waiting.length === 0) return;
        const e = this.jobs.get(this.waiting.shift()!);
        if (!e || e.state !== 'waiting') continue;
        this.run(w, e);
      }
    });
  }

  private run(w: MemWorker, e: Entry) {
    e.state = 'active';
    e.attempt++;
    const job: Job = { id: e.id, name: e.name, data: JSON.parse(JSON.stringify(e.data)), attempt: e.attempt };
    let timer: NodeJS.Timeout | undefined;
    const p = (async () => {
      try {
        await Promise.race([
          withTraceCarrier(e.trace, () =>
            inSpan(
              `${this.name} ${e.name}`,
              SpanKind.CONSUMER,
              { 'messaging.system': 'memory', 'messaging.destination': this.name, 'job.attempt': e.attempt },
              () => w.handler(job),
            ),
          ),
          new Promise((_, rej) => {
            timer = setTimeout(() => rej(new Error(`job timed out after ${w.timeoutMs} ms`)), w.timeoutMs);
          }),
        ]);
        e.state = 'completed';
        this.completedOrder.push(e.id);
        if (this.completedOrder.length > 1000) this.jobs.delete(this.completedOrder.shift()!);
      } catch (err) {
        e.reason = String((err as Error)?.message ?? err);
        if (e.attempt < e.opts.attempts) {
          this.log.warn({ queue: this.name, job: e.name, jobId: e.id, attempt: e.attempt, err }, 'job failed; retrying');
          this.delay(e, e.opts.backoffMs * 2 ** (e.attempt - 1));
        } else {
          this.log.error({ queue: this.name, job: e.name, jobId: e.id, attempt: e.attempt, err }, 'job failed for good');
          e.state = 'failed';
          e.failedAt = new Date().toISOString();
        }
      } finally {
        clearTimeout(timer);
      }
    })();
    w.active.add(p);
    void p.finally(() => {
      w.active.delete(p);
      this.pump();
    });
  }

  counts(): JobCounts {
    const c: JobCounts = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
    for (const e of this.jobs.values()) c[e.state]++;
    return c;
  }
}

/**
 * In-process job queue with BullMQ's semantics the code relies on: idempotent job ids,
 * attempts with exponential backoff, a per-job timeout, a concurrency limit per worker.
 * Not for production: jobs do not survive the process.
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

  async counts(queue: string) {
    return this.q(queue).counts();
  }

  async failed(queue: string, limit = 50): Promise<FailedJob[]> {
    return [...this.q(queue).jobs.values()]
      .filter((e) => e.state === 'failed')
      .slice(0, limit)
      .map((e) => ({ id: e.id, name: e.name, data: e.data, attempts: e.attempt, reason: e.reason ?? '', failedAt: e.failedAt ?? '' }));
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
    const q = this.q(queue);
    const e = q.jobs.get(jobId);
    if (!e || e.state === 'active') return;
    clearTimeout(e.timer);
    q.jobs.delete(jobId);
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
      for (const e of q.jobs.values()) clearTimeout(e.timer);
    }
  }
}
