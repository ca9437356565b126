import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type Job as BullJob, type JobSchedulerJson } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';
import { currentTraceCarrier, withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type {
  FailedJob,
  JobCounts,
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
import { bullBoard } from './bullmq-board.js';
import { decodeJobId, encodeJobId, unwrapJobData, wrapJobData } from './bullmq-job-data.js';
import type { QueueBoardHandler } from './queue-inspector.port.js';
import { assertRepeat } from './repeat.js';

/** What BullMQ keeps of finished jobs: the newest 1000 completed, 5000 failed. */
const KEEP = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } };

export interface BullmqJobQueueOptions {
  /** Key prefix in Redis. Default `bull`. */
  prefix?: string;
  /** A worker holds a job's lock this long and renews it at half of it; a dead worker's job is free after it. Default 30 s. */
  lockDurationMs?: number;
  /**
   * How often workers look for jobs whose worker died (lock expired) and put them back. Default
   * 30 s. BullMQ throttles the check queue-wide by the interval of the worker that ran it last,
   * so every process working a queue should use the same value.
   */
  stalledIntervalMs?: number;
  /** Times a job may be recovered from a dead worker before it fails for good. Default 1. */
  maxStalledCount?: number;
}

/**
 * The JobQueue on BullMQ 6 and Redis. Attempts back off exponentially (base, 2·base, …), ids
 * given by the caller are idempotent, finished jobs are trimmed (1000 completed, 5000 failed
 * kept). The caller's trace context rides in the job data and each attempt runs inside it.
 * A worker that dies leaves its job locked until the lock expires; the stalled check of any
 * live worker then hands it to another one.
 *
 * Periodic work is BullMQ's job schedulers (`upsertJobScheduler`, one per name), and waiting for
 * a job is `QueueEvents` (a Redis stream read as events arrive).
 *
 * It owns one Redis connection shared by its queues and workers (BullMQ adds and closes each
 * worker's blocking connection itself), and one more for each queue whose events it reads (a
 * blocking read cannot share a connection); `close()` closes them all.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly conn: Redis;
  private readonly qs = new Map<string, Queue>();
  private readonly workers = new Set<Worker>();
  private readonly events = new Map<string, Promise<QueueEvents>>();
  private readonly eventConnections = new Set<Redis>();
  private readonly settings: Required<BullmqJobQueueOptions>;
  private closing?: Promise<void>;

  constructor(
    url: string,
    private readonly log: Logger,
    opts: BullmqJobQueueOptions = {},
  ) {
    this.settings = {
      prefix: opts.prefix ?? 'bull',
      lockDurationMs: opts.lockDurationMs ?? 30_000,
      stalledIntervalMs: opts.stalledIntervalMs ?? 30_000,
      maxStalledCount: opts.maxStalledCount ?? 1,
    };
    // Workers block on Redis; BullMQ requires `maxRetriesPerRequest: null` for that.
    this.conn = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.conn.on('error', (err) => this.log.warn({ err }, 'redis connection error'));
  }

  /** For readiness checks: Redis answers. */
  async ping(): Promise<void> {
    await this.conn.ping();
  }

  private q(name: string): Queue {
    let q = this.qs.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.conn, prefix: this.settings.prefix });
      q.on('error', (err) => this.log.warn({ err, queue: name }, 'queue error'));
      this.qs.set(name, q);
    }
    return q;
  }

  async add(queue: string, name: string, data: unknown, opts: JobOptions = {}): Promise<string> {
    const id = opts.jobId ?? randomUUID();
    await this.q(queue).add(name, wrapJobData(data, currentTraceCarrier()), {
      jobId: encodeJobId(id),
      attempts: opts.attempts ?? 3,
      backoff: { type: 'exponential', delay: opts.backoffMs ?? 1000 },
      delay: opts.delayMs && opts.delayMs > 0 ? opts.delayMs : undefined,
      priority: opts.priority && opts.priority > 0 ? opts.priority : undefined,
      ...KEEP,
    });
    return id;
  }

  async schedule(queue: string, name: string, repeat: Repeat, job: ScheduledJob = {}): Promise<void> {
    assertRepeat(repeat);
    await this.q(queue).upsertJobScheduler(
      name,
      'everyMs' in repeat ? { every: repeat.everyMs } : { pattern: repeat.cron, tz: repeat.tz },
      {
        name,
        // A scheduled run belongs to no caller's trace: each starts its own.
        data: wrapJobData(job.data ?? null, {}),
        opts: { attempts: job.attempts ?? 3, backoff: { type: 'exponential', delay: job.backoffMs ?? 1000 }, ...KEEP },
      },
    );
  }

  async unschedule(queue: string, name: string): Promise<void> {
    const planned = await this.q(queue).getJobScheduler(name);
    await this.q(queue).removeJobScheduler(name);
    // BullMQ takes out the schedule's next job only while it is delayed; one already due goes too.
    if (planned?.next) await this.remove(queue, `repeat:${name}:${planned.next}`);
  }

  async schedules(queue: string): Promise<JobSchedule[]> {
    const all: JobSchedulerJson[] = await this.q(queue).getJobSchedulers(0, -1, true);
    return all.map((s) => ({
      name: s.key,
      repeat: s.every ? { everyMs: Number(s.every) } : { cron: s.pattern ?? '', ...(s.tz ? { tz: s.tz } : {}) },
      next: s.next ? new Date(Number(s.next)) : null,
    }));
  }

  /** The queue's events, read on a connection of their own from the moment they are first asked for. */
  private queueEvents(queue: string): Promise<QueueEvents> {
    let p = this.events.get(queue);
    if (!p) {
      const conn = this.conn.duplicate();
      this.eventConnections.add(conn);
      conn.on('error', (err) => this.log.warn({ err, queue }, 'redis connection error (queue events)'));
      p = this.lastEventId(queue).then((lastEventId) => {
        const events = new QueueEvents(queue, { connection: conn, prefix: this.settings.prefix, lastEventId });
        events.on('error', (err) => this.log.warn({ err, queue }, 'queue events error'));
        return events.waitUntilReady().then(() => events);
      });
      this.events.set(queue, p);
    }
    return p;
  }

  /**
   * Where the events reader starts. BullMQ's default ('$') means "from the first read", which
   * happens some time after the reader is made: a job finishing in between was missed, and its
   * waiter slept until the limit. Starting after the stream's last entry as it is now leaves no gap.
   */
  private async lastEventId(queue: string): Promise<string> {
    const [last] = (await this.conn.xrevrange(this.q(queue).toKey('events'), '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
    return last?.[0] ?? '0-0';
  }

  async waitUntilFinished(queue: string, jobId: string, timeoutMs: number): Promise<JobOutcome> {
    const events = await this.queueEvents(queue);
    const job = await this.job(queue, jobId);
    if (!job) return { state: 'unknown' };
    try {
      // Listens first, then looks whether the job has already finished, so no end is missed.
      await job.waitUntilFinished(events, timeoutMs);
      return { state: 'completed' };
    } catch (err) {
      const reason = (err as Error).message;
      // BullMQ's own words for a wait that ran out, and for a queue closed meanwhile.
      if (/^Job wait .* timed out before finishing/.test(reason) || this.closing) return { state: 'pending' };
      return { state: 'failed', reason };
    }
  }

  work(queue: string, handler: JobHandler, opts: WorkerOptions = {}): QueueWorker {
    this.q(queue);
    const timeoutMs = opts.timeoutMs ?? 60_000;
    const worker = new Worker(queue, (job: BullJob) => this.run(queue, job, handler, timeoutMs), {
      connection: this.conn,
      prefix: this.settings.prefix,
      concurrency: Math.max(1, opts.concurrency ?? 1),
      lockDuration: this.settings.lockDurationMs,
      stalledInterval: this.settings.stalledIntervalMs,
      maxStalledCount: this.settings.maxStalledCount,
      // An idle worker's blocking wait for a job lasts this long (s) before it asks again; a new
      // job ends it at once. BullMQ's default, 5, woke every idle worker for nothing; 10 is the
      // longest it blocks when a job is delayed (BullMQ's ceiling for one Redis blocking call).
      drainDelay: 10,
    });
    worker.on('error', (err) => this.log.warn({ err, queue }, 'worker error'));
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.log[final ? 'error' : 'warn'](
        { err, queue, job: job.name, jobId: decodeJobId(job.id ?? ''), attempt: job.attemptsMade },
        final ? 'job failed for good' : 'job failed; retrying',
      );
    });
    this.workers.add(worker);
    return {
      close: async () => {
        // Waits for the active jobs; BullMQ stops taking new ones first.
        await worker.close();
        this.workers.delete(worker);
      },
    };
  }

  private async run(queue: string, job: BullJob, handler: JobHandler, timeoutMs: number): Promise<unknown> {
    const { data, trace } = unwrapJobData(job.data);
    const attempt = job.attemptsMade + 1;
    return withTraceCarrier(trace, () =>
      inSpan(
        `${queue} ${job.name}`,
        SpanKind.CONSUMER,
        { 'messaging.system': 'bullmq', 'messaging.destination': queue, 'job.attempt': attempt },
        async () => {
          let timer: NodeJS.Timeout | undefined;
          try {
            return await Promise.race([
              handler({ id: decodeJobId(job.id ?? ''), name: job.name, data, attempt }),
              new Promise<never>((_, reject) => {
                timer = setTimeout(() => reject(new Error(`job timed out after ${timeoutMs} ms`)), timeoutMs);
              }),
            ]);
          } finally {
            clearTimeout(timer);
          }
        },
      ),
    );
  }

  /**
   * A job by the id the port shows: a caller's id is stored encoded, the runs of a schedule
   * under the id BullMQ gave them (`repeat:<name>:<due>`).
   */
  private async job(queue: string, jobId: string): Promise<BullJob | undefined> {
    const q = this.q(queue);
    return (await q.getJob(encodeJobId(jobId))) ?? (jobId.startsWith('repeat:') ? await q.getJob(jobId) : undefined);
  }

  async counts(queue: string): Promise<JobCounts> {
    const c = await this.q(queue).getJobCounts('wait', 'prioritized', 'waiting-children', 'active', 'delayed', 'failed', 'completed');
    return {
      waiting: (c.wait ?? 0) + (c.prioritized ?? 0) + (c['waiting-children'] ?? 0),
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      failed: c.failed ?? 0,
      completed: c.completed ?? 0,
    };
  }

  async failed(queue: string, limit = 50): Promise<FailedJob[]> {
    const jobs = await this.q(queue).getFailed(0, Math.max(0, limit - 1));
    return jobs
      .filter((j): j is BullJob => Boolean(j))
      .map((j) => ({
        id: decodeJobId(j.id ?? ''),
        name: j.name,
        data: unwrapJobData(j.data).data,
        attempts: j.attemptsMade,
        reason: j.failedReason ?? '',
        failedAt: new Date(j.finishedOn ?? Date.now()).toISOString(),
      }));
  }

  async pending(queue: string, limit = 50): Promise<PendingJob[]> {
    const q = this.q(queue);
    const out: PendingJob[] = [];
    for (const types of [['active'], ['wait', 'prioritized'], ['delayed']] as const) {
      if (out.length >= limit) break;
      // getJobs reads each list oldest first when asked ascending: the order they run in.
      const jobs = (await q.getJobs([...types], 0, limit - out.length - 1, true)).filter((j): j is BullJob => Boolean(j?.id));
      const due = types[0] === 'delayed' ? await this.dueTimes(queue, jobs) : [];
      jobs.forEach((j, i) =>
        out.push({
          id: decodeJobId(j.id!),
          name: j.name,
          data: unwrapJobData(j.data).data,
          state: types[0] === 'wait' ? 'waiting' : types[0],
          attemptsMade: j.attemptsStarted ?? j.attemptsMade,
          attempts: j.opts.attempts ?? 1,
          addedAt: new Date(j.timestamp).toISOString(),
          runAt: types[0] === 'delayed' ? new Date(due[i] ?? j.timestamp + j.delay).toISOString() : null,
          reason: j.failedReason || null,
        }),
      );
    }
    if (out.some((j) => j.runAt)) {
      const delayed = out.filter((j) => j.state === 'delayed').sort((a, b) => a.runAt!.localeCompare(b.runAt!));
      return [...out.filter((j) => j.state !== 'delayed'), ...delayed];
    }
    return out;
  }

  /**
   * When each delayed job is due. A retry's backoff is counted from its failure, which the job
   * does not record, so the time is read where BullMQ keeps it: the delayed set's score, the due
   * time in ms times 0x1000 (the low 12 bits order jobs due in the same ms).
   */
  private async dueTimes(queue: string, jobs: BullJob[]): Promise<(number | undefined)[]> {
    if (!jobs.length) return [];
    const key = this.q(queue).toKey('delayed');
    const scores = await Promise.all(jobs.map((j) => this.conn.zscore(key, j.id!)));
    return scores.map((s) => (s == null ? undefined : Math.floor(Number(s) / 0x1000)));
  }

  /** A failed job goes back to waiting with all its attempts again; other states are left alone. */
  async retry(queue: string, jobId: string): Promise<void> {
    const job = await this.job(queue, jobId);
    if (!job || (await job.getState()) !== 'failed') return;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  }

  /** Removes a job that is not running; an active job is left to finish. */
  async remove(queue: string, jobId: string): Promise<void> {
    const job = await this.job(queue, jobId);
    if (!job?.id || (await job.getState()) === 'active') return;
    await this.q(queue).remove(job.id);
  }

  queues(): string[] {
    return [...this.qs.keys()];
  }

  /** Bull Board over these queues, on this adapter's own Redis connection (closed with it). */
  board(queues: readonly string[], opts: { basePath: string; title: string }): Promise<QueueBoardHandler> {
    return bullBoard(
      queues.map((name) => this.q(name)),
      opts,
    );
  }

  /** Workers finish their active jobs, then queues and the Redis connection close. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.workers].map((w) => w.close()));
      this.workers.clear();
      await Promise.allSettled([...this.events.values()].map(async (e) => (await e).close()));
      await Promise.allSettled([...this.qs.values()].map((q) => q.close()));
      await Promise.allSettled([...this.eventConnections, this.conn].map((c) => c.quit().catch(() => c.disconnect())));
    })();
    return this.closing;
  }
}
