import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { JobQueueHarness } from './job-queue.conformance.js';
import { deferred, unique, waitFor } from './support/wait.js';

/** The JobQueue contract of waiting for a job (`waitUntilFinished`), for any adapter. */
export function jobWaitConformance(adapter: string, makeHarness: () => Promise<JobQueueHarness>) {
  describe(`JobQueue waits: ${adapter}`, () => {
    let h: JobQueueHarness;
    let queue: string;
    beforeEach(async () => {
      h = await makeHarness();
      queue = unique('wait');
    });
    afterEach(async () => {
      await h.close();
    });

    it('when one process waits for a job another works, then the wait answers as the job completes, long before its limit', async () => {
      const [service, worker] = [await h.process(), await h.process()];
      const release = deferred();
      const started = deferred();
      worker.work(queue, async () => {
        started.resolve();
        await release.promise;
      });
      const id = await service.add(queue, 'render-print-pdf', { card: 7 }, { jobId: 'pdf-7' });
      const since = Date.now();
      const waiting = service.waitUntilFinished(queue, id, 60_000);
      await started.promise;
      release.resolve();
      expect(await waiting).toEqual({ state: 'completed' });
      expect(Date.now() - since).toBeLessThan(10_000);
    });

    it('when an attempt fails and the job will be retried, then the wait goes on until the retry completes', async () => {
      const q = await h.process();
      const attempts: number[] = [];
      q.work(queue, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('Chromium crashed');
      });
      const id = await q.add(queue, 'render', {}, { attempts: 2, backoffMs: 50 });
      expect(await q.waitUntilFinished(queue, id, 15_000)).toEqual({ state: 'completed' });
      expect(attempts).toEqual([1, 2]);
    });

    it('when a job fails for good, then the wait answers failed with its last reason', async () => {
      const q = await h.process();
      q.work(queue, async () => {
        throw new Error('artwork missing');
      });
      const id = await q.add(queue, 'render', {}, { attempts: 2, backoffMs: 20 });
      expect(await q.waitUntilFinished(queue, id, 15_000)).toEqual({ state: 'failed', reason: 'artwork missing' });
    });

    it('when the job has already finished, then the wait answers at once, completed or failed', async () => {
      const q = await h.process();
      q.work(queue, async (job) => {
        if (job.name === 'bad') throw new Error('no such card');
      });
      const good = await q.add(queue, 'good', {});
      const bad = await q.add(queue, 'bad', {}, { attempts: 1 });
      await waitFor(async () => (await q.counts(queue)).completed === 1 && (await q.counts(queue)).failed === 1, 'both to finish');
      expect(await q.waitUntilFinished(queue, good, 100)).toEqual({ state: 'completed' });
      expect(await q.waitUntilFinished(queue, bad, 100)).toEqual({ state: 'failed', reason: 'no such card' });
    });

    it('when the job does not finish within the limit, then the wait answers pending; a job nobody added is unknown', async () => {
      const q = await h.process();
      const id = await q.add(queue, 'nobody-works-this', {});
      expect(await q.waitUntilFinished(queue, id, 200)).toEqual({ state: 'pending' });
      expect(await q.waitUntilFinished(queue, 'never-added', 200)).toEqual({ state: 'unknown' });
    });
  });
}
