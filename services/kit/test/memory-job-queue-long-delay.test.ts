import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { testLogger } from '@cards/testing/logger';

describe('MemoryJobQueue delays longer than a timer holds', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when a job is delayed by 60 days, then it waits the 60 days (not the 1 ms Node gives an overlong timer)', async () => {
    jest.useFakeTimers();
    const q = new MemoryJobQueue(testLogger());
    const ran: number[] = [];
    q.work('q', async () => {
      ran.push(Date.now());
    });
    const start = Date.now();
    const day = 86_400_000;
    await q.add('q', 'later', {}, { delayMs: 60 * day });
    await jest.advanceTimersByTimeAsync(59 * day);
    expect(ran).toEqual([]);
    expect((await q.counts('q')).delayed).toBe(1);
    await jest.advanceTimersByTimeAsync(day + 1000);
    expect(ran).toHaveLength(1);
    expect(ran[0]! - start).toBeGreaterThanOrEqual(60 * day);
    await q.close();
  });
});
