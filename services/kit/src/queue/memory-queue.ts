import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging/logger.js';
import { currentTraceCarrier, withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type {
  Job,
  JobCounts,
  JobHandler,
  JobOptions,
  JobOutcome,
  JobSchedule,
  PendingJob,
  Repeat,
  ScheduledJob,
} from './job-queue.port.js';
import { firstRun, nextRun, sameRepeat } from './repeat.js';

type State = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';
export interface Entry {
  id: string;
  name: string;
  data: unknown;
  opts: Required<Pick<JobOptions, 'attempts' | 'backoffMs'>>;
  attempt: number;
  state: State;
  reason?: string;
  failedAt?: string;
  /** When it was added and, while delayed, when it is due (epoch ms). */
  addedAt: number;
  runAt?: number;
  timer?: NodeJS.Timeout;
  /** 0 when none was given: before every prioritised job, as in BullMQ. */
  priority: number;
  /** Trace context of whoever added the job, continued by the worker. */
  trace: Record<string, string>;
  /** The schedule that made it, which makes its next job when this one starts. */
  schedule?: string;
}
/** The longest delay `setTimeout` keeps (2^31 − 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;
export interface MemWorker {
  handler: JobHandler;
  concurrency: number;
  timeoutMs: number;
  active: Set<Promise<void>>;
  closed: boolean;
}
/** A schedule and its one planned job (due at `due`), as BullMQ keeps a job scheduler. */
interface Schedule {
  repeat: Repeat;
  job: ScheduledJob;
  due: number;
  jobId: string;
}

/** One queue of the in-process adapter: its jobs, waiting line, workers, schedules and those waiting for a job to finish. */
export class MemQueue {
  readonly jobs = new Map<string, Entry>();
  readonly waiting: string[] = [];
  readonly workers: MemWorker[] = [];
  private completedOrder: string[] = [];
  private readonly schedules = new Map<string, Schedule>();
  private readonly waiters = new Map<string, Set<(o: JobOutcome) => void>>();

  constructor(
    readonly name: string,
    private readonly log: Logger,
  ) {}

  add(name: string, data: unknown, opts: JobOptions, schedule?: string): string {
    const id = opts.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const e: Entry = {
      id,
      name,
      data: JSON.parse(JSON.stringify(data ?? null)),
      opts: { attempts: opts.attempts ?? 3, backoffMs: opts.backoffMs ?? 1000 },
      attempt: 0,
      state: 'waiting',
      addedAt: Date.now(),
      // A scheduled run belongs to no caller's trace: each starts its own.
      trace: schedule ? {} : currentTraceCarrier(),
      priority: Math.max(0, opts.priority ?? 0),
      schedule,
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
  enqueue(e: Entry) {
    const after = this.waiting.findIndex((id) => (this.jobs.get(id)?.priority ?? 0) > e.priority);
    if (after < 0) this.waiting.push(e.id);
    else this.waiting.splice(after, 0, e.id);
  }

  private delay(e: Entry, ms: number) {
    e.state = 'delayed';
    e.runAt = Date.now() + ms;
    // Node fires a timer longer than about 24.8 days at once: a long delay waits in steps.
    const step = Math.min(ms, MAX_TIMER_MS);
    e.timer = setTimeout(() => {
      e.timer = undefined;
      if (ms > step) {
        this.delay(e, ms - step);
        return;
      }
      e.state = 'waiting';
      e.runAt = undefined;
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
    if (e.attempt === 1) this.planNextRun(e);
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
        this.finished(e.id, { state: 'completed' });
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
          this.finished(e.id, { state: 'failed', reason: e.reason });
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

  /** Jobs not finished: running, then waiting in line order, then delayed by due time. */
  pending(limit: number): PendingJob[] {
    const all = [...this.jobs.values()];
    const line = new Map(this.waiting.map((id, i) => [id, i]));
    const ordered = [
      ...all.filter((e) => e.state === 'active'),
      ...all.filter((e) => e.state === 'waiting').sort((a, b) => (line.get(a.id) ?? 0) - (line.get(b.id) ?? 0)),
      ...all.filter((e) => e.state === 'delayed').sort((a, b) => (a.runAt ?? 0) - (b.runAt ?? 0)),
    ];
    return ordered.slice(0, limit).map((e) => ({
      id: e.id,
      name: e.name,
      data: e.data,
      state: e.state as PendingJob['state'],
      attemptsMade: e.attempt,
      attempts: e.opts.attempts,
      addedAt: new Date(e.addedAt).toISOString(),
      runAt: e.state === 'delayed' && e.runAt != null ? new Date(e.runAt).toISOString() : null,
      reason: e.reason ?? null,
    }));
  }

  /** Takes a job that has not started out of the queue; false when there is none or it runs. */
  remove(jobId: string): boolean {
    const e = this.jobs.get(jobId);
    if (!e || e.state === 'active') return false;
    clearTimeout(e.timer);
    this.jobs.delete(jobId);
    this.finished(jobId, { state: 'unknown' });
    return true;
  }

  // Schedules: as BullMQ's job schedulers, a schedule has one planned job; the run after it is
  // planned when it starts, so runs never pile up while no worker takes them.

  schedule(name: string, repeat: Repeat, job: ScheduledJob) {
    const now = Date.now();
    const old = this.schedules.get(name);
    let due = firstRun(repeat, now);
    if (old) {
      // Given again unchanged (another replica's start), it keeps its planned run.
      if (this.remove(old.jobId) && sameRepeat(old.repeat, repeat)) due = old.due;
    }
    this.plan(name, { repeat, job, due, jobId: '' }, now);
  }

  unschedule(name: string) {
    const s = this.schedules.get(name);
    if (!s) return;
    this.schedules.delete(name);
    this.remove(s.jobId);
  }

  listSchedules(): JobSchedule[] {
    return [...this.schedules]
      .map(([name, s]) => ({ name, repeat: s.repeat, next: new Date(s.due) }))
      .sort((a, b) => a.next.getTime() - b.next.getTime());
  }

  private plan(name: string, s: Schedule, now: number) {
    s.jobId = `repeat:${name}:${s.due}`;
    this.schedules.set(name, s);
    const { data = null, attempts, backoffMs } = s.job;
    this.add(name, data, { attempts, backoffMs, jobId: s.jobId, delayMs: s.due - now }, name);
  }

  private planNextRun(e: Entry) {
    const s = e.schedule ? this.schedules.get(e.schedule) : undefined;
    if (!s || s.jobId !== e.id) return;
    const now = Date.now();
    this.plan(e.schedule!, { ...s, due: nextRun(s.repeat, s.due, now) }, now);
  }

  // Waiting for a job: told when it ends, never by looking again.

  waitUntilFinished(jobId: string, timeoutMs: number): Promise<JobOutcome> {
    const e = this.jobs.get(jobId);
    if (!e) return Promise.resolve({ state: 'unknown' });
    if (e.state === 'completed') return Promise.resolve({ state: 'completed' });
    if (e.state === 'failed') return Promise.resolve({ state: 'failed', reason: e.reason ?? '' });
    return new Promise((resolve) => {
      let set = this.waiters.get(jobId);
      if (!set) this.waiters.set(jobId, (set = new Set()));
      const done = (o: JobOutcome) => {
        clearTimeout(timer);
        set.delete(done);
        if (!set.size) this.waiters.delete(jobId);
        resolve(o);
      };
      const timer = setTimeout(() => done({ state: 'pending' }), timeoutMs);
      set.add(done);
    });
  }

  private finished(jobId: string, outcome: JobOutcome) {
    for (const done of [...(this.waiters.get(jobId) ?? [])]) done(outcome);
  }

  /** Ends every wait (as still pending) and every timer, for a queue that closes. */
  close() {
    for (const id of [...this.waiters.keys()]) this.finished(id, { state: 'pending' });
    for (const e of this.jobs.values()) clearTimeout(e.timer);
  }
}
