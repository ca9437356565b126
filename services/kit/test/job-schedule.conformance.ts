import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Job } from '../src/queue/job-queue.port.js';
import type { JobQueueHarness } from './job-queue.conformance.js';
import { sleep, unique, waitFor } from './support/wait.js';

/** The JobQueue contract of periodic work (`schedule`), for any adapter. */
export function jobScheduleConformance(adapter: string, makeHarness: () => Promise<JobQueueHarness>) {
  describe(`JobQueue schedules: ${adapter}`, () => {
    let h: JobQueueHarness;
    let queue: string;
    beforeEach(async () => {
      h = await makeHarness();
      queue = unique('sched');
    });
    afterEach(async () => {
      await h.close();
    });

    it('when a new schedule repeats every ten minutes, then its first run comes at once, with its name and data', async () => {
      const q = await h.process();
      const runs: Job[] = [];
      q.work(queue, async (job) => {
        runs.push(job);
      });
      await q.schedule(queue, 'sweep-uploads', { everyMs: 600_000 }, { data: { older_than_ms: 3_600_000 } });
      await waitFor(() => runs.length === 1, 'the first run', 10_000);
      expect([runs[0]!.name, runs[0]!.data]).toEqual(['sweep-uploads', { older_than_ms: 3_600_000 }]);
      const [s] = await q.schedules(queue);
      expect(s!.next!.getTime() - Date.now()).toBeGreaterThan(500_000);
    });

    it('when a schedule repeats every 250 ms, then it keeps running, each run its data', async () => {
      const q = await h.process();
      const runs: Job[] = [];
      q.work(queue, async (job) => {
        runs.push(job);
      });
      await q.schedule(queue, 'tick', { everyMs: 250 }, { data: { n: 1 } });
      await waitFor(() => runs.length >= 3, 'three runs');
      expect(runs.slice(0, 3).map((j) => [j.name, j.data])).toEqual(Array(3).fill(['tick', { n: 1 }]));
    });

    it('when two processes schedule the same name and both work the queue, then the cluster has one schedule and runs it once a period', async () => {
      const [a, b] = [await h.process(), await h.process()];
      const every = 250;
      const ids: string[] = [];
      const worker = async (job: Job) => {
        ids.push(job.id);
      };
      a.work(queue, worker);
      b.work(queue, worker);
      await a.schedule(queue, 'purge-sessions', { everyMs: every });
      await b.schedule(queue, 'purge-sessions', { everyMs: every });
      await waitFor(() => ids.length >= 5, 'five runs');
      // A run's id names when it was due: one schedule per replica would give runs less than a
      // period apart, or one period twice. A period missed on a busy machine is skipped, not made up.
      const due = ids.map((id) => Number(/^repeat:purge-sessions:(\d+)$/.exec(id)?.[1])).sort((x, y) => x - y);
      const gaps = due.slice(1).map((d, i) => d - due[i]!);
      expect(gaps.filter((g) => g < every || g % every !== 0)).toEqual([]);
      expect((await a.schedules(queue)).map((s) => s.name)).toEqual(['purge-sessions']);
      expect((await b.schedules(queue)).map((s) => [s.name, s.repeat])).toEqual([['purge-sessions', { everyMs: every }]]);
    });

    it('when a schedule is given again unchanged, then its planned run stays where it was and one job waits for it', async () => {
      const [a, b] = [await h.process(), await h.process()];
      await a.schedule(queue, 'new-year', { cron: '0 0 1 1 *', tz: 'Europe/London' });
      const [first] = await a.schedules(queue);
      await b.schedule(queue, 'new-year', { cron: '0 0 1 1 *', tz: 'Europe/London' });
      expect(await b.schedules(queue)).toEqual([first]);
      expect((await a.counts(queue)).delayed).toBe(1);
    });

    it('when a cron schedule names a time zone, then its next run is at that hour in that zone', async () => {
      const q = await h.process();
      await q.schedule(queue, 'sweep-reminders', { cron: '30 8 * * *', tz: 'Europe/London' });
      const [s] = await q.schedules(queue);
      expect(s!.repeat).toEqual({ cron: '30 8 * * *', tz: 'Europe/London' });
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(s!.next!);
      expect(local).toBe('08:30');
      expect(s!.next!.getTime() - Date.now()).toBeGreaterThan(0);
      expect(s!.next!.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    });

    it('when nobody works the queue, then a schedule keeps one job waiting and its runs do not pile up', async () => {
      const q = await h.process();
      await q.schedule(queue, 'tick', { everyMs: 50 });
      await sleep(400);
      const c = await q.counts(queue);
      expect(c.waiting + c.delayed).toBe(1);
    });

    it('when a schedule is removed, then its waiting job goes with it and the others stay', async () => {
      const q = await h.process();
      await q.schedule(queue, 'a', { everyMs: 60_000 });
      await q.schedule(queue, 'b', { cron: '0 3 * * *' });
      await q.unschedule(queue, 'a');
      expect((await q.schedules(queue)).map((s) => s.name)).toEqual(['b']);
      const c = await q.counts(queue);
      expect(c.waiting + c.delayed).toBe(1);
      await q.unschedule(queue, 'not-there');
    });

    it('when a scheduled run fails for good, then failed() lists it under its id and retry() runs it again', async () => {
      const q = await h.process();
      let healthy = false;
      const ok: string[] = [];
      q.work(queue, async (job) => {
        if (!healthy) throw new Error('database away');
        ok.push(job.id);
      });
      await q.schedule(queue, 'reconcile-payments', { everyMs: 60_000 }, { attempts: 1 });
      await waitFor(async () => (await q.failed(queue)).length === 1, 'the failed run');
      const [failed] = await q.failed(queue);
      expect(failed).toMatchObject({ name: 'reconcile-payments', reason: 'database away', attempts: 1 });
      healthy = true;
      await q.retry(queue, failed!.id);
      await waitFor(() => ok.length === 1, 'the retried run');
      expect(ok).toEqual([failed!.id]);
    });

    it('when a schedule is not a positive interval or a cron pattern, then it is refused saying why', async () => {
      const q = await h.process();
      await expect(q.schedule(queue, 'x', { everyMs: 0 })).rejects.toThrow(/positive whole number of milliseconds/);
      await expect(q.schedule(queue, 'x', { cron: 'every morning' })).rejects.toThrow(/"every morning" is not a cron pattern/);
      expect(await q.schedules(queue)).toEqual([]);
    });
  });
}
