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
  retry(queue: string, jobId: string): Promise<void>;
  remove(queue: string, jobId: string): Promise<void>;
  /** Queue names this process has touched. */
  queues(): string[];
  /**
   * A web board over `queues`, served under `basePath` (the caller guards it): BullMQ's is Bull
   * Board. Adapters without one (the in-process queue) leave this out.
   */
  board?(queues: readonly string[], opts: { basePath: string; title: string }): Promise<QueueBoardHandler>;
}
