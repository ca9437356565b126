import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { testLogger } from '@cards/testing/logger';
import { jobQueueConformance } from './job-queue.conformance.js';
import { deferred } from './support/wait.js';

jobQueueConformance('MemoryJobQueue', async () => {
  // One process: every "process" is the same queue.
  const q = new MemoryJobQueue(testLogger());
  return {
    process: async () => q,
    killWorkerMidJob: async (queue) => {
      const started = deferred();
      const dies = deferred();
      const w = q.work(queue, async () => {
        started.resolve();
        await dies.promise;
      });
      await started.promise;
      const closing = w.close();
      dies.reject(new Error('worker process died'));
      await closing;
    },
    close: () => q.close(),
  };
});
