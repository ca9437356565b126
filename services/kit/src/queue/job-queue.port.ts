import type { QueueInspector } from './queue-inspector.port.js';

export type { FailedJob, JobCounts } from './queue-inspector.port.js';

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
  close(): Promise<void>;
}
