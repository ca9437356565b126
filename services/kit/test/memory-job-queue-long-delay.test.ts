import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryJobQueue } from '../src/queue/memory-job-queue.js';
import { testLogger } from '../src/testing/silent-logger.js';

describe('MemoryJobQueue delays longer than a timer holds', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('when a job is delayed by 60 days, then it waits the 60 days (not the 1 ms Node gives an overlong timer)', async () => {
    vi.useFakeTimers();
    const q = new MemoryJobQueue(testLogger());
    const ran: number[] = [];
    q.work('q', async () => { ran.push(Date.now()); });
    const start = Date.now();
    const day = 86_400_000;
    await q.add('q', 'later', {}, { delayMs: 60 * day });
    await vi.advanceTimersByTimeAsync(59 * day);
    expect(ran).toEqual([]);
    expect((await q.counts('q')).delayed).toBe(1);
    await vi.advanceTimersByTimeAsync(day + 1000);
    expect(ran).toHaveLength(1);
    expect(ran[0]! - start).toBeGreaterThanOrEqual(60 * day);
    await q.close();
  });
});
