import { afterAll, beforeAll } from '@jest/globals';

/**
 * One thing a file's tests share (a harness, a platform): started before them, handed to `use`
 * (which keeps it, and may set up more), and stopped after them, also when a start failed half-way.
 */
export function startedForTheseTests<T extends { stop(): Promise<void> }>(
  start: () => Promise<T>,
  use: (started: T) => unknown,
  timeoutMs?: number,
): void {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    await use(started);
  }, timeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
}
