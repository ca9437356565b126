import type { IncomingMessage, ServerResponse } from 'node:http';

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  reason: string;
  failedAt: string;
}

/** A job not finished: running, waiting its turn, or delayed until `runAt` (a later start, a retry's backoff, a schedule's next run). */
export interface PendingJob {
  id: string;
  name: string;
  data: unknown;
  state: 'active' | 'waiting' | 'delayed';
  /** Attempts started so far: 0 before the first. */
  attemptsMade: number;
  /** Attempts it may have in all. */
  attempts: number;
  /** When it was added. */
  addedAt: string;
  /** When a delayed job becomes due; null for one running or waiting its turn. */
  runAt: string | null;
  /** The last attempt's error, for a job waiting to be tried again. */
  reason: string | null;
}

/** When a scheduled job comes round: every `everyMs`, or at the times of a cron pattern read in `tz` (default UTC). */
export type Repeat = { everyMs: number } | { cron: string; tz?: string };

/**
 * A schedule of periodic work as the queue holds it. Each run is a job whose id is
 * `repeat:<name>:<when it was due, epoch ms>` (BullMQ's own form), so two runs of one
 * schedule never share an id and the id says which period a run was for.
 */
export interface JobSchedule {
  name: string;
  repeat: Repeat;
  /** When its next job is due; null when none is planned. */
  next: Date | null;
}

/** A request handler in the shape Express and `node:http` share: `next` passes the request on, or fails it. */
export type QueueBoardHandler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Looking into queues the way an operator does, whatever runs them: how many jobs are in each
 * state, which failed and why, running a failed job again or removing it, and, where the
 * adapter has one, a web board. The BFF's admin views use only this port, never a queue
 * library, so no process outside kit knows which one runs the queues.
 */
export interface QueueInspector {
  counts(queue: string): Promise<JobCounts>;
  failed(queue: string, limit?: number): Promise<FailedJob[]>;
  /** Up to `limit` jobs not finished: running first, then waiting in the order they will run, then delayed, the soonest due first. */
  pending(queue: string, limit?: number): Promise<PendingJob[]>;
  retry(queue: string, jobId: string): Promise<void>;
  remove(queue: string, jobId: string): Promise<void>;
  /** The queue's schedules of periodic work, the next due first. */
  schedules(queue: string): Promise<JobSchedule[]>;
  /** Queue names this process has touched. */
  queues(): string[];
  /**
   * A web board over `queues`, served under `basePath` (the caller guards it): BullMQ's is Bull
   * Board. Adapters without one (the in-process queue) leave this out.
   */
  board?(queues: readonly string[], opts: { basePath: string; title: string }): Promise<QueueBoardHandler>;
}
