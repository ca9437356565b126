import type { Config } from './config.schema.js';

/**
 * What a service process does, from `ROLE`: in the distributed way the request handlers and the
 * queue workers of one service run in separate processes, so each scales on its own (workers on
 * queue depth).
 *
 * | ROLE | request handlers | periodic work | queue workers |
 * |---|---|---|---|
 * | all | yes | yes | yes |
 * | service | yes | yes | no |
 * | worker | no | no | yes |
 * | handlers | yes | no | no |
 */
export function runsHandlers(c: Pick<Config, 'ROLE'>): boolean {
  return c.ROLE !== 'worker';
}

export function runsWorkers(c: Pick<Config, 'ROLE'>): boolean {
  return c.ROLE === 'all' || c.ROLE === 'worker';
}

/**
 * Whether a service process works its periodic queue: the processes that answer requests,
 * which always run, unlike workers that scale to zero; `ROLE=handlers` keeps a process off it.
 */
export function runsPeriodicWork(c: Pick<Config, 'ROLE'>): boolean {
  return c.ROLE === 'all' || c.ROLE === 'service';
}

/** Whether a process takes any queue's work at all: every role but `handlers`. */
export function takesQueueWork(c: Pick<Config, 'ROLE'>): boolean {
  return c.ROLE !== 'handlers';
}
