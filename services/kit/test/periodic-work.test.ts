import { afterEach, describe, expect, it } from '@jest/globals';
import { testLogger } from '@cards/testing/logger';
import { runsPeriodicWork } from '../src/config/roles.js';
import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { periodicQueue, schedulePeriodicWork, workPeriodicQueue, type PeriodicTask } from '../src/queue/periodic-work.js';
import { waitFor } from './support/wait.js';

describe('periodic work of a service', () => {
  const q = new MemoryJobQueue(testLogger());
  afterEach(() => q.close());
  const noop = async () => undefined;

  it('when a release drops a task, then its schedule is removed at start and the others stay', async () => {
    const before: PeriodicTask[] = [
      { name: 'purge-sessions', repeat: { everyMs: 3_600_000 }, run: noop },
      { name: 'old-sweep', repeat: { cron: '0 4 * * *' }, run: noop },
    ];
    await schedulePeriodicWork(q, 'shop', before, testLogger());
    await schedulePeriodicWork(q, 'shop', [before[0]!], testLogger());
    expect((await q.schedules(periodicQueue('shop'))).map((s) => s.name)).toEqual(['purge-sessions']);
  });

  it('when runs come due, then each runs its own task, and a job no task names fails saying so', async () => {
    const ran: string[] = [];
    const tasks: PeriodicTask[] = [
      { name: 'sweep-parts', repeat: { everyMs: 60_000 }, run: async () => ran.push('parts') },
      { name: 'sweep-uploads', repeat: { everyMs: 60_000 }, run: async () => ran.push('uploads') },
    ];
    await schedulePeriodicWork(q, 'gen', tasks, testLogger());
    const worker = workPeriodicQueue(q, 'gen', tasks);
    await q.add(periodicQueue('gen'), 'from-another-release', null, { attempts: 1 });
    await waitFor(async () => ran.length === 2 && (await q.counts(periodicQueue('gen'))).failed === 1, 'two runs and one failure');
    expect(ran.sort()).toEqual(['parts', 'uploads']);
    expect((await q.failed(periodicQueue('gen')))[0]!.reason).toBe('gen has no periodic task called from-another-release');
    await worker.close();
  });

  it('when two tasks share a name, then scheduling refuses', async () => {
    const t: PeriodicTask = { name: 'twice', repeat: { everyMs: 1000 }, run: noop };
    await expect(schedulePeriodicWork(q, 'x', [t, t], testLogger())).rejects.toThrow('x names a periodic task twice');
  });

  it('when a process answers requests, then it works the periodic queue; a worker-only or handlers-only process does not', () => {
    const roles = (['all', 'service', 'worker'] as const).map((ROLE) => [ROLE, runsPeriodicWork({ ROLE })]);
    expect(roles).toEqual([
      ['all', true],
      ['service', true],
      ['worker', false],
    ]);
    expect(runsPeriodicWork({ ROLE: 'handlers' })).toBe(false);
  });
});
