import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { testServers } from '@cards/testing';
import { BullmqJobQueue } from '../src/queue/bullmq-job-queue.js';
import { testLogger } from '@cards/testing/logger';
import { jobQueueConformance, type JobQueueHarness } from './job-queue.conformance.js';
import { jobScheduleConformance } from './job-schedule.conformance.js';
import { jobWaitConformance } from './job-wait.conformance.js';
import { activeTraceId, inRootSpan, installTestTracing } from '@cards/testing/tracing';
import { deferred, unique } from './support/wait.js';

const doomedWorker = fileURLToPath(new URL('./fixtures/doomed-worker.ts', import.meta.url));

/** A worker in a child process that takes the next job, says so, and is SIGKILLed. */
async function killWorkerMidJob(url: string, queue: string, prefix: string): Promise<void> {
  const child = spawn(process.execPath, ['--conditions=cards-src', '--import', 'tsx', doomedWorker, url, queue, prefix], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('active ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`doomed worker exited (${code}) before taking the job: ${out}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

/**
 * Each "process" has its own Redis connections. Small stalled intervals so a dead worker's job
 * is recovered within seconds; each test file run gets its own key prefix.
 */
const harness = async (): Promise<JobQueueHarness> => {
  const url = testServers().redisUrl;
  const prefix = unique('bull');
  const open: BullmqJobQueue[] = [];
  return {
    process: async () => {
      const q = new BullmqJobQueue(url, testLogger(), { prefix, lockDurationMs: 1000, stalledIntervalMs: 300 });
      open.push(q);
      return q;
    },
    killWorkerMidJob: (queue) => killWorkerMidJob(url, queue, prefix),
    close: async () => {
      await Promise.all(open.map((q) => q.close()));
    },
  };
};

jobQueueConformance('BullmqJobQueue (Redis)', harness);
jobScheduleConformance('BullmqJobQueue (Redis)', harness);
jobWaitConformance('BullmqJobQueue (Redis)', harness);

describe('BullmqJobQueue specifics', () => {
  installTestTracing();
  const url = () => testServers().redisUrl;

  it('when a job is added inside a trace in one process, then the worker in another process runs in that trace and sees only the data', async () => {
    const prefix = unique('bull');
    const producer = new BullmqJobQueue(url(), testLogger(), { prefix });
    const consumer = new BullmqJobQueue(url(), testLogger(), { prefix });
    try {
      const queue = unique('q');
      const seen = deferred<{ trace: string; data: unknown }>();
      consumer.work(queue, async (job) => {
        seen.resolve({ trace: activeTraceId(), data: job.data });
      });
      const { traceId } = await inRootSpan(() => producer.add(queue, 'traced', { n: 1 }));
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(await seen.promise).toEqual({ trace: traceId, data: { n: 1 } });
    } finally {
      await producer.close();
      await consumer.close();
    }
  });

  it('when Redis answers, then ping resolves; after close it rejects', async () => {
    const q = new BullmqJobQueue(url(), testLogger(), { prefix: unique('bull') });
    await q.ping();
    await q.close();
    await expect(q.ping()).rejects.toThrow();
  });
});
