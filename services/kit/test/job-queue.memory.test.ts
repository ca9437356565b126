import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { testLogger } from '@cards/testing/logger';
import { jobQueueConformance, type JobQueueHarness } from './job-queue.conformance.js';
import { jobScheduleConformance } from './job-schedule.conformance.js';
import { jobWaitConformance } from './job-wait.conformance.js';
import { deferred } from './support/wait.js';

const harness = async (): Promise<JobQueueHarness> => {
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
};

jobQueueConformance('MemoryJobQueue', harness);
jobScheduleConformance('MemoryJobQueue', harness);
jobWaitConformance('MemoryJobQueue', harness);
