import type { QueueInspector, Repeat } from './queue-inspector.port.js';

export type { FailedJob, JobCounts, JobSchedule, PendingJob, Repeat } from './queue-inspector.port.js';

export interface JobOptions {
  /** Idempotent id: adding a job whose id is already waiting or active does nothing. */
  jobId?: string;
  /** Total attempts including the first. Default 3. */
  attempts?: number;
  /** Exponential backoff base, ms: waits base, 2·base, 4·base… Default 1000. */
  backoffMs?: number;
  delayMs?: number;
  /**
   * Order among waiting jobs of a queue, as BullMQ has it: jobs without a priority first, then
   * 1, 2, … (lower first); first in, first out within one priority.
   */
  priority?: number;
}

export interface Job<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler = (job: Job) => Promise<unknown>;

export interface WorkerOptions {
  concurrency?: number;
  /** A job running longer than this is failed (and retried if attempts remain). Default 60 s. */
  timeoutMs?: number;
}

/** The job a schedule adds each time it comes round: its data and attempts. */
export interface ScheduledJob extends Pick<JobOptions, 'attempts' | 'backoffMs'> {
  data?: unknown;
}

/**
 * How a job a caller waited for stands: `completed`, `failed` for good (its last reason),
 * still `pending` when the wait ran out (waiting, delayed, running or being retried), or
 * `unknown` when the queue holds no job of that id (never added, or finished and trimmed).
 */
export type JobOutcome = { state: 'completed' } | { state: 'failed'; reason: string } | { state: 'pending' } | { state: 'unknown' };

export interface QueueWorker {
  /** Stops taking jobs and waits for the active ones; those not finished are handed back. */
  close(): Promise<void>;
}

/**
 * Slow work (AI generation, rendering) in named queues, each owned by one service. Jobs are
 * retried with exponential backoff; a job whose worker died is picked up again. Every queue can
 * also be looked into (`QueueInspector`).
 */
export interface JobQueue extends QueueInspector {
  add(queue: string, name: string, data: unknown, opts?: JobOptions): Promise<string>;
  work(queue: string, handler: JobHandler, opts?: WorkerOptions): QueueWorker;
  /**
   * Periodic work of the cluster: the schedule `name` of `queue` adds one job called `name`
   * (with `job`'s data and attempts) each time it comes round, worked once, by one worker of the
   * queue, however many processes scheduled it. Scheduling a name again replaces its schedule
   * without running it sooner (every replica schedules at start); a new schedule given as
   * `everyMs` runs its first job at once, a cron one at its next time. Only one job of a
   * schedule waits at a time: while nobody works the queue, its runs do not pile up.
   */
  schedule(queue: string, name: string, repeat: Repeat, job?: ScheduledJob): Promise<void>;
  /** Removes the schedule and its job not yet started; one running finishes. */
  unschedule(queue: string, name: string): Promise<void>;
  /**
   * Waits until the job finishes, for at most `timeoutMs`, on the queue's events (no polling):
   * it answers at once for a job that has already finished, and a failed attempt that will be
   * retried is not an end.
   */
  waitUntilFinished(queue: string, jobId: string, timeoutMs: number): Promise<JobOutcome>;
  close(): Promise<void>;
}
