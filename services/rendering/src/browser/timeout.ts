/** A step that took longer than its limit. */
export class StepTimeoutError extends Error {
  constructor(
    readonly step: string,
    readonly ms: number,
  ) {
    super(`${step} did not finish within ${ms} ms`);
    this.name = 'StepTimeoutError';
  }
}

/** Rejects with {@link StepTimeoutError} when `p` takes longer than `ms`; the timer never outlives it. */
export async function withTimeout<T>(p: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StepTimeoutError(step, ms)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
