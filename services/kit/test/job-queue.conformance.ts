import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Job, JobQueue } from '../src/queue/job-queue.port.js';
import { deferred, sleep, unique, waitFor } from './support/wait.js';

export interface JobQueueHarness {
  /** The queue as one more process sees it (new connections; the memory adapter's one queue). */
  process(): Promise<JobQueue>;
  /**
   * A worker of `queue` in a process that takes the next job, starts it and dies without
   * finishing it. BullMQ: a child process SIGKILLed mid-job (its lock then expires and a live
   * worker's stalled check recovers the job). Memory: the worker is closed while the handler
   * hangs and the handler then fails, as a dead process's attempt does: the only way a job is
   * lost mid-run in a queue that lives inside the process; the retry then recovers it.
   */
  killWorkerMidJob(queue: string): Promise<void>;
  close(): Promise<void>;
}

/** The JobQueue contract, for any adapter. */
export function jobQueueConformance(adapter: string, makeHarness: () => Promise<JobQueueHarness>) {
  describe(`JobQueue conformance: ${adapter}`, () => {
    let h: JobQueueHarness;
    let queue: string;
    beforeEach(async () => {
      h = await makeHarness();
      queue = unique('q');
    });
    afterEach(async () => {
      await h.close();
    });

    it('when a job throws twice, then it succeeds on its third attempt', async () => {
      const q = await h.process();
      const attempts: number[] = [];
      const done = deferred<Job>();
      q.work(queue, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`);
        done.resolve(job);
        return 'ok';
      });
      const id = await q.add(queue, 'flaky', { card: 'c1' }, { attempts: 3, backoffMs: 20 });
      const job = await done.promise;
      expect(attempts).toEqual([1, 2, 3]);
      expect(job).toMatchObject({ id, name: 'flaky', data: { card: 'c1' }, attempt: 3 });
      await waitFor(async () => (await q.counts(queue)).completed === 1, 'completion');
      expect(await q.counts(queue)).toMatchObject({ failed: 0, completed: 1, active: 0, waiting: 0, delayed: 0 });
    });

    it('when jobs wait with priorities, then those without one run first, then lower numbers, first in first out within one', async () => {
      const q = await h.process();
      await q.add(queue, 'order-pdf', { n: 1 }, { priority: 10 });
      await q.add(queue, 'thumbnail', { n: 2 }, { priority: 5 });
      await q.add(queue, 'asked-pdf', { n: 3 });
      await q.add(queue, 'thumbnail', { n: 4 }, { priority: 5 });
      const order: number[] = [];
      q.work(
        queue,
        async (job) => {
          order.push((job.data as { n: number }).n);
        },
        { concurrency: 1 },
      );
      await waitFor(async () => (await q.counts(queue)).completed === 4, 'all four');
      expect(order).toEqual([3, 2, 4, 1]);
    });

    it('when a job is added twice with one id, then it exists and runs once', async () => {
      const q = await h.process();
      const a = await q.add(queue, 'render', { n: 1 }, { jobId: 'order:42' });
      const b = await q.add(queue, 'render', { n: 2 }, { jobId: 'order:42' });
      expect([a, b]).toEqual(['order:42', 'order:42']);
      expect((await q.counts(queue)).waiting).toBe(1);
      const seen: Job[] = [];
      q.work(queue, async (job) => {
        seen.push(job);
      });
      await waitFor(async () => (await q.counts(queue)).completed === 1, 'completion');
      expect(seen).toEqual([{ id: 'order:42', name: 'render', data: { n: 1 }, attempt: 1 }]);
    });

    it('when attempts fail, then they are retried with exponential backoff of at least base, then twice base', async () => {
      const q = await h.process();
      const base = 150;
      const at: number[] = [];
      q.work(queue, async (job) => {
        at.push(Date.now());
        if (job.attempt < 3) throw new Error('again');
      });
      await q.add(queue, 'backoff', {}, { attempts: 3, backoffMs: base });
      await waitFor(() => at.length === 3, 'three attempts');
      expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(base);
      expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2 * base);
    });

    it('when a job runs past the worker timeout, then the attempt fails and the next one runs', async () => {
      const q = await h.process();
      const attempts: number[] = [];
      q.work(
        queue,
        async (job) => {
          attempts.push(job.attempt);
          if (job.attempt === 1) await sleep(1_000);
        },
        { timeoutMs: 100 },
      );
      await q.add(queue, 'slow', {}, { attempts: 2, backoffMs: 10 });
      await q.add(queue, 'slow-once', {}, { attempts: 1, jobId: 'only-once' });
      await waitFor(
        async () => (await q.counts(queue)).completed === 1 && (await q.counts(queue)).failed === 1,
        'one completed, one failed',
      );
      const failed = await q.failed(queue);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ id: 'only-once', name: 'slow-once', attempts: 1, reason: expect.stringContaining('timed out') });
    });

    it('when a job fails for good, then failed() lists it, retry() runs it again with its attempts and remove() deletes jobs', async () => {
      const q = await h.process();
      let healthy = false;
      let ran = 0;
      q.work(queue, async () => {
        ran++;
        if (!healthy) throw new Error('printer offline');
      });
      const id = await q.add(queue, 'print', { order: 7 }, { attempts: 2, backoffMs: 10 });
      await waitFor(async () => (await q.counts(queue)).failed === 1, 'the failure');
      const [f] = await q.failed(queue);
      expect(f).toMatchObject({ id, name: 'print', data: { order: 7 }, attempts: 2, reason: 'printer offline' });
      expect(Number.isNaN(Date.parse(f!.failedAt))).toBe(false);
      healthy = true;
      await q.retry(queue, id);
      await waitFor(async () => (await q.counts(queue)).completed === 1, 'the retried job to complete');
      expect(ran).toBe(3);
      expect((await q.counts(queue)).failed).toBe(0);

      const later = await q.add(queue, 'print', { order: 8 }, { delayMs: 60_000 });
      expect((await q.counts(queue)).delayed).toBe(1);
      await q.remove(queue, later);
      expect((await q.counts(queue)).delayed).toBe(0);
      expect(q.queues()).toContain(queue);
    });

    it('when a worker has concurrency 2, then no more than 2 of its jobs run at once', async () => {
      const q = await h.process();
      let running = 0;
      let peak = 0;
      for (let i = 0; i < 6; i++) await q.add(queue, 'job', { i });
      q.work(
        queue,
        async () => {
          running++;
          peak = Math.max(peak, running);
          await sleep(50);
          running--;
        },
        { concurrency: 2 },
      );
      await waitFor(async () => (await q.counts(queue)).completed === 6, 'six completions');
      expect(peak).toBe(2);
    });

    it('when a worker is closed mid-job, then close waits for the job to finish and it is completed once', async () => {
      const q = await h.process();
      const started = deferred();
      const release = deferred();
      let finished = 0;
      const w = q.work(queue, async () => {
        started.resolve();
        await release.promise;
        finished++;
      });
      await q.add(queue, 'long', {});
      await started.promise;
      let closed = false;
      const closing = w.close().then(() => {
        closed = true;
      });
      await sleep(100);
      expect(closed).toBe(false);
      release.resolve();
      await closing;
      expect(finished).toBe(1);
      expect(await q.counts(queue)).toMatchObject({ completed: 1, active: 0, waiting: 0 });
    });

    it('when the worker process dies mid-job, then another worker completes the job', async () => {
      const q = await h.process();
      const id = await q.add(queue, 'render', { card: 'c9' }, { attempts: 3, backoffMs: 10 });
      await h.killWorkerMidJob(queue);
      const done = deferred<Job>();
      q.work(queue, async (job) => {
        done.resolve(job);
      });
      const job = await done.promise;
      expect(job).toMatchObject({ id, name: 'render', data: { card: 'c9' } });
      await waitFor(async () => (await q.counts(queue)).completed === 1, 'completion');
    });

    it('when jobs wait, run and retry later, then pending() lists each with its state, attempts and when a delayed one is due', async () => {
      const q = await h.process();
      const before = Date.now();
      const release = await q.add(queue, 'release-order', { order_id: 9 }, { jobId: 'release-order-9', delayMs: 60_000, attempts: 10 });
      const soon = await q.add(queue, 'release-order', { order_id: 8 }, { delayMs: 30_000 });
      const first = await q.add(queue, 'render-print-pdf', { order: { order_id: 7 } }, { attempts: 4 });
      const second = await q.add(queue, 'render-print-pdf', { order: { order_id: 6 } });
      const pending = await q.pending(queue);
      expect(pending.map((j) => j.id)).toEqual([first, second, soon, release]);
      expect(pending[0]).toMatchObject({
        name: 'render-print-pdf',
        data: { order: { order_id: 7 } },
        state: 'waiting',
        attemptsMade: 0,
        attempts: 4,
        runAt: null,
      });
      const due = Date.parse(pending[3]!.runAt!);
      expect(pending[3]).toMatchObject({ id: 'release-order-9', state: 'delayed', attempts: 10 });
      expect(due).toBeGreaterThanOrEqual(before + 60_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 60_000);
      expect(Date.parse(pending[3]!.addedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await q.pending(queue, 1)).toHaveLength(1);

      const running = deferred();
      const hold = deferred();
      q.work(
        queue,
        async (job) => {
          if (job.name !== 'render-print-pdf') return;
          if ((job.data as { order: { order_id: number } }).order.order_id === 6) throw new Error('printer offline');
          running.resolve();
          await hold.promise;
        },
        { concurrency: 2 },
      );
      await running.promise;
      await waitFor(
        async () => (await q.pending(queue)).some((j) => j.id === second && j.state === 'delayed'),
        'the failed attempt to wait for its retry',
      );
      const now = await q.pending(queue);
      expect(now[0]).toMatchObject({ id: first, state: 'active', attemptsMade: 1 });
      const retry = now.find((j) => j.id === second)!;
      expect(retry).toMatchObject({ attemptsMade: 1, reason: 'printer offline' });
      expect(Date.parse(retry.runAt!)).toBeLessThanOrEqual(Date.now() + 1000);
      hold.resolve();
    });

    it('when data is not an object, then the handler gets it back as it was added', async () => {
      const q = await h.process();
      const seen: unknown[] = [];
      q.work(
        queue,
        async (job) => {
          seen.push(job.data);
        },
        { concurrency: 1 },
      );
      for (const d of ['text', 42, [1, 2], null, { __value: 'mine' }]) await q.add(queue, 'shape', d);
      await waitFor(() => seen.length === 5, 'five jobs');
      expect(seen).toEqual(expect.arrayContaining(['text', 42, [1, 2], null, { __value: 'mine' }]));
    });
  });
}
