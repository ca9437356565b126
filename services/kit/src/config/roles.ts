import type { Config } from './config.schema.js';

/**
 * What a service process does, from `ROLE` (and the older `RUN_WORKERS` switch): in the
 * distributed way the request handlers and the queue workers of one service run in separate
 * processes, so each scales on its own (workers on queue depth).
 */
export function runsHandlers(c: Pick<Config, 'ROLE'>): boolean {
  return c.ROLE !== 'worker';
}

export function runsWorkers(c: Pick<Config, 'ROLE' | 'RUN_WORKERS'>): boolean {
  return c.RUN_WORKERS && c.ROLE !== 'service';
}

/**
 * Whether a service process works its periodic queue: the processes that answer requests,
 * which always run, unlike workers that scale to zero; `RUN_WORKERS=false` keeps a process
 * off every queue.
 */
export function runsPeriodicWork(c: Pick<Config, 'ROLE' | 'RUN_WORKERS'>): boolean {
  return c.RUN_WORKERS && c.ROLE !== 'worker';
}
