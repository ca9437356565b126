import type { Config } from '../config/config.schema.js';
import { runsPeriodicWork } from '../config/roles.js';
import type { Logger } from '../logging/logger.js';
import type { JobQueue, QueueWorker, Repeat } from './job-queue.port.js';

/** One piece of a service's periodic work: a job name (verb-object), when it comes round, what it does. */
export interface PeriodicTask {
  name: string;
  repeat: Repeat;
  run: () => Promise<unknown>;
  /** Attempts of one run before it counts as failed; the next run comes anyway. Default 1. */
  attempts?: number;
}

/** The queue that holds a service's schedules of periodic work: `<service>-periodic`. */
export const periodicQueue = (service: string) => `${service}-periodic`;

/** How long one run may take before it counts as failed. */
const RUN_TIMEOUT_MS = 5 * 60_000;

const describeRepeat = (r: Repeat) => ('everyMs' in r ? `every ${r.everyMs / 1000} s` : `cron "${r.cron}"${r.tz ? ` (${r.tz})` : ''}`);

/**
 * Periodic work of a service, done once per cluster, not once per replica: each task is a
 * schedule of the service's periodic queue, so every replica that starts schedules the same
 * names (which changes nothing) and each run is one job, taken by one replica. Schedules of
 * that queue no task names (a task renamed or dropped by a release) are removed. The schedule
 * is logged, and can be read with `JobQueue.schedules` (the admin queue views, Bull Board).
 */
export async function schedulePeriodicWork(queue: JobQueue, service: string, tasks: PeriodicTask[], log: Logger): Promise<void> {
  const name = periodicQueue(service);
  const names = new Set(tasks.map((t) => t.name));
  if (names.size !== tasks.length) throw new Error(`${service} names a periodic task twice`);
  for (const t of tasks) await queue.schedule(name, t.name, t.repeat, { attempts: t.attempts ?? 1, backoffMs: 5_000 });
  for (const s of await queue.schedules(name)) if (!names.has(s.name)) await queue.unschedule(name, s.name);
  log.info(
    { queue: name, schedules: (await queue.schedules(name)).map((s) => ({ job: s.name, when: describeRepeat(s.repeat), next: s.next })) },
    'periodic work scheduled',
  );
}

/** A worker of the service's periodic queue that runs each job's task, one at a time. */
export function workPeriodicQueue(queue: JobQueue, service: string, tasks: PeriodicTask[]): QueueWorker {
  const byName = new Map(tasks.map((t) => [t.name, t]));
  return queue.work(
    periodicQueue(service),
    async (job) => {
      const task = byName.get(job.name);
      // A schedule of another release during a rolling update: failed, and visible as such.
      if (!task) throw new Error(`${service} has no periodic task called ${job.name}`);
      return task.run();
    },
    { concurrency: 1, timeoutMs: RUN_TIMEOUT_MS },
  );
}

/**
 * A service's periodic work at its start: schedules the tasks (when it has any) and answers
 * what starts working them in this process, or nothing where this process does not work them.
 */
export async function preparePeriodicWork(
  infra: { queue: JobQueue; config: Pick<Config, 'ROLE'> },
  service: string,
  tasks: PeriodicTask[],
  log: Logger,
): Promise<(() => QueueWorker) | undefined> {
  if (!tasks.length) return undefined;
  await schedulePeriodicWork(infra.queue, service, tasks, log);
  return runsPeriodicWork(infra.config) ? () => workPeriodicQueue(infra.queue, service, tasks) : undefined;
}
